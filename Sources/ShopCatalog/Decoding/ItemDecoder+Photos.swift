import SafeText

/// A rule a catalog sets on the references of `"images"` besides the decoder's own (over HTTP:
/// `http(s)` URLs only): the message refusing `text`, or nil when it may be read. It sees the
/// text as written, before it is resolved.
package typealias PhotoReferenceRule = @Sendable (_ text: String) -> MessageText?

extension ItemDecoder {
    /// An item's photos in order, and the errors of those left out.
    struct PhotoList {
        /// The photos kept: distinct, at most ``CatalogLimits/maximumPhotos``.
        var references: [ImageReference]
        /// Why entries were left out: each bad entry (`images[2]`), or the list itself (`images`).
        var leftOut: [FieldError]
    }

    /// The photos of an item: `image` (when given) and the references of the optional `"images"`
    /// array `value`, in order, a reference met before left out quietly (so `"images"` may or may
    /// not repeat `"image"`); with no `image`, the first good entry takes its place. A bad entry or
    /// a value that is not an array never skips the item: the photo (or the list) is left out
    /// and its error returned. Only the first ``CatalogLimits/maximumPhotos`` entries are read,
    /// and at most that many photos kept. O(entries read × log).
    static func photoList(_ value: JSONValue?, after image: ImageReference?, relativeTo base: String, rule: PhotoReferenceRule?) -> PhotoList {
        let limit = CatalogLimits.maximumPhotos
        var list = PhotoList(references: image.map { [$0] } ?? [], leftOut: [])
        guard let value = optional(value) else { return list }
        guard case .array(let entries) = value else {
            list.leftOut.append(
                FieldError(field: "images", message: "expected an array of picture references, got \(value.typeDescription); no more photos are read"))
            return list
        }
        var seen = Set(list.references)
        for (index, entry) in entries.prefix(limit).enumerated() {
            do {
                let reference = try reference(entry, field: "images[\(index)]", relativeTo: base, rule: rule)
                if seen.insert(reference).inserted { list.references.append(reference) }
            } catch {
                list.leftOut.append(FieldError(field: error.field, message: error.message + "; this photo is left out, the item is kept"))
            }
        }
        let beyond = max(0, entries.count - limit) + max(0, list.references.count - limit)
        if beyond > 0 {
            list.references.removeLast(max(0, list.references.count - limit))
            list.leftOut.append(FieldError(field: "images", message: "an item keeps at most \(limit) photos; \(beyond) more entries are left out"))
        }
        return list
    }
}
