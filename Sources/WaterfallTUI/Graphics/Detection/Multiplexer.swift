/// A terminal multiplexer between the program and the real terminal. Both answer the usual
/// questions themselves and take some strings the real terminal would ignore for their own use
/// (tmux 3.3 and GNU screen set the pane's title from an APC string, such as the kitty graphics
/// query), so a probe inside one asks only what they answer harmlessly.
public enum Multiplexer: Sendable, Equatable {
    /// tmux.
    case tmux
    /// GNU screen.
    case screen

    /// Its name for messages.
    public var name: String {
        switch self {
        case .tmux: "tmux"
        case .screen: "screen"
        }
    }
}
