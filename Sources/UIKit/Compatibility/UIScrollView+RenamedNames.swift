// Swift 3 and 4 spellings that Apple's SDK still declares, unavailable and renamed: code
// written with them stops with "'UIScrollViewDecelerationRateNormal' has been renamed to ..."
// and a fix-it, as it does with Xcode.

@available(*, unavailable, renamed: "UIScrollView.DecelerationRate.normal")
public var UIScrollViewDecelerationRateNormal: UIScrollView.DecelerationRate { UIScrollView.DecelerationRate.normal }

@available(*, unavailable, renamed: "UIScrollView.DecelerationRate.fast")
public var UIScrollViewDecelerationRateFast: UIScrollView.DecelerationRate { UIScrollView.DecelerationRate.fast }

@available(*, unavailable, renamed: "UIScrollView.IndicatorStyle")
public typealias UIScrollViewIndicatorStyle = UIScrollView.IndicatorStyle

@available(*, unavailable, renamed: "UIScrollView.KeyboardDismissMode")
public typealias UIScrollViewKeyboardDismissMode = UIScrollView.KeyboardDismissMode

@available(*, unavailable, renamed: "UIScrollView.ContentInsetAdjustmentBehavior")
public typealias UIScrollViewContentInsetAdjustmentBehavior = UIScrollView.ContentInsetAdjustmentBehavior
