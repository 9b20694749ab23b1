// Swift 3 and 4 spellings that Apple's SDK still declares, unavailable and renamed: code
// written with them stops with "'kCAGravityCenter' has been renamed to ..." and a fix-it, as it does
// with Xcode.

@available(*, unavailable, renamed: "CALayerContentsGravity.center")
public var kCAGravityCenter: CALayerContentsGravity { CALayerContentsGravity.center }

@available(*, unavailable, renamed: "CALayerContentsGravity.top")
public var kCAGravityTop: CALayerContentsGravity { CALayerContentsGravity.top }

@available(*, unavailable, renamed: "CALayerContentsGravity.bottom")
public var kCAGravityBottom: CALayerContentsGravity { CALayerContentsGravity.bottom }

@available(*, unavailable, renamed: "CALayerContentsGravity.left")
public var kCAGravityLeft: CALayerContentsGravity { CALayerContentsGravity.left }

@available(*, unavailable, renamed: "CALayerContentsGravity.right")
public var kCAGravityRight: CALayerContentsGravity { CALayerContentsGravity.right }

@available(*, unavailable, renamed: "CALayerContentsGravity.topLeft")
public var kCAGravityTopLeft: CALayerContentsGravity { CALayerContentsGravity.topLeft }

@available(*, unavailable, renamed: "CALayerContentsGravity.topRight")
public var kCAGravityTopRight: CALayerContentsGravity { CALayerContentsGravity.topRight }

@available(*, unavailable, renamed: "CALayerContentsGravity.bottomLeft")
public var kCAGravityBottomLeft: CALayerContentsGravity { CALayerContentsGravity.bottomLeft }

@available(*, unavailable, renamed: "CALayerContentsGravity.bottomRight")
public var kCAGravityBottomRight: CALayerContentsGravity { CALayerContentsGravity.bottomRight }

@available(*, unavailable, renamed: "CALayerContentsGravity.resize")
public var kCAGravityResize: CALayerContentsGravity { CALayerContentsGravity.resize }

@available(*, unavailable, renamed: "CALayerContentsGravity.resizeAspect")
public var kCAGravityResizeAspect: CALayerContentsGravity { CALayerContentsGravity.resizeAspect }

@available(*, unavailable, renamed: "CALayerContentsGravity.resizeAspectFill")
public var kCAGravityResizeAspectFill: CALayerContentsGravity { CALayerContentsGravity.resizeAspectFill }

@available(*, unavailable, renamed: "CALayerContentsFilter.linear")
public var kCAFilterLinear: CALayerContentsFilter { CALayerContentsFilter.linear }

@available(*, unavailable, renamed: "CALayerContentsFilter.nearest")
public var kCAFilterNearest: CALayerContentsFilter { CALayerContentsFilter.nearest }

@available(*, unavailable, renamed: "CALayerContentsFilter.trilinear")
public var kCAFilterTrilinear: CALayerContentsFilter { CALayerContentsFilter.trilinear }

@available(*, unavailable, renamed: "CALayerContentsFormat.RGBA8Uint")
public var kCAContentsFormatRGBA8Uint: CALayerContentsFormat { CALayerContentsFormat.RGBA8Uint }

@available(*, unavailable, renamed: "CALayerContentsFormat.RGBA16Float")
public var kCAContentsFormatRGBA16Float: CALayerContentsFormat { CALayerContentsFormat.RGBA16Float }

@available(*, unavailable, renamed: "CALayerContentsFormat.gray8Uint")
public var kCAContentsFormatgray8Uint: CALayerContentsFormat { CALayerContentsFormat.gray8Uint }

@available(*, unavailable, renamed: "CALayerCornerCurve.circular")
public var kCACornerCurveCircular: CALayerCornerCurve { CALayerCornerCurve.circular }

@available(*, unavailable, renamed: "CALayerCornerCurve.continuous")
public var kCACornerCurveContinuous: CALayerCornerCurve { CALayerCornerCurve.continuous }
