/// The layout's frames are the package's one rectangle (`Geometry.Rect`): a client of the layout
/// gets it with `import WaterfallLayout`.
@_exported import Geometry
