import ShopBrowser
import WaterfallPictures

extension DecodingStatus {
    /// The browser's word for the decoder sandbox's `status`. O(1).
    package init(_ status: SandboxStatus) {
        switch status {
        case .confined: self = .confined
        case .waiting(let reason, let attempts): self = .waiting(reason: reason, attempts: attempts)
        case .unconfined(let reason): self = .unconfined(reason: reason)
        }
    }
}
