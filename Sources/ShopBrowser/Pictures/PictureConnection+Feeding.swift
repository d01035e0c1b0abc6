extension PictureConnection {
    /// Makes every photo `model` wants, waits for them and folds them in, until it wants no
    /// more (each wanted photo is either drawn or has failed after one round), so the result
    /// depends on the model alone, never on timing (for `waterfall dump` and tests).
    package func feed(_ model: BrowserModel) {
        var wants = model.pictures.wanted
        while !wants.isEmpty {
            perform(.wantPictures(wants))
            waitUntilIdle()
            guard let report = takeReport() else { return }
            _ = model.receive(report)
            wants = model.pictures.wanted
        }
    }
}
