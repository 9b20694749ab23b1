// Swift 3 and 4 spellings that Apple's SDK still declares, unavailable and renamed: code
// written with them stops with "'UIContentSizeCategoryLarge' has been renamed to ..." and a fix-it, as it does
// with Xcode.

@available(*, unavailable, renamed: "UIContentSizeCategory.unspecified")
public var UIContentSizeCategoryUnspecified: UIContentSizeCategory { UIContentSizeCategory.unspecified }

@available(*, unavailable, renamed: "UIContentSizeCategory.extraSmall")
public var UIContentSizeCategoryExtraSmall: UIContentSizeCategory { UIContentSizeCategory.extraSmall }

@available(*, unavailable, renamed: "UIContentSizeCategory.small")
public var UIContentSizeCategorySmall: UIContentSizeCategory { UIContentSizeCategory.small }

@available(*, unavailable, renamed: "UIContentSizeCategory.medium")
public var UIContentSizeCategoryMedium: UIContentSizeCategory { UIContentSizeCategory.medium }

@available(*, unavailable, renamed: "UIContentSizeCategory.large")
public var UIContentSizeCategoryLarge: UIContentSizeCategory { UIContentSizeCategory.large }

@available(*, unavailable, renamed: "UIContentSizeCategory.extraLarge")
public var UIContentSizeCategoryExtraLarge: UIContentSizeCategory { UIContentSizeCategory.extraLarge }

@available(*, unavailable, renamed: "UIContentSizeCategory.extraExtraLarge")
public var UIContentSizeCategoryExtraExtraLarge: UIContentSizeCategory { UIContentSizeCategory.extraExtraLarge }

@available(*, unavailable, renamed: "UIContentSizeCategory.extraExtraExtraLarge")
public var UIContentSizeCategoryExtraExtraExtraLarge: UIContentSizeCategory { UIContentSizeCategory.extraExtraExtraLarge }

@available(*, unavailable, renamed: "UIContentSizeCategory.accessibilityMedium")
public var UIContentSizeCategoryAccessibilityMedium: UIContentSizeCategory { UIContentSizeCategory.accessibilityMedium }

@available(*, unavailable, renamed: "UIContentSizeCategory.accessibilityLarge")
public var UIContentSizeCategoryAccessibilityLarge: UIContentSizeCategory { UIContentSizeCategory.accessibilityLarge }

@available(*, unavailable, renamed: "UIContentSizeCategory.accessibilityExtraLarge")
public var UIContentSizeCategoryAccessibilityExtraLarge: UIContentSizeCategory { UIContentSizeCategory.accessibilityExtraLarge }

@available(*, unavailable, renamed: "UIContentSizeCategory.accessibilityExtraExtraLarge")
public var UIContentSizeCategoryAccessibilityExtraExtraLarge: UIContentSizeCategory { UIContentSizeCategory.accessibilityExtraExtraLarge }

@available(*, unavailable, renamed: "UIContentSizeCategory.accessibilityExtraExtraExtraLarge")
public var UIContentSizeCategoryAccessibilityExtraExtraExtraLarge: UIContentSizeCategory { UIContentSizeCategory.accessibilityExtraExtraExtraLarge }
