/// What a thumbnail's PNG says about itself before its pixels: its size (IHDR) and its `tEXt`
/// chunks before the image data — enough to tell whether a thumbnail is valid without decoding
/// it. Every length is checked against the bytes; anything that does not parse is nil.
struct PNGFacts: Equatable {
    /// Width and height from IHDR.
    var width: Int
    var height: Int
    /// The `tEXt` chunks before the first IDAT: keyword → text (Latin-1 bytes read as such).
    var texts: [String: String]

    /// The facts of `bytes` (the file's start; the chunks after IHDR up to the first IDAT must be
    /// in it), nil when it is no PNG or breaks off first. O(bytes).
    init?(_ bytes: [UInt8]) {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 33, Array(bytes[0 ..< 8]) == signature, String(decoding: bytes[12 ..< 16], as: UTF8.self) == "IHDR" else { return nil }
        width = Self.big32(bytes, 16)
        height = Self.big32(bytes, 20)
        texts = [:]
        var position = 33
        while position + 8 <= bytes.count {
            let length = Self.big32(bytes, position)
            let type = String(decoding: bytes[position + 4 ..< position + 8], as: UTF8.self)
            if type == "IDAT" { return }
            let end = position + 12 + length
            guard length <= 1 << 24, end <= bytes.count else { return nil }
            if type == "tEXt" {
                let data = bytes[position + 8 ..< position + 8 + length]
                if let zero = data.firstIndex(of: 0) {
                    let latin1 = { (slice: ArraySlice<UInt8>) in String(String.UnicodeScalarView(slice.map { Unicode.Scalar($0) })) }
                    texts[latin1(data[..<zero])] = latin1(data[(zero + 1)...])
                }
            }
            position = end
        }
        return nil
    }

    /// The big-endian 32-bit number at `offset`.
    private static func big32(_ bytes: [UInt8], _ offset: Int) -> Int {
        bytes[offset ..< offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }
}
