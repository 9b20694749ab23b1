// Swift 3 and 4 spellings that Apple's SDK still declares, unavailable and renamed: code
// written with them stops with "'UILayoutPriorityRequired' has been renamed to ..." and a fix-it, as it does
// with Xcode.

@available(*, unavailable, renamed: "UILayoutPriority.required")
public var UILayoutPriorityRequired: UILayoutPriority { UILayoutPriority.required }

@available(*, unavailable, renamed: "UILayoutPriority.defaultHigh")
public var UILayoutPriorityDefaultHigh: UILayoutPriority { UILayoutPriority.defaultHigh }

@available(*, unavailable, renamed: "UILayoutPriority.defaultLow")
public var UILayoutPriorityDefaultLow: UILayoutPriority { UILayoutPriority.defaultLow }

@available(*, unavailable, renamed: "UILayoutPriority.fittingSizeLevel")
public var UILayoutPriorityFittingSizeLevel: UILayoutPriority { UILayoutPriority.fittingSizeLevel }

@available(*, unavailable, renamed: "UILayoutPriority.dragThatCanResizeScene")
public var UILayoutPriorityDragThatCanResizeScene: UILayoutPriority { UILayoutPriority.dragThatCanResizeScene }

@available(*, unavailable, renamed: "UILayoutPriority.sceneSizeStayPut")
public var UILayoutPrioritySceneSizeStayPut: UILayoutPriority { UILayoutPriority.sceneSizeStayPut }

@available(*, unavailable, renamed: "UILayoutPriority.dragThatCannotResizeScene")
public var UILayoutPriorityDragThatCannotResizeScene: UILayoutPriority { UILayoutPriority.dragThatCannotResizeScene }

@available(*, unavailable, renamed: "UIEdgeInsets.zero")
public var UIEdgeInsetsZero: UIEdgeInsets { UIEdgeInsets.zero }

@available(*, unavailable, renamed: "UIOffset.zero")
public var UIOffsetZero: UIOffset { UIOffset.zero }

@available(*, unavailable, renamed: "NSDirectionalEdgeInsets.zero")
public var NSDirectionalEdgeInsetsZero: NSDirectionalEdgeInsets { NSDirectionalEdgeInsets.zero }
