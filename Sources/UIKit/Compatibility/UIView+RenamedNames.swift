// Swift 3 and 4 spellings that Apple's SDK still declares, unavailable and renamed: code
// written with them stops with "'UIViewAnimationOptions' has been renamed to ..." and a fix-it, as it does
// with Xcode.

@available(*, unavailable, renamed: "UIView.AnimationOptions")
public typealias UIViewAnimationOptions = UIView.AnimationOptions

@available(*, unavailable, renamed: "UIView.AnimationCurve")
public typealias UIViewAnimationCurve = UIView.AnimationCurve

@available(*, unavailable, renamed: "UIView.ContentMode")
public typealias UIViewContentMode = UIView.ContentMode

@available(*, unavailable, renamed: "UIView.AutoresizingMask")
public typealias UIViewAutoresizing = UIView.AutoresizingMask

@available(*, unavailable, renamed: "UIView.TintAdjustmentMode")
public typealias UIViewTintAdjustmentMode = UIView.TintAdjustmentMode

@available(*, unavailable, renamed: "UIView.AnimationTransition")
public typealias UIViewAnimationTransition = UIView.AnimationTransition

@available(*, unavailable, renamed: "UIView.KeyframeAnimationOptions")
public typealias UIViewKeyframeAnimationOptions = UIView.KeyframeAnimationOptions

@available(*, unavailable, renamed: "UIView.SystemAnimation")
public typealias UISystemAnimation = UIView.SystemAnimation

@available(*, unavailable, renamed: "UIView.noIntrinsicMetric")
@MainActor public var UIViewNoIntrinsicMetric: CGFloat { UIView.noIntrinsicMetric }

@available(*, unavailable, renamed: "UIView.layoutFittingCompressedSize")
@MainActor public var UILayoutFittingCompressedSize: CGSize { UIView.layoutFittingCompressedSize }

@available(*, unavailable, renamed: "UIView.layoutFittingExpandedSize")
@MainActor public var UILayoutFittingExpandedSize: CGSize { UIView.layoutFittingExpandedSize }

@available(*, unavailable, renamed: "UIInterpolatingMotionEffect.EffectType")
public typealias UIInterpolatingMotionEffectType = UIInterpolatingMotionEffect.EffectType
