extension BrowserModel {
    /// The name of the key bound to `action` in the waterfall (`r`, `/`, `Esc`), as messages
    /// write it; `(unbound)` when no key is. O(bindings).
    func key(_ action: BrowsingAction) -> String {
        keymaps.browsing.name(of: action, kind: options.kind) ?? Self.unbound
    }

    /// The name of the key bound to `action` in the full-screen view. O(bindings).
    func key(_ action: ViewerAction) -> String {
        keymaps.viewer.name(of: action, kind: options.kind) ?? Self.unbound
    }

    /// The name of the key bound to `action` in the help overlay and the skipped list.
    /// O(bindings).
    func key(_ action: OverlayAction) -> String {
        keymaps.overlay.name(of: action, kind: options.kind) ?? Self.unbound
    }

    /// The keys of the next and the previous match, `n/N`.
    var matchKeys: String {
        key(.nextMatch) + "/" + key(.previousMatch)
    }

    /// What a message says in place of a key that no binding has.
    static let unbound = "(unbound)"
}
