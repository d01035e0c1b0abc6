extension BrowserModel {
    /// The renditions whose moving pictures play now, as `--animate` says: with `focused` the
    /// focused card's when it is on screen, and the full-screen view's; with `all` every card's
    /// on screen and the full-screen view's; none with `off`. The one place a view joins playback:
    /// a view that shows a rendition adds its key here, and draws it with
    /// ``CardPictures/picture(for:columns:rows:framing:)``, which gives the frame playing. O(shown).
    func playingKeys(shown: [PictureKey: Int]) -> Set<PictureKey> {
        let viewed = shownViewerKey
        switch options.pictures.animate {
        case .off:
            return []
        case .all:
            return Set(shown.compactMap { $0.value == 0 ? $0.key : nil })
        case .focused:
            var keys = Set<PictureKey>()
            if let index = grid.focusedIndex, let key = cards.pictureKey(ofFlat: index, in: grid.view), shown[key] == 0 {
                keys.insert(key)
            }
            if let viewed { keys.insert(viewed) }
            return keys
        }
    }
}
