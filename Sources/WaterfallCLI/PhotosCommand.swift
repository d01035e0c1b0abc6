import ArgumentParser
import Foundation
import PhotoFolder
import SafeText
import ShopBrowser
import ShopBrowserRuntime
import WaterfallPictures
import WaterfallTUI

/// `waterfall photos [FILE|DIR…]`: pictures named and folders of pictures as a waterfall, each
/// picture laid out by its shape, scanned in the background as a page source.
struct PhotosCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "photos",
        abstract: "Browse pictures (JPEG, PNG, WebP, GIF, HEIC, AVIF) and folders of them as a waterfall. Press ? inside for the keys.",
        discussion: """
            Pictures are found by their content, not their names, and laid out by the size their \
            headers give (turned as their EXIF orientation says). Other files (videos, sidecars \
            such as .xmp, text, .DS_Store) are left out quietly and counted in the header. A file \
            that should be a picture, by its name or its first bytes, or a file named on the \
            command line, that cannot be shown is skipped with a reason: press ! to list them; \
            they are also printed on standard error at the end. Files named on the command line \
            come first, in the order given, as a section of their own ("files named on the command \
            line"), then the folders (each a section too when files are named).
            """
    )

    @Argument(help: ArgumentHelp("The pictures and folders to show (the current folder when none is given).", valueName: "file|dir"))
    var paths: [String] = []

    @Flag(name: [.short, .long], help: "Show the pictures of subfolders too, each folder a section.")
    var recursive = false

    @Option(
        help: ArgumentHelp(
            "Order: name (the default), date (newest first; when taken, else when changed), size (largest file first) or shape (widest first). With files named and no --sort: as given.",
            valueName: "name|date|size|shape"))
    var sort: PhotoSortArgument?

    @Option(help: ArgumentHelp("Show only pictures whose file or folder name contains this text (any case).", valueName: "text"))
    var filter: String?

    @Option(
        help: ArgumentHelp(
            "Wide pictures across columns: auto (a picture at least 2:1 spans 2 columns of 4 or more, 3 of 8 or more, one wider than 4:1 all; the gaps above them filled with the pictures that follow), wide (the same spans, placed as they come) or off (every picture one column).",
            valueName: "off|wide|auto"))
    var spans: SpanArgument = .auto

    @Option(
        name: .customLong("open-with"),
        help: ArgumentHelp(
            "The program Enter opens a picture with in the full-screen view, run by /bin/sh with the picture's path as \"$1\" (e.g. 'feh -F'). Without it, xdg-open when DISPLAY or WAYLAND_DISPLAY is set.",
            valueName: "command"
        ))
    var openWith: String?

    @Flag(
        name: .customLong("no-thumbnail-cache"),
        help:
            "Neither read nor write the thumbnails desktop programs share ($XDG_CACHE_HOME/thumbnails); without this flag large thumbnails are written for pictures that have none."
    )
    var noThumbnailCache = false

    @OptionGroup var display: DisplayArguments
    @OptionGroup var photoDecoding: PhotoDecodingArguments
    @OptionGroup var marks: MarkArguments

    /// The paths given, or the current folder.
    private var given: [String] { paths.isEmpty ? ["."] : paths }

    /// Whether `path` is a folder (or a link to one).
    private static func isFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// The files named, in the order given.
    var files: [String] { given.filter { !Self.isFolder($0) } }

    /// The folders to scan, in the order given.
    var roots: [String] { given.filter(Self.isFolder) }

    func validate() throws {
        for path in given {
            if let problem = Self.problem(with: path) {
                throw ValidationError(problem.text)
            }
        }
    }

    /// What is wrong with `path` as a picture or a folder to show, named as what it is: missing,
    /// or a file or a folder that cannot be read; nil when it can be read (whether a file is a
    /// picture is the scan's to say).
    static func problem(with path: String) -> MessageText? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            return "no such file or folder: \(path)"
        }
        if isFolder.boolValue {
            guard access(path, R_OK | X_OK) == 0 else {
                return "cannot read the folder \(path): \(String(cString: strerror(errno)))"
            }
        } else {
            guard access(path, R_OK) == 0 else {
                return "cannot read the file \(path): \(String(cString: strerror(errno)))"
            }
        }
        return nil
    }

    /// The order asked for; without `--sort`, by name, or — files named — as given, the
    /// folders' pictures by name as the scan finds them.
    private var sortOrder: ShopBrowser.SortOrder {
        sort?.sortOrder ?? (files.isEmpty ? PhotoSortArgument.name.sortOrder : .catalog)
    }

    /// The grouping: by folder when recursive or when files are named (their own section).
    private var grouping: Grouping {
        recursive || !files.isEmpty ? .folder : .none
    }

    /// The browser options: pictures, sorted as asked, grouped by folder when recursive, opened
    /// and copied as `environment` allows.
    func browserOptions(environment: [String: String] = ProcessInfo.processInfo.environment) -> BrowserOptions {
        var options = display.browserOptions(
            catalogName: given.joined(separator: " "),
            arrangement: ArrangementRules(grouping: grouping, sort: sortOrder, filter: ItemFilter(text: filter))
        )
        options.kind = .pictureFile
        options.spans = spans.mode
        options.fileActions = FileActions(
            openCommand: FileActions.openCommand(openWith: openWith, environment: environment),
            clipboardThroughTmux: TerminalEnvironment(environment).isInsideTmux
        )
        return options
    }

    /// The browser's services: photos decoded as `decoding` says, the freedesktop thumbnail
    /// cache that `environment` names (unless turned off), and a watch on the folders (files
    /// named on their own are read again by `R`).
    func services(decoding: PhotoDecoding, environment: [String: String] = ProcessInfo.processInfo.environment) -> BrowserServices {
        let (roots, recursive) = (roots, recursive)
        let thumbnails = noThumbnailCache ? nil : ThumbnailCache.root(environment: environment).map { ThumbnailCache(root: $0) }
        return BrowserServices(decoding: decoding, thumbnails: thumbnails) { wakeUp in
            FolderWatch(roots: roots, recursive: recursive, onChange: wakeUp)
        }
    }

    func run() throws {
        try LiveBrowser.run(
            source: FolderSource(files: files, roots: roots, recursive: recursive), options: browserOptions(), display: display,
            photoDecoding: photoDecoding, marks: marks
        ) { decoding in services(decoding: decoding) }
    }
}

/// `--sort name|date|size|shape` of `waterfall photos`.
enum PhotoSortArgument: String, ExpressibleByArgument, CaseIterable {
    case name
    case date
    case size
    case shape

    /// The order, as the `o` key's cycle has it.
    var sortOrder: ShopBrowser.SortOrder {
        switch self {
        case .name: SortOrder(key: .name)
        case .date: SortOrder(key: .date, descending: true)
        case .size: SortOrder(key: .fileSize, descending: true)
        case .shape: SortOrder(key: .shape)
        }
    }
}

/// `--spans off|wide|auto` of `waterfall photos`.
enum SpanArgument: String, ExpressibleByArgument, CaseIterable {
    case off
    case wide
    case auto

    /// The browser's rule.
    var mode: SpanMode {
        switch self {
        case .off: .off
        case .wide: .wide
        case .auto: .auto
        }
    }
}
