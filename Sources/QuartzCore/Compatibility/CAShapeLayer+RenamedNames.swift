// Swift 3 and 4 spellings that Apple's SDK still declares, unavailable and renamed: code
// written with them stops with "'kCALineCapButt' has been renamed to ..." and a fix-it, as it does
// with Xcode.

@available(*, unavailable, renamed: "CAShapeLayerLineCap.butt")
public var kCALineCapButt: CAShapeLayerLineCap { CAShapeLayerLineCap.butt }

@available(*, unavailable, renamed: "CAShapeLayerLineCap.round")
public var kCALineCapRound: CAShapeLayerLineCap { CAShapeLayerLineCap.round }

@available(*, unavailable, renamed: "CAShapeLayerLineCap.square")
public var kCALineCapSquare: CAShapeLayerLineCap { CAShapeLayerLineCap.square }

@available(*, unavailable, renamed: "CAShapeLayerLineJoin.miter")
public var kCALineJoinMiter: CAShapeLayerLineJoin { CAShapeLayerLineJoin.miter }

@available(*, unavailable, renamed: "CAShapeLayerLineJoin.round")
public var kCALineJoinRound: CAShapeLayerLineJoin { CAShapeLayerLineJoin.round }

@available(*, unavailable, renamed: "CAShapeLayerLineJoin.bevel")
public var kCALineJoinBevel: CAShapeLayerLineJoin { CAShapeLayerLineJoin.bevel }

@available(*, unavailable, renamed: "CAShapeLayerFillRule.nonZero")
public var kCAFillRuleNonZero: CAShapeLayerFillRule { CAShapeLayerFillRule.nonZero }

@available(*, unavailable, renamed: "CAShapeLayerFillRule.evenOdd")
public var kCAFillRuleEvenOdd: CAShapeLayerFillRule { CAShapeLayerFillRule.evenOdd }
