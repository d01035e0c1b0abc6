import ShopCatalog

/// Turns the products of one API page into a ``CatalogPage``: waits for the picture sizes the
/// API did not give (``SizeResolver``), then checks every item with the catalog's own
/// ``PageDecoder``, so an API's item obeys the same rules (and gets the same reports) as a file's.
/// The photos a product's list left out are reported after its item, when the item is kept.
struct PageAssembler: Sendable {
    /// Reads the missing sizes.
    let sizes: SizeResolver
    /// The size of a picture still unknown, and of an item without one.
    let fallback: PhotoSize

    /// The page `number` read from `url`: `drafts` (by item index from 0) decoded in order,
    /// `issues` (products that could not be read) reported with the decoder's own.
    func page(number: Int, url: RemoteURL, drafts: [(index: Int, draft: ProductDraft)], issues: [CatalogIssue]) async -> CatalogPage {
        var unknown: [Int: RemoteURL] = [:]
        for (index, draft) in drafts where draft.size == nil {
            if let image = draft.image { unknown[index] = image }
        }
        let found = await sizes.sizes(of: unknown)
        var decoder = PageDecoder(file: url.description, imageBase: url.absoluteString)
        for issue in issues { decoder.report(issue) }
        for (index, draft) in drafts {
            let kept = decoder.result.items.count
            decoder.add(draft.item(size: draft.size ?? found[index] ?? fallback), at: .item(index + 1))
            guard decoder.result.items.count > kept, let item = decoder.result.items.last else { continue }
            for failure in draft.photosLeftOut {
                decoder.report(CatalogIssue(file: url.description, location: .item(index + 1), itemID: item.id, field: failure.field, message: failure.message))
            }
        }
        return CatalogPage(number: number, source: url.description, items: decoder.result.items, issues: decoder.result.issues)
    }
}
