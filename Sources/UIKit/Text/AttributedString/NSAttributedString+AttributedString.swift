import Foundation

// UIKit: these go through the Objective-C runtime on iOS; here the keys of UIKit's and
// Foundation's scopes are converted with typed values (UIFont, UIColor, NSParagraphStyle,
// NSShadow, numbers as CGFloat, line styles as raw Ints, links as URLs).
// `NSMutableAttributedString` inherits these initializers.
extension NSAttributedString {
    /// The NSAttributedString form of `attrStr`, with its UIKit and Foundation attributes.
    /// Differs from UIKit: attributes of other scopes are left out.
    public convenience init(_ attrStr: AttributedString) {
        self.init(attributedString: AttributedStringBridge.uiKit.nsAttributedString(from: attrStr))
    }

    /// The NSAttributedString form of `attrStr`, with the attributes of `scope`.
    public convenience init<S: AttributeScope>(_ attrStr: AttributedString,
                                               including scope: KeyPath<AttributeScopes, S.Type>) throws {
        try self.init(attrStr, including: S.self)
    }

    /// The NSAttributedString form of `attrStr`, with the attributes of `scope`.
    public convenience init<S: AttributeScope>(_ attrStr: AttributedString, including scope: S.Type) throws {
        self.init(attributedString: AttributedStringBridge.forScope(scope).nsAttributedString(from: attrStr))
    }
}
