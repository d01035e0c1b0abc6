/// The `pictures` group: card photos against chafa (time per card and PSNR), start to the first
/// frame with every on-screen photo drawn (in half blocks and in pixels), the frame after a
/// one-line scroll with photos on screen, full screens and scrolls per pixel protocol, and (in
/// the memory child process, see `main.swift`) the picture caches' memory.
enum PictureBenchmarks {
    /// Runs every in-process part, printing a table each; says what it skips and why.
    @MainActor
    static func run() async {
        let photos: BenchmarkPhotos
        do {
            photos = try BenchmarkPhotos.locate()
        } catch {
            print("\n(picture benchmarks skipped: \(error))")
            return
        }
        let chafa = Chafa.locate()
        if chafa == nil {
            print("\n(chafa not found on PATH: the comparisons with chafa are skipped; `apt-get install chafa` to run them)")
        }
        PictureCardBenchmarks.run(photos, chafa: chafa)
        PictureQualityBenchmarks.run(photos, chafa: chafa)
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
