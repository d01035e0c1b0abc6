import ArgumentParser
import Foundation
import PhotoFolder
import SafeText
import ShopBrowser
import WaterfallPictures
import WaterfallTUI

/// `waterfall photos [DIR…]`: folders of pictures as a waterfall, each picture laid out by its
/// shape, scanned in the background as a page source.
struct PhotosCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "photos",
        abstract: "Browse folders of pictures (JPEG, PNG, WebP, GIF, HEIC, AVIF) as a waterfall. Press ? inside for the keys.",
        discussion: """
            Pictures are found by their content, not their names, and laid out by the size their \
            headers give (turned as their EXIF orientation says). Files that are no pictures, and \
            anything else that cannot be shown, are skipped with a reason: press ! to list them; \
            they are also printed on standard error at the end.
            """
    )

    @Argument(help: ArgumentHelp("The folders to show (the current one when none is given).", valueName: "dir"))
    var folders: [String] = []

    @Flag(name: [.short, .long], help: "Show the pictures of subfolders too, each folder a section.")
    var recursive = false

    @Option(
        help: ArgumentHelp(
            "Order: name, date (newest first; when taken, else when changed), size (largest file first) or shape (widest first).",
            valueName: "name|date|size|shape"))
    var sort: PhotoSortArgument = .name

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
            "The program Enter opens a picture with in its details, run by /bin/sh with the picture's path as \"$1\" (e.g. 'feh -F'). Without it, xdg-open when DISPLAY or WAYLAND_DISPLAY is set.",
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

    /// The folders to scan: those given, or the current one.
    var roots: [String] { folders.isEmpty ? ["."] : folders }

    func validate() throws {
        for folder in roots {
            if let problem = Self.problem(with: folder) {
                throw ValidationError(problem.text)
            }
        }
    }

    /// What is wrong with `path` as a folder to show, named as what it is: missing, a file, or a
    /// folder that cannot be read; nil when it is a readable folder.
    static func problem(with path: String) -> MessageText? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            return "no such file or folder: \(path)"
        }
        guard isFolder.boolValue else {
            let parent = (path as NSString).deletingLastPathComponent
            return "a file, not a folder: \(path) (waterfall photos shows folders: name its folder, \(parent.isEmpty ? "." : parent))"
        }
        guard access(path, R_OK | X_OK) == 0 else {
            return "cannot read the folder \(path): \(String(cString: strerror(errno)))"
        }
        return nil
    }

    /// The browser options: pictures, sorted as asked, grouped by folder when recursive, opened
    /// and copied as `environment` allows.
    func browserOptions(environment: [String: String] = ProcessInfo.processInfo.environment) -> BrowserOptions {
        var options = display.browserOptions(
            catalogName: roots.joined(separator: " "),
            arrangement: ArrangementRules(grouping: recursive ? .folder : .none, sort: sort.sortOrder, filter: ItemFilter(text: filter))
        )
        options.kind = .photos
        options.spans = spans.mode
        options.fileActions = FileActions(
            openCommand: FileActions.openCommand(openWith: openWith, environment: environment),
            clipboardThroughTmux: TerminalEnvironment(environment).isInsideTmux
        )
        return options
    }

    /// The browser's services: photos decoded as `decoding` says, the freedesktop thumbnail
    /// cache that `environment` names (unless turned off), and a watch on the folders.
    func services(decoding: PhotoDecoding, environment: [String: String] = ProcessInfo.processInfo.environment) -> BrowserServices {
        let (roots, recursive) = (roots, recursive)
        let thumbnails = noThumbnailCache ? nil : ThumbnailCache.root(environment: environment).map { ThumbnailCache(root: $0) }
        return BrowserServices(decoding: decoding, thumbnails: thumbnails) { wakeUp in
            FolderWatch(roots: roots, recursive: recursive, onChange: wakeUp)
        }
    }

    func run() throws {
        try LiveBrowser.run(
            source: FolderSource(roots: roots, recursive: recursive), options: browserOptions(), display: display, photoDecoding: photoDecoding
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
