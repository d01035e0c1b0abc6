import WaterfallTUI

/// A binding for the keys no other binding of its keymap claims: typed characters (a search
/// query), or any key at all (closing an overlay).
package enum KeyFallback: Sendable, Equatable {
    /// Any printable character no other binding claims.
    case anyCharacter
    /// Any key no other binding claims (characters too, when no ``anyCharacter`` binding does).
    case anyOtherKey

    /// What the help overlay calls the keys it stands for.
    var helpName: String {
        switch self {
        case .anyCharacter: "a character"
        case .anyOtherKey: "any other key"
        }
    }

    /// Whether `key` is one of the keys it stands for (before the exact bindings are taken out).
    func covers(_ key: Key) -> Bool {
        switch self {
        case .anyCharacter:
            if case .character = key { true } else { false }
        case .anyOtherKey: true
        }
    }
}
