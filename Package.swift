// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Waterfall",
    products: [
        .library(name: "WaterfallLayout", targets: ["WaterfallLayout"]),
        .library(name: "WaterfallViews", targets: ["WaterfallViews"]),
        .library(name: "ShopCatalog", targets: ["ShopCatalog"]),
        .library(name: "WaterfallTUI", targets: ["WaterfallTUI"]),
        .library(name: "WaterfallPictures", targets: ["WaterfallPictures"]),
        .executable(name: "waterfall", targets: ["WaterfallCLI"]),
        .executable(name: "waterfall-benchmarks", targets: ["WaterfallBenchmarks"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // Layout engine: pure Swift, no I/O, no views.
        .target(name: "WaterfallLayout"),
        // Virtualized view manager over the layout engine; knows nothing of terminals.
        .target(name: "WaterfallViews", dependencies: ["WaterfallLayout"]),
        // A seeded random number generator for simulations and property tests.
        .target(name: "SeededRandom"),
        // Shop items, bundled catalog, page sources and the pager.
        .target(name: "ShopCatalog", dependencies: ["SeededRandom"]),
        // Pictures: decoding, scaling and caching of photos; knows nothing of terminals.
        .target(name: "WaterfallPictures"),
        // ncursesw, found through pkg-config.
        .systemLibrary(
            name: "CNcursesw",
            pkgConfig: "ncursesw",
            providers: [.apt(["libncurses-dev"])]
        ),
        // Terminal state that signal handlers touch (flags, saved modes, restore bytes), in C.
        .target(name: "CTerminalSupport", dependencies: ["CNcursesw"]),
        // Terminal toolkit: canvas, text, styles, the diff layer, backends, input. Knows no catalog
        // and no view manager; ncurses only in Backends/.
        .target(name: "WaterfallTUI", dependencies: ["WaterfallLayout", "CNcursesw", "CTerminalSupport"]),
        // The shop browser app: the one place where catalog, view manager and toolkit meet.
        .target(name: "ShopBrowser", dependencies: ["WaterfallLayout", "WaterfallViews", "ShopCatalog", "WaterfallTUI"]),
        .executableTarget(
            name: "WaterfallCLI",
            dependencies: [
                "WaterfallLayout", "ShopCatalog", "WaterfallTUI", "ShopBrowser",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "WaterfallBenchmarks",
            dependencies: ["WaterfallLayout", "WaterfallViews", "ShopCatalog", "WaterfallTUI", "ShopBrowser"]
        ),
        .testTarget(name: "WaterfallLayoutTests", dependencies: ["WaterfallLayout", "SeededRandom"]),
        .testTarget(name: "WaterfallViewsTests", dependencies: ["WaterfallViews", "WaterfallLayout", "SeededRandom"]),
        .testTarget(name: "ShopCatalogTests", dependencies: ["ShopCatalog", "SeededRandom"]),
        .testTarget(name: "WaterfallTUITests", dependencies: ["WaterfallTUI", "WaterfallLayout", "SeededRandom"]),
        .testTarget(name: "ShopBrowserTests", dependencies: ["ShopBrowser", "WaterfallTUI", "WaterfallViews", "WaterfallLayout", "ShopCatalog", "SeededRandom"]),
        .testTarget(name: "WaterfallPicturesTests", dependencies: ["WaterfallPictures"]),
        .testTarget(name: "WaterfallCLITests", dependencies: ["WaterfallCLI", "SeededRandom"]),
    ],
    swiftLanguageModes: [.v6]
)
