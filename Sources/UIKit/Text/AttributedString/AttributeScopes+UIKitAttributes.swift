import Foundation

// Linux Foundation has `AttributedString` and Foundation's scope but no UIKit scope: these are
// UIKit's keys, named as the `NSAttributedString.Key`s they convert to.
extension AttributeScopes {
    /// The attributes UIKit defines, and Foundation's (`foundation`).
    ///
    /// Differs from UIKit: no `accessibility`, `adaptiveImageGlyph` or `textItemTag`.
    public struct UIKitAttributes: AttributeScope {
        public let font: FontAttribute
        public let paragraphStyle: ParagraphStyleAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let ligature: LigatureAttribute
        public let kern: KernAttribute
        public let tracking: TrackingAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let strokeColor: StrokeColorAttribute
        public let strokeWidth: StrokeWidthAttribute
        public let shadow: ShadowAttribute
        public let textEffect: TextEffectAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let underlineColor: UnderlineColorAttribute
        public let strikethroughColor: StrikethroughColorAttribute
        public let obliqueness: ObliquenessAttribute
        public let expansion: ExpansionAttribute
        public let attachment: AttachmentAttribute
        public let foundation: AttributeScopes.FoundationAttributes

        /// A `UIFont`.
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = UIFont
            public static let name = NSAttributedString.Key.font.rawValue
        }

        /// An `NSParagraphStyle`.
        public enum ParagraphStyleAttribute: AttributedStringKey {
            public typealias Value = NSParagraphStyle
            public static let name = NSAttributedString.Key.paragraphStyle.rawValue
        }

        /// A `UIColor` for the glyphs.
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.foregroundColor.rawValue
        }

        /// A `UIColor` behind the glyphs.
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.backgroundColor.rawValue
        }

        /// 0: only required ligatures; 1: the usual ones.
        public enum LigatureAttribute: CodableAttributedStringKey {
            public typealias Value = Int
            public static let name = NSAttributedString.Key.ligature.rawValue
        }

        /// Points between characters.
        public enum KernAttribute: CodableAttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.kern.rawValue
        }

        /// Points of letter spacing.
        public enum TrackingAttribute: CodableAttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.tracking.rawValue
        }

        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = NSUnderlineStyle
            public static let name = NSAttributedString.Key.strikethroughStyle.rawValue
        }

        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = NSUnderlineStyle
            public static let name = NSAttributedString.Key.underlineStyle.rawValue
        }

        public enum StrokeColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.strokeColor.rawValue
        }

        public enum StrokeWidthAttribute: CodableAttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.strokeWidth.rawValue
        }

        public enum ShadowAttribute: AttributedStringKey {
            public typealias Value = NSShadow
            public static let name = NSAttributedString.Key.shadow.rawValue
        }

        public enum TextEffectAttribute: AttributedStringKey {
            public typealias Value = NSAttributedString.TextEffectStyle
            public static let name = NSAttributedString.Key.textEffect.rawValue
        }

        /// Points above the baseline.
        public enum BaselineOffsetAttribute: CodableAttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.baselineOffset.rawValue
        }

        public enum UnderlineColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.underlineColor.rawValue
        }

        public enum StrikethroughColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.strikethroughColor.rawValue
        }

        public enum ObliquenessAttribute: CodableAttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.obliqueness.rawValue
        }

        public enum ExpansionAttribute: CodableAttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.expansion.rawValue
        }

        /// An `NSTextAttachment` shown at the run's U+FFFC characters.
        public enum AttachmentAttribute: AttributedStringKey {
            public typealias Value = NSTextAttachment
            public static let name = NSAttributedString.Key.attachment.rawValue
        }
    }

    /// UIKit's attribute scope, for `including: \.uiKit`.
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}
