// Swift 3 and 4 spellings that Apple's SDK still declares, unavailable and renamed: code
// written with them stops with "'kCAFillModeForwards' has been renamed to ..." and a fix-it, as it does
// with Xcode.

@available(*, unavailable, renamed: "CAMediaTimingFillMode.forwards")
public var kCAFillModeForwards: CAMediaTimingFillMode { CAMediaTimingFillMode.forwards }

@available(*, unavailable, renamed: "CAMediaTimingFillMode.backwards")
public var kCAFillModeBackwards: CAMediaTimingFillMode { CAMediaTimingFillMode.backwards }

@available(*, unavailable, renamed: "CAMediaTimingFillMode.both")
public var kCAFillModeBoth: CAMediaTimingFillMode { CAMediaTimingFillMode.both }

@available(*, unavailable, renamed: "CAMediaTimingFillMode.removed")
public var kCAFillModeRemoved: CAMediaTimingFillMode { CAMediaTimingFillMode.removed }

@available(*, unavailable, renamed: "CAMediaTimingFunctionName.linear")
public var kCAMediaTimingFunctionLinear: CAMediaTimingFunctionName { CAMediaTimingFunctionName.linear }

@available(*, unavailable, renamed: "CAMediaTimingFunctionName.easeIn")
public var kCAMediaTimingFunctionEaseIn: CAMediaTimingFunctionName { CAMediaTimingFunctionName.easeIn }

@available(*, unavailable, renamed: "CAMediaTimingFunctionName.easeOut")
public var kCAMediaTimingFunctionEaseOut: CAMediaTimingFunctionName { CAMediaTimingFunctionName.easeOut }

@available(*, unavailable, renamed: "CAMediaTimingFunctionName.easeInEaseOut")
public var kCAMediaTimingFunctionEaseInEaseOut: CAMediaTimingFunctionName { CAMediaTimingFunctionName.easeInEaseOut }

@available(*, unavailable, renamed: "CAMediaTimingFunctionName.default")
public var kCAMediaTimingFunctionDefault: CAMediaTimingFunctionName { CAMediaTimingFunctionName.default }

@available(*, unavailable, renamed: "CAAnimationCalculationMode.linear")
public var kCAAnimationLinear: CAAnimationCalculationMode { CAAnimationCalculationMode.linear }

@available(*, unavailable, renamed: "CAAnimationCalculationMode.discrete")
public var kCAAnimationDiscrete: CAAnimationCalculationMode { CAAnimationCalculationMode.discrete }

@available(*, unavailable, renamed: "CAAnimationCalculationMode.paced")
public var kCAAnimationPaced: CAAnimationCalculationMode { CAAnimationCalculationMode.paced }

@available(*, unavailable, renamed: "CAAnimationCalculationMode.cubic")
public var kCAAnimationCubic: CAAnimationCalculationMode { CAAnimationCalculationMode.cubic }

@available(*, unavailable, renamed: "CAAnimationCalculationMode.cubicPaced")
public var kCAAnimationCubicPaced: CAAnimationCalculationMode { CAAnimationCalculationMode.cubicPaced }

@available(*, unavailable, renamed: "CAAnimationRotationMode.rotateAuto")
public var kCAAnimationRotateAuto: CAAnimationRotationMode { CAAnimationRotationMode.rotateAuto }

@available(*, unavailable, renamed: "CAAnimationRotationMode.rotateAutoReverse")
public var kCAAnimationRotateAutoReverse: CAAnimationRotationMode { CAAnimationRotationMode.rotateAutoReverse }
