extension PictureError {
    /// Appends this error to a message: a tag, then its fields.
    func write(to writer: inout WireWriter) {
        switch self {
        case .missingFile:
            writer.integer(UInt8(0))
        case .directory:
            writer.integer(UInt8(1))
        case .unreadable(let reason):
            writer.integer(UInt8(2))
            writer.text(reason, atMost: WireFormat.maxTextBytes)
        case .empty:
            writer.integer(UInt8(3))
        case .fileTooLarge(let bytes, let limit):
            writer.integer(UInt8(4))
            writer.signed(bytes)
            writer.signed(limit)
        case .tooManyPixels(let width, let height, let limits):
            writer.integer(UInt8(5))
            writer.signed(width)
            writer.signed(height)
            writer.signed(limits.maxFileBytes)
            writer.signed(limits.maxPixels)
            writer.signed(limits.maxSide)
        case .notAnImage(let content):
            writer.integer(UInt8(6))
            writer.text(content.rawValue, atMost: WireFormat.maxTextBytes)
        case .unsupportedFormat(let name):
            writer.integer(UInt8(7))
            writer.text(name, atMost: WireFormat.maxTextBytes)
        case .truncated(let format):
            writer.integer(UInt8(8))
            writer.text(format.rawValue, atMost: WireFormat.maxTextBytes)
        case .corrupt(let format, let message):
            writer.integer(UInt8(9))
            writer.text(format.rawValue, atMost: WireFormat.maxTextBytes)
            writer.text(message, atMost: WireFormat.maxTextBytes)
        case .outOfMemory:
            writer.integer(UInt8(10))
        case .outOfProportion(let bytes, let width, let height, let limit):
            writer.integer(UInt8(11))
            writer.signed(bytes)
            writer.signed(width)
            writer.signed(height)
            writer.signed(limit)
        case .headerTooFar(let format, let limit):
            writer.integer(UInt8(12))
            writer.text(format.rawValue, atMost: WireFormat.maxTextBytes)
            writer.signed(limit)
        case .tooManyFrames(let limit):
            writer.integer(UInt8(13))
            writer.signed(limit)
        case .animationTooLarge(let limit):
            writer.integer(UInt8(14))
            writer.signed(limit)
        }
    }

    /// Reads an error written by ``write(to:)``, checking every length and the format's name.
    static func read(from source: inout some WireSource) throws(WireError) -> PictureError {
        switch try source.integer(UInt8.self) {
        case 0: return .missingFile
        case 1: return .directory
        case 2: return .unreadable(reason: try source.text(atMost: WireFormat.maxTextBytes, "a reason"))
        case 3: return .empty
        case 4: return .fileTooLarge(bytes: try source.signed(), limit: try source.signed())
        case 5:
            let width = try source.signed()
            let height = try source.signed()
            let limits = PictureLimits(maxFileBytes: try source.signed(), maxPixels: try source.signed(), maxSide: try source.signed())
            return .tooManyPixels(width: width, height: height, limits: limits)
        case 6:
            let name = try source.text(atMost: WireFormat.maxTextBytes, "a kind of content")
            guard let content = NonImageContent(rawValue: name) else { throw .malformed("unknown kind of content") }
            return .notAnImage(content)
        case 7: return .unsupportedFormat(try source.text(atMost: WireFormat.maxTextBytes, "a format name"))
        case 8: return .truncated(try format(from: &source))
        case 9:
            let format = try format(from: &source)
            return .corrupt(format, message: try source.text(atMost: WireFormat.maxTextBytes, "a codec message"))
        case 10: return .outOfMemory
        case 11:
            return .outOfProportion(bytes: try source.signed(), width: try source.signed(), height: try source.signed(), limit: try source.signed())
        case 12:
            let format = try format(from: &source)
            return .headerTooFar(format, limit: try source.signed())
        case 13: return .tooManyFrames(limit: try source.signed())
        case 14: return .animationTooLarge(limit: try source.signed())
        case let tag: throw .malformed("unknown error tag \(tag)")
        }
    }

    /// A ``PictureFormat`` by its raw value.
    private static func format(from source: inout some WireSource) throws(WireError) -> PictureFormat {
        let name = try source.text(atMost: WireFormat.maxTextBytes, "a format name")
        guard let format = PictureFormat(rawValue: name) else { throw .malformed("unknown picture format") }
        return format
    }
}
