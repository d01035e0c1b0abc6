/// The footer's loading animation.
public enum Spinner {
    /// The frames, one per tick.
    public static let frames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    /// The frame for animation step `step`.
    public static func frame(_ step: Int) -> Character {
        frames[((step % frames.count) + frames.count) % frames.count]
    }
}
