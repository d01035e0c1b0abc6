/// Where the parts of WebP and GIF files lie, found by walking their chunks and blocks, for
/// tests that cut or pad files at exact places.
extension TestImages {
    /// The bytes of a GIF's first frame's LZW sub-blocks: from after its code size byte to its
    /// terminator (excluded), skipping the extensions before it.
    static func gifFirstFrameData(_ gif: [UInt8]) -> Range<Int>? {
        guard gif.count > 13 else { return nil }
        var at = 13 + tableBytes(flags: gif[10])
        while at < gif.count, gif[at] == 0x21 {
            at = subBlocksEnd(gif, from: at + 2)
        }
        guard at + 10 < gif.count, gif[at] == 0x2C else { return nil }
        at += 10 + tableBytes(flags: gif[at + 9]) + 1
        return at ..< subBlocksEnd(gif, from: at) - 1
    }

    /// The end of a WebP's first picture: the whole file for a still one, the end of the
    /// first ANMF chunk for an animation.
    static func webpFirstPictureEnd(_ webp: [UInt8]) -> Int {
        var at = 12
        while at + 8 <= webp.count {
            let size = Int(webp[at + 4]) | Int(webp[at + 5]) << 8 | Int(webp[at + 6]) << 16 | Int(webp[at + 7]) << 24
            let end = at + 8 + size + size % 2
            if webp[at ..< at + 4].elementsEqual("ANMF".utf8) { return min(end, webp.count) }
            at = end
        }
        return webp.count
    }

    /// The bytes of a colour table whose flags byte (bit 7: present; bits 0–2: size) is `flags`.
    private static func tableBytes(flags: UInt8) -> Int {
        flags & 0x80 != 0 ? 3 << (Int(flags & 7) + 1) : 0
    }

    /// The index after the terminator of the sub-blocks starting at `start`.
    private static func subBlocksEnd(_ gif: [UInt8], from start: Int) -> Int {
        var at = start
        while at < gif.count, gif[at] != 0 { at += 1 + Int(gif[at]) }
        return at + 1
    }
}
