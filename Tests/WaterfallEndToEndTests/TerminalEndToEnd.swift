import Testing

/// The suites that drive the built `waterfall` in tmux, nested here so that they run one test at
/// a time: tmux sessions running side by side on a machine with few cores slow each other down
/// past their deadlines. tmux is required: without it these tests fail (`.ci/setup` installs it).
@Suite("End to end: the browser in a real terminal (tmux)", .serialized)
enum TerminalEndToEnd {}
