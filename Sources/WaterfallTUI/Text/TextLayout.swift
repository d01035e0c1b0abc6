import SafeText

/// Fitting text into a number of terminal cells: truncation with an ellipsis and line
/// wrapping, both measured in display width (see `DisplayWidth`). Input is sanitised first
/// (see `TerminalSafeText`), so what is measured is exactly what the canvas will draw.
public enum TextLayout {
    /// The mark appended to truncated text (one cell wide).
    public static let ellipsis: Character = "…"

    /// `text` sanitised and shortened to at most `maxWidth` cells.
    ///
    /// Text that fits is returned as the canvas draws it (sanitised, cut into `DisplayCluster`s
    /// and joined again: unchanged for all but dropped joiners and marks). Otherwise the result is
    /// the longest prefix that fits in `maxWidth - 1` cells, padded with a space when a wide
    /// character did not fit in the last cell, followed by `…`; its width is then exactly
    /// `maxWidth`. Returns `""` when `maxWidth <= 0`. O(n).
    public static func truncate(_ text: String, toWidth maxWidth: Int) -> String {
        guard maxWidth > 0 else { return "" }
        if TerminalSafeText.isPrintableASCII(text) {
            guard text.utf8.count > maxWidth else { return text }
            return String(text.prefix(maxWidth - 1)) + String(ellipsis)
        }
        let clusters = Array(DisplayCluster.clusters(of: TerminalSafeText.sanitize(text)))
        let total = clusters.reduce(0) { $0 + $1.width }
        guard total > maxWidth else { return String(clusters.map(\.character)) }
        let budget = maxWidth - 1
        var result = ""
        var used = 0
        for cluster in clusters {
            if used + cluster.width > budget {
                break
            }
            result.append(cluster.character)
            used += cluster.width
        }
        if used < budget {
            result.append(String(repeating: " ", count: budget - used))
        }
        result.append(ellipsis)
        return result
    }
}
