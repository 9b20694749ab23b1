// Swift 3 and 4 spellings that Apple's SDK still declares, unavailable and renamed: code
// written with them stops with "'UIImageOrientation' has been renamed to ..." and a fix-it, as it does
// with Xcode.

@available(*, unavailable, renamed: "UIImage.Orientation")
public typealias UIImageOrientation = UIImage.Orientation

@available(*, unavailable, renamed: "UIImage.RenderingMode")
public typealias UIImageRenderingMode = UIImage.RenderingMode

@available(*, unavailable, renamed: "UIImage.ResizingMode")
public typealias UIImageResizingMode = UIImage.ResizingMode
