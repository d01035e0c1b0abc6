/// What one step of the browser model produced: whether the screen must be drawn again, and the
/// effects for the app loop to carry out, in order.
package struct BrowserUpdate: Equatable, Sendable {
    /// Whether the frame changed.
    package var needsRedraw: Bool
    /// The effects, in the order they were asked for, each at most once.
    package var effects: [BrowserEffect]

    /// An update with the given redraw need and effects.
    package init(needsRedraw: Bool = false, effects: [BrowserEffect] = []) {
        self.needsRedraw = needsRedraw
        self.effects = effects
    }
}
