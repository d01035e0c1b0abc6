/// One group of the arrangement: its key and its members (indices into the loaded items), in
/// view order.
package struct ArrangedGroup: Sendable, Hashable {
    /// The group's rank and title.
    package var key: GroupKey
    /// The item indices shown in this group, in view order.
    package var members: [Int]
}
