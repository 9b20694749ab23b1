// Swift 3 and 4 spellings that Apple's SDK still declares, unavailable and renamed: code
// written with them stops with "'kCAAlignmentNatural' has been renamed to ..." and a fix-it, as it does
// with Xcode.

@available(*, unavailable, renamed: "CATextLayerAlignmentMode.natural")
public var kCAAlignmentNatural: CATextLayerAlignmentMode { CATextLayerAlignmentMode.natural }

@available(*, unavailable, renamed: "CATextLayerAlignmentMode.left")
public var kCAAlignmentLeft: CATextLayerAlignmentMode { CATextLayerAlignmentMode.left }

@available(*, unavailable, renamed: "CATextLayerAlignmentMode.right")
public var kCAAlignmentRight: CATextLayerAlignmentMode { CATextLayerAlignmentMode.right }

@available(*, unavailable, renamed: "CATextLayerAlignmentMode.center")
public var kCAAlignmentCenter: CATextLayerAlignmentMode { CATextLayerAlignmentMode.center }

@available(*, unavailable, renamed: "CATextLayerAlignmentMode.justified")
public var kCAAlignmentJustified: CATextLayerAlignmentMode { CATextLayerAlignmentMode.justified }

@available(*, unavailable, renamed: "CATextLayerTruncationMode.none")
public var kCATruncationNone: CATextLayerTruncationMode { CATextLayerTruncationMode.none }

@available(*, unavailable, renamed: "CATextLayerTruncationMode.start")
public var kCATruncationStart: CATextLayerTruncationMode { CATextLayerTruncationMode.start }

@available(*, unavailable, renamed: "CATextLayerTruncationMode.end")
public var kCATruncationEnd: CATextLayerTruncationMode { CATextLayerTruncationMode.end }

@available(*, unavailable, renamed: "CATextLayerTruncationMode.middle")
public var kCATruncationMiddle: CATextLayerTruncationMode { CATextLayerTruncationMode.middle }
