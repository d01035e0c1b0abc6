/// What the browser may do with the file behind a card (pictures of a folder): the program
/// that opens one, and how its path reaches the clipboard.
package struct FileActions: Sendable, Equatable {
    /// The argument vector of the program that opens a file, the file's path appended as the
    /// last argument (`xdg-open`, or `sh -c '<command> "$1"' sh` for `--open-with`); nil when
    /// there is none.
    package var openCommand: [String]?
    /// Whether the clipboard sequence is also sent through tmux's passthrough (inside tmux).
    package var clipboardThroughTmux: Bool

    /// Actions with these choices; the default opens nothing and copies plainly.
    package init(openCommand: [String]? = nil, clipboardThroughTmux: Bool = false) {
        self.openCommand = openCommand
        self.clipboardThroughTmux = clipboardThroughTmux
    }

    /// The program for `--open-with command` (run by `/bin/sh`, the path as `$1`, never pasted
    /// into the command), else `xdg-open` when a graphical session is there to show the picture
    /// (`DISPLAY` or `WAYLAND_DISPLAY` set in `environment`), else none.
    package static func openCommand(openWith command: String?, environment: [String: String]) -> [String]? {
        if let command, !command.isEmpty {
            return ["/bin/sh", "-c", command + " \"$1\"", "sh"]
        }
        let graphical = !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
        return graphical ? ["xdg-open"] : nil
    }
}
