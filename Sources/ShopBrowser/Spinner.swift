import WaterfallTUI

/// The footer's loading animation.
package enum Spinner {
    /// The frames, one per tick.
    package static let frames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    /// The frame for animation step `step`.
    package static func frame(_ step: Int) -> Character {
        frames[((step % frames.count) + frames.count) % frames.count]
    }
}
