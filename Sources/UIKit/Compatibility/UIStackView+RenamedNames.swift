// Swift 3 and 4 spellings that Apple's SDK still declares, unavailable and renamed: code
// written with them stops with "'UIStackViewDistribution' has been renamed to ..." and a
// fix-it, as it does with Xcode.

@available(*, unavailable, renamed: "UIStackView.Distribution")
public typealias UIStackViewDistribution = UIStackView.Distribution

@available(*, unavailable, renamed: "UIStackView.Alignment")
public typealias UIStackViewAlignment = UIStackView.Alignment

@available(*, unavailable, renamed: "UIStackView.spacingUseDefault")
public var UIStackViewSpacingUseDefault: CGFloat { UIStackView.spacingUseDefault }

@available(*, unavailable, renamed: "UIStackView.spacingUseSystem")
public var UIStackViewSpacingUseSystem: CGFloat { UIStackView.spacingUseSystem }
