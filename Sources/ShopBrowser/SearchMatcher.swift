import WaterfallTUI

/// Case-insensitive substring search used by `/` in the browser.
package enum SearchMatcher {
    /// The ranges of `text` where `query` occurs, case-insensitively, left to right, not
    /// overlapping. O(|text| × |query|).
    package static func ranges(of query: String, in text: String) -> [Range<String.Index>] {
        let needle = query.map { $0.lowercased() }
        guard !needle.isEmpty else { return [] }
        let characters = Array(text)
        let lowered = characters.map { $0.lowercased() }
        var indices: [String.Index] = []
        indices.reserveCapacity(characters.count + 1)
        var index = text.startIndex
        for _ in characters {
            indices.append(index)
            index = text.index(after: index)
        }
        indices.append(text.endIndex)
        var found: [Range<String.Index>] = []
        var start = 0
        while start + needle.count <= lowered.count {
            if lowered[start ..< start + needle.count].elementsEqual(needle) {
                found.append(indices[start] ..< indices[start + needle.count])
                start += needle.count
            } else {
                start += 1
            }
        }
        return found
    }

    /// Whether `query` occurs in `text`, case-insensitively.
    package static func matches(_ query: String, in text: String) -> Bool {
        !query.isEmpty && text.lowercased().contains(query.lowercased())
    }
}
