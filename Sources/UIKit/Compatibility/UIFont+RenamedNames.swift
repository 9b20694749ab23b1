// Swift 3 and 4 spellings that Apple's SDK still declares, unavailable and renamed: code
// written with them stops with "'UIFontWeight' has been renamed to ..." and a fix-it, as it does
// with Xcode.

@available(*, unavailable, renamed: "UIFont.Weight")
public typealias UIFontWeight = UIFont.Weight

@available(*, unavailable, renamed: "UIFont.TextStyle")
public typealias UIFontTextStyle = UIFont.TextStyle

@available(*, unavailable, renamed: "UIFontDescriptor.SymbolicTraits")
public typealias UIFontDescriptorSymbolicTraits = UIFontDescriptor.SymbolicTraits

@available(*, unavailable, renamed: "UIFontDescriptor.AttributeName")
public typealias UIFontDescriptorAttributeName = UIFontDescriptor.AttributeName

@available(*, unavailable, renamed: "UIFontDescriptor.TraitKey")
public typealias UIFontDescriptorTraitKey = UIFontDescriptor.TraitKey

@available(*, unavailable, renamed: "UIFontDescriptor.SystemDesign.default")
public var UIFontDescriptorSystemDesignDefault: UIFontDescriptor.SystemDesign { UIFontDescriptor.SystemDesign.default }

@available(*, unavailable, renamed: "UIFontDescriptor.SystemDesign.rounded")
public var UIFontDescriptorSystemDesignRounded: UIFontDescriptor.SystemDesign { UIFontDescriptor.SystemDesign.rounded }

@available(*, unavailable, renamed: "UIFontDescriptor.SystemDesign.serif")
public var UIFontDescriptorSystemDesignSerif: UIFontDescriptor.SystemDesign { UIFontDescriptor.SystemDesign.serif }

@available(*, unavailable, renamed: "UIFontDescriptor.SystemDesign.monospaced")
public var UIFontDescriptorSystemDesignMonospaced: UIFontDescriptor.SystemDesign { UIFontDescriptor.SystemDesign.monospaced }

@available(*, unavailable, renamed: "UIFont.Weight.ultraLight")
public var UIFontWeightUltraLight: UIFont.Weight { UIFont.Weight.ultraLight }

@available(*, unavailable, renamed: "UIFont.Weight.thin")
public var UIFontWeightThin: UIFont.Weight { UIFont.Weight.thin }

@available(*, unavailable, renamed: "UIFont.Weight.light")
public var UIFontWeightLight: UIFont.Weight { UIFont.Weight.light }

@available(*, unavailable, renamed: "UIFont.Weight.regular")
public var UIFontWeightRegular: UIFont.Weight { UIFont.Weight.regular }

@available(*, unavailable, renamed: "UIFont.Weight.medium")
public var UIFontWeightMedium: UIFont.Weight { UIFont.Weight.medium }

@available(*, unavailable, renamed: "UIFont.Weight.semibold")
public var UIFontWeightSemibold: UIFont.Weight { UIFont.Weight.semibold }

@available(*, unavailable, renamed: "UIFont.Weight.bold")
public var UIFontWeightBold: UIFont.Weight { UIFont.Weight.bold }

@available(*, unavailable, renamed: "UIFont.Weight.heavy")
public var UIFontWeightHeavy: UIFont.Weight { UIFont.Weight.heavy }

@available(*, unavailable, renamed: "UIFont.Weight.black")
public var UIFontWeightBlack: UIFont.Weight { UIFont.Weight.black }

@available(*, unavailable, renamed: "UIFont.TextStyle.largeTitle")
public var UIFontTextStyleLargeTitle: UIFont.TextStyle { UIFont.TextStyle.largeTitle }

@available(*, unavailable, renamed: "UIFont.TextStyle.title1")
public var UIFontTextStyleTitle1: UIFont.TextStyle { UIFont.TextStyle.title1 }

@available(*, unavailable, renamed: "UIFont.TextStyle.title2")
public var UIFontTextStyleTitle2: UIFont.TextStyle { UIFont.TextStyle.title2 }

@available(*, unavailable, renamed: "UIFont.TextStyle.title3")
public var UIFontTextStyleTitle3: UIFont.TextStyle { UIFont.TextStyle.title3 }

@available(*, unavailable, renamed: "UIFont.TextStyle.headline")
public var UIFontTextStyleHeadline: UIFont.TextStyle { UIFont.TextStyle.headline }

@available(*, unavailable, renamed: "UIFont.TextStyle.subheadline")
public var UIFontTextStyleSubheadline: UIFont.TextStyle { UIFont.TextStyle.subheadline }

@available(*, unavailable, renamed: "UIFont.TextStyle.body")
public var UIFontTextStyleBody: UIFont.TextStyle { UIFont.TextStyle.body }

@available(*, unavailable, renamed: "UIFont.TextStyle.callout")
public var UIFontTextStyleCallout: UIFont.TextStyle { UIFont.TextStyle.callout }

@available(*, unavailable, renamed: "UIFont.TextStyle.footnote")
public var UIFontTextStyleFootnote: UIFont.TextStyle { UIFont.TextStyle.footnote }

@available(*, unavailable, renamed: "UIFont.TextStyle.caption1")
public var UIFontTextStyleCaption1: UIFont.TextStyle { UIFont.TextStyle.caption1 }

@available(*, unavailable, renamed: "UIFont.TextStyle.caption2")
public var UIFontTextStyleCaption2: UIFont.TextStyle { UIFont.TextStyle.caption2 }

@available(*, unavailable, renamed: "UIFontDescriptor.AttributeName.family")
public var UIFontDescriptorFamilyAttribute: UIFontDescriptor.AttributeName { UIFontDescriptor.AttributeName.family }

@available(*, unavailable, renamed: "UIFontDescriptor.AttributeName.name")
public var UIFontDescriptorNameAttribute: UIFontDescriptor.AttributeName { UIFontDescriptor.AttributeName.name }

@available(*, unavailable, renamed: "UIFontDescriptor.AttributeName.face")
public var UIFontDescriptorFaceAttribute: UIFontDescriptor.AttributeName { UIFontDescriptor.AttributeName.face }

@available(*, unavailable, renamed: "UIFontDescriptor.AttributeName.size")
public var UIFontDescriptorSizeAttribute: UIFontDescriptor.AttributeName { UIFontDescriptor.AttributeName.size }

@available(*, unavailable, renamed: "UIFontDescriptor.AttributeName.visibleName")
public var UIFontDescriptorVisibleNameAttribute: UIFontDescriptor.AttributeName { UIFontDescriptor.AttributeName.visibleName }

@available(*, unavailable, renamed: "UIFontDescriptor.AttributeName.matrix")
public var UIFontDescriptorMatrixAttribute: UIFontDescriptor.AttributeName { UIFontDescriptor.AttributeName.matrix }

@available(*, unavailable, renamed: "UIFontDescriptor.AttributeName.characterSet")
public var UIFontDescriptorCharacterSetAttribute: UIFontDescriptor.AttributeName { UIFontDescriptor.AttributeName.characterSet }

@available(*, unavailable, renamed: "UIFontDescriptor.AttributeName.cascadeList")
public var UIFontDescriptorCascadeListAttribute: UIFontDescriptor.AttributeName { UIFontDescriptor.AttributeName.cascadeList }

@available(*, unavailable, renamed: "UIFontDescriptor.AttributeName.traits")
public var UIFontDescriptorTraitsAttribute: UIFontDescriptor.AttributeName { UIFontDescriptor.AttributeName.traits }

@available(*, unavailable, renamed: "UIFontDescriptor.AttributeName.fixedAdvance")
public var UIFontDescriptorFixedAdvanceAttribute: UIFontDescriptor.AttributeName { UIFontDescriptor.AttributeName.fixedAdvance }

@available(*, unavailable, renamed: "UIFontDescriptor.AttributeName.featureSettings")
public var UIFontDescriptorFeatureSettingsAttribute: UIFontDescriptor.AttributeName { UIFontDescriptor.AttributeName.featureSettings }

@available(*, unavailable, renamed: "UIFontDescriptor.AttributeName.textStyle")
public var UIFontDescriptorTextStyleAttribute: UIFontDescriptor.AttributeName { UIFontDescriptor.AttributeName.textStyle }

@available(*, unavailable, renamed: "UIFontDescriptor.TraitKey.symbolic")
public var UIFontSymbolicTrait: UIFontDescriptor.TraitKey { UIFontDescriptor.TraitKey.symbolic }

@available(*, unavailable, renamed: "UIFontDescriptor.TraitKey.weight")
public var UIFontWeightTrait: UIFontDescriptor.TraitKey { UIFontDescriptor.TraitKey.weight }

@available(*, unavailable, renamed: "UIFontDescriptor.TraitKey.width")
public var UIFontWidthTrait: UIFontDescriptor.TraitKey { UIFontDescriptor.TraitKey.width }

@available(*, unavailable, renamed: "UIFontDescriptor.TraitKey.slant")
public var UIFontSlantTrait: UIFontDescriptor.TraitKey { UIFontDescriptor.TraitKey.slant }
