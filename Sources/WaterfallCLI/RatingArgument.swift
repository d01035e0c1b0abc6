import ArgumentParser

/// `--min-rating STARS`: a number of stars with at most one decimal (`4`, `4.5`), read once into
/// tenths. The range (0 to 5) is checked by the command's validation, so its message can say it.
struct RatingArgument: ExpressibleByArgument, Equatable {
    /// The rating in tenths of a star (4.5 → 45).
    let tenths: Int
    /// The text as given, for messages.
    let text: String

    /// Reads `argument`: digits, optionally a dot and one digit; nil otherwise.
    init?(argument: String) {
        let parts = argument.split(separator: ".", omittingEmptySubsequences: false)
        guard (1 ... 2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.count <= 4 && $0.allSatisfy { ("0" ... "9").contains($0) } }),
            let whole = Int(parts[0]), parts.count == 1 || parts[1].count == 1
        else { return nil }
        self.tenths = whole * 10 + (parts.count == 2 ? Int(parts[1]) ?? 0 : 0)
        self.text = argument
    }

    /// Whether the rating is one a catalog can have: 0 to 5 stars.
    var isInRange: Bool { (0 ... 50).contains(tenths) }
}
