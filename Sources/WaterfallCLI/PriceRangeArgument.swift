import ArgumentParser

/// `--price LOW-HIGH`: a range of whole currency units (`10-200`), read once. That `LOW ≤ HIGH`
/// is checked by the command's validation, so its message can say it.
struct PriceRangeArgument: ExpressibleByArgument, Equatable {
    /// The lower end, in whole currency units.
    let low: Int64
    /// The upper end, in whole currency units.
    let high: Int64
    /// The text as given, for messages.
    let text: String

    /// Reads `argument`: two whole non-negative amounts joined by `-`; nil otherwise.
    init?(argument: String) {
        let parts = argument.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { ("0" ... "9").contains($0) } }),
            let low = Int64(parts[0]), let high = Int64(parts[1])
        else { return nil }
        self.low = low
        self.high = high
        self.text = argument
    }

    /// The range, nil when its ends are the wrong way round.
    var range: ClosedRange<Int64>? { low <= high ? low ... high : nil }
}
