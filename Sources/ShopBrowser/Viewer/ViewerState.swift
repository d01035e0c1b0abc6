/// What the full-screen view shows (``BrowserMode/viewing(_:)``) of the selected item
/// (``BrowserModel/selection``, the one record of which item that is): which of its photos, how
/// large and where, whether the details are beside it, and the slideshow.
package struct ViewerState: Equatable, Sendable {
    /// Which of the item's photos is shown: 0 its ``ShopCatalog/CatalogItem/image``, then its
    /// ``ShopCatalog/CatalogItem/morePhotos`` in order. Stepping goes through
    /// ``BrowserModel/steppedPicture(from:photo:by:)``, which counts an item's photos first.
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

    /// The view of the selected item's first photo at fit, without details.
    package init() {}

    /// Another picture, photo `photo` of the item then selected: shown at fit, in the middle;
    /// the rest stays.
    mutating func show(photo: Int) {
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
