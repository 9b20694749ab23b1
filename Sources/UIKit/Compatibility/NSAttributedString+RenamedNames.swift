// Swift 3 and 4 spellings that Apple's SDK still declares, unavailable and renamed: code
// written with them stops with "'NSForegroundColorAttributeName' has been renamed to ..." and a fix-it, as it does
// with Xcode.

@available(*, unavailable, renamed: "NSAttributedString.Key")
public typealias NSAttributedStringKey = NSAttributedString.Key

@available(*, unavailable, renamed: "NSAttributedString.Key.font")
public var NSFontAttributeName: NSAttributedString.Key { NSAttributedString.Key.font }

@available(*, unavailable, renamed: "NSAttributedString.Key.paragraphStyle")
public var NSParagraphStyleAttributeName: NSAttributedString.Key { NSAttributedString.Key.paragraphStyle }

@available(*, unavailable, renamed: "NSAttributedString.Key.foregroundColor")
public var NSForegroundColorAttributeName: NSAttributedString.Key { NSAttributedString.Key.foregroundColor }

@available(*, unavailable, renamed: "NSAttributedString.Key.backgroundColor")
public var NSBackgroundColorAttributeName: NSAttributedString.Key { NSAttributedString.Key.backgroundColor }

@available(*, unavailable, renamed: "NSAttributedString.Key.ligature")
public var NSLigatureAttributeName: NSAttributedString.Key { NSAttributedString.Key.ligature }

@available(*, unavailable, renamed: "NSAttributedString.Key.kern")
public var NSKernAttributeName: NSAttributedString.Key { NSAttributedString.Key.kern }

@available(*, unavailable, renamed: "NSAttributedString.Key.strikethroughStyle")
public var NSStrikethroughStyleAttributeName: NSAttributedString.Key { NSAttributedString.Key.strikethroughStyle }

@available(*, unavailable, renamed: "NSAttributedString.Key.underlineStyle")
public var NSUnderlineStyleAttributeName: NSAttributedString.Key { NSAttributedString.Key.underlineStyle }

@available(*, unavailable, renamed: "NSAttributedString.Key.strokeColor")
public var NSStrokeColorAttributeName: NSAttributedString.Key { NSAttributedString.Key.strokeColor }

@available(*, unavailable, renamed: "NSAttributedString.Key.strokeWidth")
public var NSStrokeWidthAttributeName: NSAttributedString.Key { NSAttributedString.Key.strokeWidth }

@available(*, unavailable, renamed: "NSAttributedString.Key.shadow")
public var NSShadowAttributeName: NSAttributedString.Key { NSAttributedString.Key.shadow }

@available(*, unavailable, renamed: "NSAttributedString.Key.textEffect")
public var NSTextEffectAttributeName: NSAttributedString.Key { NSAttributedString.Key.textEffect }

@available(*, unavailable, renamed: "NSAttributedString.Key.attachment")
public var NSAttachmentAttributeName: NSAttributedString.Key { NSAttributedString.Key.attachment }

@available(*, unavailable, renamed: "NSAttributedString.Key.link")
public var NSLinkAttributeName: NSAttributedString.Key { NSAttributedString.Key.link }

@available(*, unavailable, renamed: "NSAttributedString.Key.baselineOffset")
public var NSBaselineOffsetAttributeName: NSAttributedString.Key { NSAttributedString.Key.baselineOffset }

@available(*, unavailable, renamed: "NSAttributedString.Key.underlineColor")
public var NSUnderlineColorAttributeName: NSAttributedString.Key { NSAttributedString.Key.underlineColor }

@available(*, unavailable, renamed: "NSAttributedString.Key.strikethroughColor")
public var NSStrikethroughColorAttributeName: NSAttributedString.Key { NSAttributedString.Key.strikethroughColor }

@available(*, unavailable, renamed: "NSAttributedString.Key.obliqueness")
public var NSObliquenessAttributeName: NSAttributedString.Key { NSAttributedString.Key.obliqueness }

@available(*, unavailable, renamed: "NSAttributedString.Key.expansion")
public var NSExpansionAttributeName: NSAttributedString.Key { NSAttributedString.Key.expansion }

@available(*, unavailable, renamed: "NSAttributedString.Key.writingDirection")
public var NSWritingDirectionAttributeName: NSAttributedString.Key { NSAttributedString.Key.writingDirection }

@available(*, unavailable, renamed: "NSAttributedString.Key.verticalGlyphForm")
public var NSVerticalGlyphFormAttributeName: NSAttributedString.Key { NSAttributedString.Key.verticalGlyphForm }
