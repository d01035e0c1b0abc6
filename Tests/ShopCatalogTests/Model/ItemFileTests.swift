import Foundation
import SeededRandom
import Testing

@testable import ShopCatalog

@Suite("ItemFile: dates and sizes of picture files", .timeLimit(.minutes(1)))
struct ItemFileTests {
    @Test("clock times and seconds since the epoch convert both ways, as the C library's UTC calendar does")
    func clockTimes() {
        var rng = SplitMix64(seed: 0xDA7E)
        for _ in 0 ..< 2_000 {
            let seconds = Int64.random(in: -10_000_000_000 ... 10_000_000_000, using: &rng)
            let time = ItemFile.ClockTime(secondsSinceEpoch: seconds)
            #expect(time.secondsSinceEpoch == seconds)
            var raw = time_t(seconds)
            var fields = tm()
            gmtime_r(&raw, &fields)
            #expect(
                time
                    == ItemFile.ClockTime(
                        year: Int(fields.tm_year) + 1_900, month: Int(fields.tm_mon) + 1, day: Int(fields.tm_mday),
                        hour: Int(fields.tm_hour), minute: Int(fields.tm_min), second: Int(fields.tm_sec)
                    ))
        }
        #expect(ItemFile.ClockTime(year: 2023, month: 7, day: 14, hour: 18, minute: 2, second: 11).text == "2023-07-14 18:02:11")
    }

    @Test("the day shown is the day taken, else the day changed; sizes in powers of 1000")
    func texts() {
        let taken = ItemFile.ClockTime(year: 2001, month: 2, day: 3, hour: 23, minute: 59).secondsSinceEpoch
        let make = { (bytes: Int64, taken: Int64?) in
            ItemFile(path: "a", name: CatalogText("a"), folder: CatalogText("."), format: "PNG", byteCount: bytes, modified: 86_400 * 365, taken: taken)
        }
        #expect(make(1, taken).dayText == "2001-02-03")
        #expect(make(1, nil).dayText == ItemFile.ClockTime.local(86_400 * 365).dayText)
        #expect(
            [0, 999, 1_000, 48_249, 3_149_000, 99_960, 123_456_789_012].map { make($0, nil).sizeText }
                == ["0 B", "999 B", "1.0 kB", "48.2 kB", "3.1 MB", "100 kB", "123 GB"])
    }
}
