/// Reads a file line by line from any byte offset, 64 KiB at a time, so memory stays bounded
/// whatever the file's size. A line longer than `maximumLineBytes` is not kept: it is
/// returned as ``Content/tooLong(_:)`` and reading continues after it. Nothing at or past
/// byte `maximumFileBytes` is read: the line that reaches it comes back as
/// ``Content/beyondLimit`` and reading stops there, so even an endless file costs at most
/// `maximumFileBytes` of reading.
final class LineReader {
    /// What a line held.
    enum Content: Equatable {
        /// The line's bytes, without the `\n` (and without a `\r` before it).
        case bytes([UInt8])
        /// The line was longer than allowed; its length in bytes.
        case tooLong(Int)
        /// The line reaches past the file's byte limit: it is not read, nor anything after it.
        case beyondLimit
    }

    /// One line of the file.
    struct Line: Equatable {
        /// 1-based line number.
        let number: Int
        /// The line's content.
        let content: Content
        /// The file offset just after this line (where the next line starts).
        let endOffset: Int
    }

    private static let chunkSize = 1 << 16

    private let file: ReadableFile
    private let maximumLineBytes: Int
    private let maximumFileBytes: Int
    private var buffer: [UInt8] = []
    private var position = 0
    private var bufferOffset: Int
    private var nextLineNumber: Int
    private var reachedEnd = false

    /// Starts reading `file` at byte `offset`, which is the start of line `lineNumber`.
    init(
        file: ReadableFile, offset: Int, lineNumber: Int,
        maximumLineBytes: Int = CatalogLimits.maximumLineBytes,
        maximumFileBytes: Int = CatalogLimits.maximumLinesFileBytes
    ) throws(CatalogError) {
        try file.seek(to: offset)
        self.file = file
        self.bufferOffset = offset
        self.nextLineNumber = lineNumber
        self.maximumLineBytes = maximumLineBytes
        self.maximumFileBytes = maximumFileBytes
    }

    /// The next line, or `nil` at the end of the file (or after a line beyond the limit).
    func next() throws(CatalogError) -> Line? {
        let start = bufferOffset + position
        guard start <= maximumFileBytes else { return nil }
        var length = 0
        var collected: [UInt8] = []
        var endedWithNewline = false
        while !endedWithNewline {
            if position == buffer.count {
                guard try refill() else { break }
            }
            let newline = buffer[position...].firstIndex(of: 0x0A)
            let end = newline ?? buffer.count
            length += end - position
            if length <= maximumLineBytes { collected.append(contentsOf: buffer[position ..< end]) }
            position = newline.map { $0 + 1 } ?? end
            endedWithNewline = newline != nil
            if start + length + (endedWithNewline ? 1 : 0) > maximumFileBytes {
                return beyondLimit()
            }
        }
        guard bufferOffset + position > start else { return nil }
        let number = nextLineNumber
        nextLineNumber += 1
        let endOffset = bufferOffset + position
        guard length <= maximumLineBytes else { return Line(number: number, content: .tooLong(length), endOffset: endOffset) }
        if collected.last == 0x0D { collected.removeLast() }
        return Line(number: number, content: .bytes(collected), endOffset: endOffset)
    }

    /// Reads the next chunk into the buffer; false at the end of the file.
    private func refill() throws(CatalogError) -> Bool {
        if reachedEnd { return false }
        bufferOffset += buffer.count
        buffer = try file.read(upTo: LineReader.chunkSize)
        position = 0
        reachedEnd = buffer.isEmpty
        return !reachedEnd
    }

    /// The line that crosses the byte limit; every later call returns `nil`, and so does a
    /// reader started at its end offset (one past the limit).
    private func beyondLimit() -> Line {
        let line = Line(number: nextLineNumber, content: .beyondLimit, endOffset: maximumFileBytes + 1)
        nextLineNumber += 1
        reachedEnd = true
        position = buffer.count
        return line
    }
}
