import Glibc

/// A `Retry-After` header's value as a wait: delay-seconds (`120`, or `120 s` as messages show
/// it) or an HTTP date (`Sun, 06 Nov 1994 08:49:37 GMT`, RFC 9110's IMF-fixdate), counted from
/// `now` (seconds since 1970). A date already past means no wait; anything else unreadable is nil.
enum RetryAfter {
    /// The wait `value` asks for at `now`; nil when it is neither form. O(length).
    static func delay(_ value: String, now: Int = time(nil)) -> Duration? {
        let trimmed = value.trimmingPrefix(while: \.isWhitespace)
        let number = trimmed.hasSuffix(" s") ? trimmed.dropLast(2) : Substring(trimmed)
        if !number.isEmpty, number.count <= 9, number.allSatisfy({ $0.isASCII && $0.isNumber }), let seconds = Int(number) {
            return .seconds(seconds)
        }
        guard let date = httpDate(String(trimmed)) else { return nil }
        return .seconds(max(0, date - now))
    }

    /// The seconds since 1970 of an IMF-fixdate, nil when `text` is not one.
    static func httpDate(_ text: String) -> Int? {
        let parts = text.split(separator: " ")
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        guard parts.count == 6, parts[0].hasSuffix(","), parts[5] == "GMT", let day = Int(parts[1]), let month = months.firstIndex(of: String(parts[2])),
            let year = Int(parts[3]), (1 ... 31).contains(day), (1970 ... 9999).contains(year)
        else { return nil }
        let clock = parts[4].split(separator: ":").compactMap { Int($0) }
        guard clock.count == 3, (0 ... 23).contains(clock[0]), (0 ... 59).contains(clock[1]), (0 ... 60).contains(clock[2]) else { return nil }
        return Self.daysSinceEpoch(year: year, month: month + 1, day: day) * 86_400 + clock[0] * 3600 + clock[1] * 60 + clock[2]
    }

    /// Days from 1970-01-01 to the given civil date (proleptic Gregorian). O(1).
    static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let shifted = month <= 2 ? year - 1 : year
        let era = (shifted >= 0 ? shifted : shifted - 399) / 400
        let yearOfEra = shifted - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
