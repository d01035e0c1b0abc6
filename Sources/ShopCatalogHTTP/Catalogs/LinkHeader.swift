import Foundation

/// The `Link` header of a paged answer (RFC 8288): `<https://…?page=3>; rel="next", <…>; rel="prev"`.
struct LinkHeader: Equatable {
    /// Whether the answer had a `Link` header at all (then a missing `next` means the last page).
    let isPresent: Bool
    /// The `rel="next"` target, resolved against the answer's URL, if it is an `http(s)` URL.
    let next: RemoteURL?

    /// Reads `value` (nil when the header is absent), resolving targets against `base`. O(n).
    init(_ value: String?, relativeTo base: RemoteURL) {
        isPresent = value != nil
        next = value.flatMap { LinkHeader.target(named: "next", in: $0, base: base) }
    }

    /// The target of the first link whose `rel` includes `relation`.
    private static func target(named relation: String, in value: String, base: RemoteURL) -> RemoteURL? {
        var rest = Substring(value)
        while let open = rest.firstIndex(of: "<") {
            guard let close = rest[open...].firstIndex(of: ">") else { return nil }
            let target = rest[rest.index(after: open) ..< close]
            let parametersEnd = rest[close...].dropFirst().firstIndex(of: "<") ?? rest.endIndex
            let parameters = rest[rest.index(after: close) ..< parametersEnd]
            if relations(in: parameters).contains(relation) { return base.resolving(String(target)) }
            rest = rest[parametersEnd...]
        }
        return nil
    }

    /// The lower-cased relation types of a link's parameters (`; rel="next last"`).
    private static func relations(in parameters: Substring) -> [String] {
        for parameter in parameters.split(separator: ";") {
            let pair = parameter.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces).lowercased() == "rel" else { continue }
            let value = pair[1].trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\","))
            return value.lowercased().split(separator: " ").map(String.init)
        }
        return []
    }
}
