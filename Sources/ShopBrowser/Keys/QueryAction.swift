/// What a key does while a search or a filter is typed (``BrowserMode/searching(query:)``,
/// ``BrowserMode/filtering(query:)``).
package enum QueryAction: Hashable, Sendable {
    /// Search, or apply the filter.
    case submit
    /// Leave things as they were.
    case cancel
    /// Delete the last character typed.
    case deleteCharacter
    /// Add the character typed.
    case typeCharacter
}
