import ArgumentParser

/// `--print-marked` (`-o`) and `-0` of the browser and `photos`: the marked pictures' paths (a
/// shop's item ids) on standard output when the browser ends.
struct MarkArguments: ParsableArguments {
    @Flag(
        name: [.customShort("o"), .customLong("print-marked")],
        help: ArgumentHelp(
            "When the browser ends (q), print the marked pictures' paths (m marks; a shop's item ids) on standard output, one a line, in the order shown; Q quits without printing. The screen is drawn on the terminal (/dev/tty) when standard output is not one, so `waterfall photos -o | xargs …` works. A path holding a line break or another control character is not printed (use -0); stderr names it."
        ))
    var printMarked = false

    @Flag(name: .customShort("0"), help: "Like -o, but end each path with a NUL byte instead of a line feed, every path printed exactly (for xargs -0).")
    var nulSeparated = false

    /// How the marks are printed, nil when they are not.
    var format: MarkedOutput.Format? {
        if nulSeparated { return .nulSeparated }
        return printMarked ? .lines : nil
    }
}
