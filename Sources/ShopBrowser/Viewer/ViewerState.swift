/// What the full-screen view shows (``BrowserMode/viewing(_:)``): which picture, how large and
/// where, whether the details are beside it, and the slideshow.
package struct ViewerState: Equatable, Sendable {
    /// The loaded item shown (its index in ``BrowserModel/items``). Stepping goes through
    /// ``BrowserModel/steppedPicture(from:photo:by:)``, which counts an item's photos first.
    package var item: Int
    /// Which of the item's photos is shown: 0 its ``ShopCatalog/ShopItem/image``, then its
    /// ``ShopCatalog/ShopItem/morePhotos`` in order.
    package var photo = 0
    /// How large the picture is shown.
    package var zoom = ViewerZoom.fit
    /// The point of the picture in the middle of the area (when zoomed).
    package var center = ViewerCenter.middle
    /// Whether the item's details are shown in a panel beside the picture (`i`).
    package var showsDetails = false
    /// The slideshow, when one runs (`S`).
    package var slideshow: Slideshow?
    /// Whether a step went past the last loaded item and waits for the next page, to step on
    /// when it comes.
    package var awaitsNextPage = false

    /// The view of loaded item `item` at fit, without details.
    package init(item: Int) {
        self.item = item
    }

    /// A new picture, photo `photo` of loaded item `item`: shown at fit, in the middle; the rest
    /// stays.
    mutating func show(_ item: Int, photo: Int = 0) {
        self.item = item
        self.photo = photo
        zoom = .fit
        center = .middle
        awaitsNextPage = false
    }
}

/// A running slideshow: when its interval started counting. A key starts it again (so it
/// waits while a key is held).
package struct Slideshow: Equatable, Sendable {
    /// When the current picture's time started, as of the tick that saw it first; nil until a
    /// tick comes after the last key or step.
    package var since: ContinuousClock.Instant?
}
