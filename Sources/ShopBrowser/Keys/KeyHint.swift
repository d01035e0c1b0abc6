/// A binding's place among the status line's key hints. Bindings of one `rank` share a hint:
/// their first keys joined by `/`, their texts too (`J/K/h/l focus`, `o/s/f sort/group/filter`).
package struct KeyHint: Sendable, Equatable {
    /// The hint's place from the left: the most useful first, since narrow screens lose the last.
    package var rank: Int
    /// What the hint says, or "" for a binding that only adds its key to its rank's hint.
    package var text: String

    /// A hint at `rank` saying `text` (nothing of its own by default).
    package init(_ rank: Int, _ text: String = "") {
        self.rank = rank
        self.text = text
    }
}
