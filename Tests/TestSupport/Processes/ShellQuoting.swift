/// Words for a POSIX shell, for the tests that start programs through `/bin/sh -c` (tmux, the
/// real terminals).
public enum Shell {
    /// `word` in single quotes, any single quote in it closed, escaped and reopened.
    public static func quoted(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
