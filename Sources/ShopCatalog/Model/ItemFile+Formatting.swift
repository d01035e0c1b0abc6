#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ItemFile {
    /// A date and time on a clock without a time zone: what ``ItemFile/taken`` counts in, and
    /// what a time since the epoch becomes on the local clock.
    public struct ClockTime: Sendable, Hashable {
        /// The year (proleptic Gregorian).
        public var year: Int
        /// The month, 1 … 12.
        public var month: Int
        /// The day of the month, 1 … 31.
        public var day: Int
        /// The hour, 0 … 23.
        public var hour: Int
        /// The minute, 0 … 59.
        public var minute: Int
        /// The second, 0 … 59.
        public var second: Int

        /// A time with these fields (taken as given).
        public init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0) {
            self.year = year
            self.month = month
            self.day = day
            self.hour = hour
            self.minute = minute
            self.second = second
        }

        /// The seconds since 1970-01-01 00:00 of the same clock (Howard Hinnant's
        /// `days_from_civil`). O(1).
        public var secondsSinceEpoch: Int64 {
            let shiftedYear = Int64(month <= 2 ? year - 1 : year)
            let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
            let yearOfEra = shiftedYear - era * 400
            let monthIndex = Int64(month > 2 ? month - 3 : month + 9)
            let dayOfYear = (153 * monthIndex + 2) / 5 + Int64(day) - 1
            let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
            let days = era * 146_097 + dayOfEra - 719_468
            return days * 86_400 + Int64(hour * 3_600 + minute * 60 + second)
        }

        /// The time `seconds` after 1970-01-01 00:00 of the same clock (`civil_from_days`). O(1).
        public init(secondsSinceEpoch seconds: Int64) {
            let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
            let within = Int(seconds - days * 86_400)
            let shifted = days + 719_468
            let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
            let dayOfEra = shifted - era * 146_097
            let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
            let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
            let monthIndex = (5 * dayOfYear + 2) / 153
            let day = Int(dayOfYear - (153 * monthIndex + 2) / 5 + 1)
            let month = Int(monthIndex < 10 ? monthIndex + 3 : monthIndex - 9)
            let year = Int(yearOfEra + era * 400) + (month <= 2 ? 1 : 0)
            self.init(year: year, month: month, day: day, hour: within / 3_600, minute: within / 60 % 60, second: within % 60)
        }

        /// The local time (the process's time zone, `TZ`) of `seconds` since the epoch in UTC.
        public static func local(_ seconds: Int64) -> ClockTime {
            var time = time_t(seconds)
            var fields = tm()
            guard localtime_r(&time, &fields) != nil else { return ClockTime(secondsSinceEpoch: seconds) }
            return ClockTime(
                year: Int(fields.tm_year) + 1_900, month: Int(fields.tm_mon) + 1, day: Int(fields.tm_mday),
                hour: Int(fields.tm_hour), minute: Int(fields.tm_min), second: Int(fields.tm_sec)
            )
        }

        /// `2023-07-14`.
        public var dayText: String {
            "\(Self.digits(year, 4))-\(Self.digits(month, 2))-\(Self.digits(day, 2))"
        }

        /// `2023-07-14 18:02:11`.
        public var text: String {
            "\(dayText) \(Self.digits(hour, 2)):\(Self.digits(minute, 2)):\(Self.digits(second, 2))"
        }

        /// `value` with leading zeros to `count` digits.
        private static func digits(_ value: Int, _ count: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, count - text.count)) + text
        }
    }

    /// The day the picture is dated by: taken (camera clock) when known, else changed (local
    /// clock), e.g. `2023-07-14`.
    public var dayText: String {
        (taken.map(ClockTime.init(secondsSinceEpoch:)) ?? ClockTime.local(modified)).dayText
    }

    /// The file's size in bytes for people: `812 B`, `48.2 kB`, `3.1 MB`, `1.2 GB` (powers of
    /// 1000, one decimal under 100).
    public var sizeText: String {
        let units = ["B", "kB", "MB", "GB", "TB"]
        var value = Double(byteCount)
        var unit = 0
        while value >= 1_000, unit < units.count - 1 {
            value /= 1_000
            unit += 1
        }
        if unit == 0 { return "\(byteCount) B" }
        let tenths = Int((value * 10).rounded())
        return tenths >= 1_000 ? "\(tenths / 10) \(units[unit])" : "\(tenths / 10).\(tenths % 10) \(units[unit])"
    }
}
