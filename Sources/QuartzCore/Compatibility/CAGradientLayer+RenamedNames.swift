// Swift 3 and 4 spellings that Apple's SDK still declares, unavailable and renamed: code
// written with them stops with "'kCAGradientLayerAxial' has been renamed to ..." and a fix-it, as it does
// with Xcode.

@available(*, unavailable, renamed: "CAGradientLayerType.axial")
public var kCAGradientLayerAxial: CAGradientLayerType { CAGradientLayerType.axial }

@available(*, unavailable, renamed: "CAGradientLayerType.radial")
public var kCAGradientLayerRadial: CAGradientLayerType { CAGradientLayerType.radial }

@available(*, unavailable, renamed: "CAGradientLayerType.conic")
public var kCAGradientLayerConic: CAGradientLayerType { CAGradientLayerType.conic }
