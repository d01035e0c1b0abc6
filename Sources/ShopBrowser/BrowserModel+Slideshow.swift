extension BrowserModel {
    /// `S`: starts the slideshow (every ``BrowserOptions/slideshowInterval``) or stops it.
    func toggleSlideshow() {
        guard let state = viewer else { return }
        let starting = state.slideshow == nil
        changeViewer { $0.slideshow = starting ? Slideshow() : nil }
        notice = StatusNotice(
            starting ? "slideshow: a picture every \(Self.secondsText(options.slideshowInterval)) s · \(key(.toggleSlideshow)) stops it" : "slideshow stopped")
    }

    /// `duration` in seconds as the status line says it: `4`, `0.5`.
    static func secondsText(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        return attoseconds == 0 ? "\(seconds)" : "\(Double(seconds) + Double(attoseconds) / 1e18)"
    }

    /// A key in the full-screen view starts the slideshow's time again, so it waits while keys
    /// come (a key held down).
    func restartSlideshowTime() {
        guard viewer?.slideshow != nil else { return }
        changeViewer { $0.slideshow?.since = nil }
    }

    /// A tick while the slideshow runs: the first after a key or step starts the picture's
    /// time; once the interval has passed since, the next picture.
    func slideshowTick(_ now: ContinuousClock.Instant) {
        guard let show = viewer?.slideshow else { return }
        guard let since = show.since else {
            changeViewer { $0.slideshow?.since = now }
            return
        }
        guard now - since >= options.slideshowInterval else { return }
        stepViewer(by: 1)
        changeViewer { $0.slideshow?.since = now }
        step.needsRedraw = true
    }

    /// How soon the slideshow wants a tick (as of `lastTick`): at once when its time is to
    /// start again, else when the picture's time is up; nil when none runs.
    func slideshowTickAfter(lastTick: ContinuousClock.Instant?) -> Duration? {
        guard let show = viewer?.slideshow else { return nil }
        guard let since = show.since, let lastTick else { return .milliseconds(1) }
        return max(.milliseconds(1), since + options.slideshowInterval - lastTick)
    }
}
