/// The constants of the protocol between the browser and its decoder helpers: four messages,
/// each opened by its magic number, all integers little-endian, every length bounded.
///
/// ```
/// hello    (browser → helper, once)  "WFDH" u16 version, i32 parent pid, u64 memory bytes, u32 cpu seconds
/// ready    (helper → browser, once)  "WFDA" u16 version, u8 status (0 ready, 1 cannot sandbox), text reason
/// request  (browser → helper)        "WFDQ" u32 cover width, u32 cover height,
///                                     u64 max file bytes, u64 max pixels, u32 max side, u8 r g b background,
///                                     u32 byte count, the bytes
/// frames   (browser → helper)        "WFDM" as a request, then u32 max frames, u64 max pixels in all,
///                                     u64 max pixels kept, u32 least delay in ms, then the byte count
///                                     and the bytes
/// answer   (helper → browser)        "WFDR" u8 flags (1: retiring), u8 kind,
///                                     kind 0: u32 width, u32 height, width × height × 3 bytes RGB,
///                                     u8 0, or u8 1 and width × height opacities
///                                     kind 1: a PictureError (PictureError+Wire)
///                                     kind 2 (to "WFDM" only): u32 frame count, then each frame's u32 delay
///                                     in ms and a picture as in kind 0, every one the first's size;
///                                     then u8 1 and the PictureError that cut the file short, or u8 0
/// ```
enum WireFormat {
    /// The version both sides must speak.
    static let version: UInt16 = 3
    /// "WFDH".
    static let helloMagic: UInt32 = 0x4844_4657
    /// "WFDA".
    static let readyMagic: UInt32 = 0x4144_4657
    /// "WFDQ".
    static let requestMagic: UInt32 = 0x5144_4657
    /// "WFDM".
    static let animationRequestMagic: UInt32 = 0x4D44_4657
    /// "WFDR".
    static let answerMagic: UInt32 = 0x5244_4657
    /// The longest text in a message (a reason, a codec's message), in bytes.
    static let maxTextBytes = 512
    /// The largest request payload a helper accepts, whatever the request's own limit says.
    static let maxRequestBytes = 1 << 30
    /// Answer flag: the helper ends after this answer (its processor time is half used up).
    static let retiringFlag: UInt8 = 1
}
