extension BrowserModel {
    /// The grid's look-ahead as things stand: in the direction of travel, within the decoded
    /// photos' budget, in the pictures' output; nil when the browser does not look ahead (a
    /// printed frame, or the settings turn it off).
    var pictureLookAhead: PictureLookAhead? {
        let settings = options.pictures
        guard options.isInteractive, settings.lookAhead else { return nil }
        return PictureLookAhead(
            direction: grid.travel.direction, decodedBytes: settings.cacheBytes / 2, cellSize: settings.output.cellSize, symbols: settings.symbols)
    }
}
