/// Which moving pictures play (`--animate`): the focused card's and the full-screen view's, every
/// card's on screen, or none. A moving picture that does not play shows its first frame with a
/// ▶ badge.
package enum AnimationPolicy: String, Sendable, CaseIterable {
    /// The focused card and the full-screen view (the default).
    case focused
    /// Every card on screen.
    case all
    /// None: GIFs and WebPs show their first frame, and are decoded as still pictures.
    case off
}
