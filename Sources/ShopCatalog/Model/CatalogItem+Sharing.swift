extension CatalogItem {
    /// This item with its title, shop, thumbnail and picture references taken from `other` wherever
    /// they are identical (texts byte for byte, not merely canonically equivalent), so the two
    /// items share the storage of those values instead of each holding a copy. The result holds exactly this item's values;
    /// only where their bytes live changes. O(length of the compared texts and pixels).
    func sharingStorage(with other: CatalogItem) -> CatalogItem {
        CatalogItem(
            id: id, title: Self.identical(title, other.title) ? other.title : title, kind: kindSharingShop(with: other),
            imageWidth: imageWidth, imageHeight: imageHeight, color: color,
            thumbnail: thumbnail == other.thumbnail ? other.thumbnail : thumbnail,
            image: image == other.image ? other.image : image,
            morePhotos: morePhotos == other.morePhotos ? other.morePhotos : morePhotos,
            span: span
        )
    }

    /// This item's kind, its product's shop taken from `other`'s product when the names are
    /// identical.
    private func kindSharingShop(with other: CatalogItem) -> ItemKind {
        guard case .product(let product) = kind, let theirs = other.product, Self.identical(product.shop, theirs.shop) else { return kind }
        return .product(Product(shop: theirs.shop, price: product.price, rating: product.rating, sales: product.sales))
    }

    /// Whether two texts have the same bytes (`==` on strings also equates canonically equivalent
    /// spellings, which are different data).
    private static func identical(_ first: CatalogText, _ second: CatalogText) -> Bool {
        first.raw.utf8.elementsEqual(second.raw.utf8)
    }
}
