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
        .library(name: "Pixels", targets: ["Pixels"]),
        .executable(name: "waterfall", targets: ["WaterfallCLI"]),
        .executable(name: "waterfall-benchmarks", targets: ["WaterfallBenchmarks"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        // Pulled in by AsyncHTTPClient and Hummingbird; named so ShopCatalogHTTP can read SwiftNIO's
        // and NIOSSL's error types and WaterfallServer can quieten its logger and name any header.
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.0"),
        .package(url: "https://github.com/apple/swift-nio-ssl.git", from: "2.37.6"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.34.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.14.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    ],
    targets: [
        // Layout engine: pure Swift, no I/O, no views.
        // Cells, sizes and rectangles: the one geometry of the layout engine and the toolkit.
        .target(name: "Geometry"),
        // A least-recently-used cache with a budget in bytes, shared by threads.
        .target(name: "Caching"),
        .target(name: "WaterfallLayout", dependencies: ["Geometry"]),
        // Virtualized view manager over the layout engine; knows nothing of terminals.
        .target(name: "WaterfallViews", dependencies: ["WaterfallLayout"]),
        // A seeded random number generator for simulations and property tests.
        .target(name: "SeededRandom"),
        // The one 8-bit sRGB colour value every module shares.
        .target(name: "Colors"),
        // The one definition of text that must not reach a terminal as is, and its sanitiser.
        .target(name: "SafeText"),
        // Shop items, bundled catalog, page sources and the pager.
        .target(name: "ShopCatalog", dependencies: ["SeededRandom", "SafeText", "Colors"]),
        // Catalogs and photos over HTTP: page sources for remote catalogs and shop APIs, the photo
        // fetcher, the disk cache. ShopCatalog itself stays free of networking.
        .target(
            name: "ShopCatalogHTTP",
            dependencies: [
                "ShopCatalog", "SafeText",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPCompression", package: "swift-nio-extras"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
            ]
        ),
        // `waterfall serve`: a catalog and its photos served over HTTP in the project's format.
        .target(
            name: "WaterfallServer",
            dependencies: [
                "ShopCatalog", "ShopCatalogHTTP", "SeededRandom",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ]
        ),
        // libjpeg-turbo, libpng, libwebp, giflib, libheif and libavif behind a small C API; their
        // setjmp/longjmp and error codes stay in C.
        .target(
            name: "CImageCodecs",
            linkerSettings: [
                .linkedLibrary("jpeg"), .linkedLibrary("png16"), .linkedLibrary("z"),
                .linkedLibrary("webp"), .linkedLibrary("webpdemux"), .linkedLibrary("gif"),
                .linkedLibrary("heif"), .linkedLibrary("avif"),
            ]
        ),
        // zlib's compress and uncompress for the kitty graphics protocol's compressed transfers.
        .target(name: "CDeflate", linkerSettings: [.linkedLibrary("z")]),
        // Decoder helpers' process side: spawning, resource limits and the seccomp filter, in C;
        // and glibc malloc's tuning (mmap threshold, trim) that helpers inherit.
        .target(name: "CDecoderSandbox"),
        // Pixels in memory: a picture, its size, cropping and scaling. Pure Swift, no codecs; the one
        // picture type the decoders and the terminal toolkit share.
        .target(name: "Pixels", dependencies: ["Colors"]),
        // Pictures: decoding and caching of photos, and the workers that make them; knows nothing
        // of terminals.
        .target(name: "WaterfallPictures", dependencies: ["Pixels", "Colors", "CImageCodecs", "CDecoderSandbox"]),
        // JPEG, PNG, WebP, GIF, HEIF and AVIF encoders that write the test images (and the fuzzer's seeds);
        // tests only.
        .target(
            name: "CImageTestEncoders",
            path: "Tests/CImageTestEncoders",
            linkerSettings: [
                .linkedLibrary("jpeg"), .linkedLibrary("png16"), .linkedLibrary("webp"),
                .linkedLibrary("webpmux"), .linkedLibrary("gif"), .linkedLibrary("z"),
                .linkedLibrary("heif"), .linkedLibrary("avif"),
            ]
        ),
        // Pseudo-terminal pairs for the tests that play a terminal; tests only.
        .target(name: "CTestPseudoTerminal", path: "Tests/CTestPseudoTerminal"),
        // Folders of pictures as a page source: the scanner of `waterfall photos`, the freedesktop
        // thumbnail cache, the watch on the folders.
        .target(name: "PhotoFolder", dependencies: ["ShopCatalog", "WaterfallPictures", "SafeText"]),
        // ncursesw, found through pkg-config.
        .systemLibrary(
            name: "CNcursesw",
            pkgConfig: "ncursesw",
            providers: [.apt(["libncurses-dev"])]
        ),
        // Terminal state that signal handlers touch (flags, saved modes, restore bytes), in C.
        .target(name: "CTerminalSupport", dependencies: ["CNcursesw"], cSettings: [.headerSearchPath("../CNcursesw")]),
        // Terminal toolkit: canvas, text, styles, the diff layer, backends, input. Knows no catalog
        // and no view manager; ncurses only in Backends/.
        .target(
            name: "WaterfallTUI", dependencies: ["Geometry", "Pixels", "SafeText", "Colors", "CNcursesw", "CTerminalSupport", "CDeflate"]),
        // The shop browser app: the one place where catalog, view manager and toolkit meet.
        .target(
            name: "ShopBrowser",
            dependencies: ["WaterfallLayout", "WaterfallViews", "ShopCatalog", "Colors", "Pixels", "SafeText", "Caching", "WaterfallTUI"]),
        // What carries the browser's effects out: the pager, the picture maker (decoding,
        // sandboxed or not), the photo fetches, the terminal, the drivers. The model above cannot
        // import any of it.
        .target(
            name: "ShopBrowserRuntime",
            dependencies: ["ShopBrowser", "ShopCatalog", "WaterfallPictures", "WaterfallTUI", "Pixels", "Colors", "Caching"]),
        .executableTarget(
            name: "WaterfallCLI",
            dependencies: [
                "WaterfallLayout", "ShopCatalog", "WaterfallTUI", "ShopBrowser", "ShopBrowserRuntime", "WaterfallPictures", "ShopCatalogHTTP",
                "WaterfallServer", "SafeText", "PhotoFolder",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "WaterfallBenchmarks",
            dependencies: [
                "WaterfallLayout", "WaterfallViews", "ShopCatalog", "Pixels", "WaterfallPictures", "WaterfallTUI", "ShopBrowser", "ShopBrowserRuntime",
                "ShopCatalogHTTP", "WaterfallServer", "PhotoFolder", "SeededRandom", "CImageTestEncoders",
            ]
        ),
        // Test support: the code samples of documentation catalogs, for the tests that run them,
        // scratch files, and picture files in every format.
        .target(name: "TestSupport", dependencies: ["CTestParallelism", "CImageTestEncoders"], path: "Tests/TestSupport"),
        // How many tests run at once in the test bundle (a constructor run when it loads).
        .target(name: "CTestParallelism", path: "Tests/CTestParallelism"),
        // Test support over HTTP: a Hummingbird server on loopback for each test (plain, or TLS with
        // certificates made by `openssl`), hostile answers, the repository's photos and a header
        // reader; for the tests of catalogs and photos over HTTP.
        .target(
            name: "HTTPTestSupport",
            dependencies: [
                "ShopCatalogHTTP", "CDeflate", "TestSupport",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HummingbirdTLS", package: "hummingbird"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Tests/HTTPTestSupport"
        ),
        .testTarget(name: "TestSupportTests", dependencies: ["TestSupport", "SeededRandom"]),
        .testTarget(name: "CachingTests", dependencies: ["Caching", "SeededRandom"]),
        .testTarget(name: "WaterfallLayoutTests", dependencies: ["WaterfallLayout", "SeededRandom", "TestSupport"]),
        .testTarget(
            name: "WaterfallViewsTests",
            dependencies: ["WaterfallViews", "WaterfallLayout", "SeededRandom", "TestSupport"]
        ),
        .testTarget(name: "SafeTextTests", dependencies: ["SafeText", "SeededRandom"]),
        .testTarget(name: "ColorsTests", dependencies: ["Colors", "SeededRandom"]),
        .testTarget(name: "ShopCatalogTests", dependencies: ["ShopCatalog", "SafeText", "Colors", "SeededRandom", "TestSupport"]),
        .testTarget(
            name: "WaterfallTUITests",
            dependencies: [
                "WaterfallTUI", "Pixels", "WaterfallPictures", "SafeText", "Colors", "SeededRandom", "CTestPseudoTerminal", "TestSupport",
            ]),
        .testTarget(
            name: "ShopBrowserTests",
            dependencies: [
                "ShopBrowser", "ShopBrowserRuntime", "WaterfallTUI", "WaterfallViews", "WaterfallLayout", "ShopCatalog", "Pixels", "WaterfallPictures",
                "Colors", "SeededRandom", "TestSupport",
            ]),
        .testTarget(
            name: "ShopCatalogHTTPTests",
            dependencies: [
                "ShopCatalogHTTP", "ShopCatalog", "WaterfallServer", "SafeText", "SeededRandom", "TestSupport", "HTTPTestSupport",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            exclude: ["Fixtures"]
        ),
        // The browser with photos over HTTP: the photo fetcher as its photo source.
        .testTarget(
            name: "ShopBrowserHTTPTests",
            dependencies: [
                "ShopBrowser", "ShopBrowserRuntime", "ShopCatalogHTTP", "ShopCatalog", "WaterfallTUI", "TestSupport", "HTTPTestSupport",
                .product(name: "Hummingbird", package: "hummingbird"),
            ]
        ),
        .testTarget(
            name: "WaterfallServerTests",
            dependencies: ["WaterfallServer", "ShopCatalogHTTP", "ShopCatalog", "Colors", "SeededRandom", "TestSupport"]
        ),
        .testTarget(name: "PixelsTests", dependencies: ["Pixels", "Colors", "SeededRandom"]),
        .testTarget(
            name: "WaterfallPicturesTests",
            dependencies: ["WaterfallPictures", "Pixels", "Colors", "CImageCodecs", "CDecoderSandbox", "CImageTestEncoders", "SeededRandom", "TestSupport"]
        ),
        .testTarget(
            name: "PhotoFolderTests",
            dependencies: ["PhotoFolder", "ShopCatalog", "SeededRandom", "TestSupport"]
        ),
        .testTarget(
            name: "WaterfallCLITests",
            dependencies: [
                "WaterfallCLI", "ShopBrowser", "ShopCatalog", "ShopCatalogHTTP", "WaterfallTUI", "WaterfallLayout", "WaterfallPictures", "Pixels",
                "SafeText", "SeededRandom", "TestSupport", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The built `waterfall` run as a program: in tmux, over loopback, under signals.
        .testTarget(
            name: "WaterfallEndToEndTests",
            dependencies: [
                "WaterfallCLI", "ShopBrowser", "ShopCatalog", "WaterfallTUI", "WaterfallPictures", "CDecoderSandbox", "SeededRandom", "TestSupport",
                "HTTPTestSupport",
            ]
        ),
        // The built `waterfall` in real terminals (xterm with sixel, kitty) on a headless X server,
        // against the browser the tests build themselves.
        .testTarget(
            name: "WaterfallRealTerminalTests",
            dependencies: [
                "WaterfallCLI", "ShopBrowser", "ShopBrowserRuntime", "ShopCatalog", "PhotoFolder", "WaterfallTUI", "Pixels", "Colors", "WaterfallPictures",
                "TestSupport",
            ]
        ),
        .testTarget(
            name: "WaterfallBenchmarksTests",
            dependencies: ["WaterfallBenchmarks", "WaterfallTUI", "Pixels", "WaterfallPictures", "WaterfallLayout", "SeededRandom"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
