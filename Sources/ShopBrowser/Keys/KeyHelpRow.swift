import WaterfallTUI

/// One row of the help overlay made from the bindings of a keymap that share it: the keys
/// paired up (`j / k, ↓ / ↑`) and what they do.
package struct KeyHelpRow: Sendable, Equatable {
    /// The keys as the overlay shows them: ``keyPairs``, each pair's names joined by ` / `, the
    /// pairs by `, `.
    package let keys: String
    /// The names of the keys, gestures and fallbacks, paired up: the first keys of the bindings
    /// sharing the row (`j`, `k`), then their second keys (`↓`, `↑`), and so on.
    package let keyPairs: [[String]]
    /// What they do.
    package let text: String
    /// The keys the row documents (what the tests press).
    package let documentedKeys: [Key]
    /// The fallbacks the row documents (`a character`, `any other key`).
    package let documentedFallbacks: [KeyFallback]
    /// The mouse gestures the row documents.
    package let documentedGestures: [MouseEvent.Kind]

    /// A row of `text` for the keys named `names` of the bindings sharing it (one list per
    /// binding, in table order): their first keys paired with `/`, then their second keys, and
    /// so on, the pairs joined with `, `. O(keys).
    init(names: [[String]], text: String, keys: [Key], fallbacks: [KeyFallback], gestures: [MouseEvent.Kind] = []) {
        let positions = names.map(\.count).max() ?? 0
        self.keyPairs = (0 ..< positions).map { position in
            names.compactMap { position < $0.count ? $0[position] : nil }
        }
        self.keys = keyPairs.map { $0.joined(separator: " / ") }.joined(separator: ", ")
        self.text = text
        self.documentedKeys = keys
        self.documentedFallbacks = fallbacks
        self.documentedGestures = gestures
    }
}
