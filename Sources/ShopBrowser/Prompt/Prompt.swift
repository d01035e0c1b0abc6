import WaterfallTUI

/// The prompt on the status line where a search or a filter is typed (after `/` or `f`): one
/// component for both uses, with its own state — what is typed — and its own update — a key's
/// ``QueryAction``. It knows nothing of the items: what the text does once submitted (find a
/// match, narrow the waterfall) is the browser's to decide from the ``Outcome``.
package struct Prompt: Equatable, Sendable {
    /// What the typed text is for.
    package enum Purpose: Equatable, Sendable {
        /// A search of the titles and shops (`/`).
        case search
        /// A narrowing filter (`f`).
        case filter
    }

    /// What a key did to the prompt.
    package enum Outcome: Equatable, Sendable {
        /// The text was edited (or the key added nothing); the prompt stays open.
        case edited
        /// The text is submitted; the prompt closes.
        case submitted(String)
        /// The prompt closes, nothing submitted.
        case cancelled
    }

    /// What the typed text is for.
    package let purpose: Purpose
    /// What is typed so far.
    package private(set) var text: String

    /// A prompt for `purpose` holding `text` to start with (a filter opens on the one in force).
    package init(_ purpose: Purpose, text: String = "") {
        self.purpose = purpose
        self.text = text
    }

    /// Applies `action`; `key` is the key pressed (the character that ``QueryAction/typeCharacter``
    /// adds), nil for a mouse gesture. O(1).
    package mutating func update(_ action: QueryAction, key: Key?) -> Outcome {
        switch action {
        case .submit:
            return .submitted(text)
        case .cancel:
            return .cancelled
        case .deleteCharacter:
            if !text.isEmpty { text.removeLast() }
            return .edited
        case .typeCharacter:
            if case .character(let character)? = key { text.append(character) }
            return .edited
        }
    }
}
