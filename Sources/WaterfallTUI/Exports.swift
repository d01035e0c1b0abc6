/// The toolkit's cells, sizes and rectangles are the package's one geometry (`Geometry`): a
/// client of the toolkit gets them with `import WaterfallTUI`.
@_exported import Geometry
