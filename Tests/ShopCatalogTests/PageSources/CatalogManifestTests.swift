import SafeText
import TestSupport
import Testing

@testable import ShopCatalog

@Suite(.timeLimit(.minutes(3))) struct CatalogManifestTests {
    @Test func readsTheBundledManifest() throws {
        let manifest = try CatalogManifest.load(path: Fixtures.bundledCatalogPath + "/catalog.json")
        #expect(manifest.pageSize == 30)
        #expect(manifest.pages.count == 20)
        #expect(manifest.pages.first == "page-01.json")
    }

    @Test(arguments: [
        (#"{"format": "x", "version": 1, "name": "n", "pageSize": 30, "pages": ["a.json"]}"#, "field \"format\" must be \"waterfall-catalog\""),
        (#"{"format": "waterfall-catalog", "version": 2, "name": "n", "pageSize": 30, "pages": ["a.json"]}"#, "field \"version\": only version 1 is supported"),
        (#"{"format": "waterfall-catalog", "version": 1, "pageSize": 30, "pages": ["a.json"]}"#, "field \"name\" must be a string"),
        (
            #"{"format": "waterfall-catalog", "version": 1, "name": "n", "pageSize": 0, "pages": ["a.json"]}"#,
            "field \"pageSize\" must be an integer from 1 to 1000"
        ),
        (
            #"{"format": "waterfall-catalog", "version": 1, "name": "n", "pageSize": 30, "pages": []}"#,
            "field \"pages\" must be a non-empty array of file names"
        ),
        (
            #"{"format": "waterfall-catalog", "version": 1, "name": "n", "pageSize": 30, "pages": ["../x.json"]}"#,
            "field \"pages\": entry 1 must be a file name in the catalog directory"
        ),
    ])
    func rejectsBadManifests(json: String, message: String) throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("catalog.json", json)
        #expect(throws: CatalogError.invalidManifest(path: path, message: MessageText(message))) {
            try CatalogManifest.load(path: path)
        }
    }
}
