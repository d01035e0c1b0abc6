extension ShopItem {
    /// This item with its title, shop, thumbnail and picture references taken from `other` wherever
    /// they are identical (texts byte for byte, not merely canonically equivalent), so the two
    /// items share the storage of those values instead of each holding a copy. The result holds exactly this item's values;
    /// only where their bytes live changes. O(length of the compared texts and pixels).
    func sharingStorage(with other: ShopItem) -> ShopItem {
        ShopItem(
            id: id, title: Self.identical(title, other.title) ? other.title : title, kind: kind,
            imageWidth: imageWidth, imageHeight: imageHeight,
            shop: Self.identical(shop, other.shop) ? other.shop : shop,
            color: color,
            thumbnail: thumbnail == other.thumbnail ? other.thumbnail : thumbnail,
            image: image == other.image ? other.image : image,
            morePhotos: morePhotos == other.morePhotos ? other.morePhotos : morePhotos,
            span: span
        )
    }

    /// Whether two texts have the same bytes (`==` on strings also equates canonically equivalent
    /// spellings, which are different data).
    private static func identical(_ first: CatalogText, _ second: CatalogText) -> Bool {
        first.raw.utf8.elementsEqual(second.raw.utf8)
    }
}
