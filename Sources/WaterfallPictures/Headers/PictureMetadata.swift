import CImageCodecs

/// When, with which camera and with which lens a photo was taken, as its EXIF block says: the
/// block the header reader finds for the orientation (JPEG's first APP1 `Exif` segment before
/// the frame header, PNG's first `eXIf` chunk before the image data). WebP and GIF headers give
/// none (WebP keeps its EXIF chunk after the image data, beyond what a header read looks at).
///
/// The texts are the file's bytes as UTF-8 (invalid sequences replaced): data, to be drawn
/// through the terminal's sanitiser like any other text from a file, never put in a message.
public struct PictureMetadata: Sendable, Hashable {
    /// DateTimeOriginal, else DateTimeDigitized: the camera's clock when the photo was taken.
    public var dateTaken: ExifDateTime?
    /// The camera's maker (Make), e.g. `Canon`.
    public var cameraMake: String?
    /// The camera's model (Model), e.g. `Canon EOS 5D Mark IV`.
    public var cameraModel: String?
    /// The lens's maker (LensMake).
    public var lensMake: String?
    /// The lens's model (LensModel), e.g. `EF24-105mm f/4L IS USM`.
    public var lensModel: String?

    /// Metadata with these values; the default says nothing.
    public init(
        dateTaken: ExifDateTime? = nil, cameraMake: String? = nil, cameraModel: String? = nil,
        lensMake: String? = nil, lensModel: String? = nil
    ) {
        self.dateTaken = dateTaken
        self.cameraMake = cameraMake
        self.cameraModel = cameraModel
        self.lensMake = lensMake
        self.lensModel = lensModel
    }

    /// No metadata.
    public static let none = PictureMetadata()

    /// The camera as people name it: the model alone when it already starts with the maker's
    /// first word (`Canon` + `Canon EOS 5D` → `Canon EOS 5D`, `NIKON CORPORATION` +
    /// `NIKON D750` → `NIKON D750`), else maker and model; nil when neither is known.
    public var camera: String? { Self.joined(maker: cameraMake, model: cameraModel) }

    /// The lens named the same way as ``camera``.
    public var lens: String? { Self.joined(maker: lensMake, model: lensModel) }

    /// `model` alone when it starts with `maker`'s first word (any case), else both.
    static func joined(maker: String?, model: String?) -> String? {
        guard let model else { return maker }
        guard let maker, let brand = maker.split(separator: " ").first else { return model }
        return model.lowercased().hasPrefix(brand.lowercased()) ? model : "\(maker) \(model)"
    }

    /// The facts the C header reader found.
    init(_ facts: ic_exif_facts) {
        var facts = facts
        if facts.year > 0 {
            dateTaken = ExifDateTime(
                year: Int(facts.year), month: Int(facts.month), day: Int(facts.day),
                hour: Int(facts.hour), minute: Int(facts.minute), second: Int(facts.second)
            )
        }
        cameraMake = Self.text(of: &facts.make)
        cameraModel = Self.text(of: &facts.model)
        lensMake = Self.text(of: &facts.lens_make)
        lensModel = Self.text(of: &facts.lens_model)
    }

    /// A NUL-terminated C text field as a string (invalid UTF-8 replaced); nil when empty.
    private static func text<Field>(of field: inout Field) -> String? {
        withUnsafeBytes(of: &field) { raw in
            let bytes = raw.prefix { $0 != 0 }
            return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
        }
    }
}

/// A date and time as an EXIF block writes it (`YYYY:MM:DD HH:MM:SS`): the camera's local
/// clock, without a time zone. Always a valid calendar date and time.
public struct ExifDateTime: Sendable, Hashable {
    /// The year, 1 … 9999.
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

    /// A date and time with these fields (taken as given).
    public init(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
    }
}
