/// The `pictures` group: card photos against chafa (time per card), start to the first frame
/// with every on-screen photo drawn (in half blocks and in pixels), the frame after a one-line
/// scroll with photos on screen, full screens and scrolls per pixel protocol, and (in the memory
/// child process, see `main.swift`) the picture caches' memory. The `colours` group: the
/// quality of card photos against chafa's in 256 and 24-bit colour, what decoding symbol cards
/// covering 8 × their pixels costs, and the bytes 24-bit colour costs per frame.
enum PictureBenchmarks {
    /// The bundled photos and chafa, or nil (saying why) when there are no photos.
    private static func locate() -> (BenchmarkPhotos, Chafa?)? {
        let photos: BenchmarkPhotos
        do {
            photos = try BenchmarkPhotos.locate()
        } catch {
            print("\n(picture benchmarks skipped: \(error))")
            return nil
        }
        let chafa = Chafa.locate()
        if chafa == nil {
            print("\n(chafa not found on PATH: the comparisons with chafa are skipped; `apt-get install chafa` to run them)")
        }
        return (photos, chafa)
    }

    /// Runs the `colours` group, printing a table each; says what it skips and why.
    @MainActor
    static func runColours() async {
        guard let (photos, chafa) = locate() else { return }
        PictureQualityBenchmarks.run(photos, chafa: chafa)
        PictureSamplingBenchmarks.run(photos, widths: PictureQualityBenchmarks.widths)
        do {
            await PixelFrameBenchmarks.runTruecolor(try await MemoryPageSource.bundled())
        } catch {
            print("\n(24-bit colour frame benchmark skipped: \(error))")
        }
    }

    /// Runs every in-process part of the `pictures` group, printing a table each; says what it
    /// skips and why.
    @MainActor
    static func run() async {
        guard let (photos, chafa) = locate() else { return }
        PictureCardBenchmarks.run(photos, chafa: chafa)
        await PictureStartupBenchmarks.run()
        do {
            let pages = try await MemoryPageSource.bundled()
            await PictureFrameBenchmarks.run(pages)
            await PixelFrameBenchmarks.run(pages)
        } catch {
            print("\n(picture frame benchmark skipped: \(error))")
        }
    }
}
