import Foundation

extension AttributedString {
    /// The AttributedString form of `nsStr`, with the UIKit and Foundation attributes; values of
    /// the wrong type are left out.
    public init(_ nsStr: NSAttributedString) {
        // Cannot throw: invalid values are dropped.
        self = (try? AttributedStringBridge.uiKit.attributedString(from: nsStr, dropsInvalidValues: true))
            ?? AttributedString(nsStr.string)
    }

    /// The AttributedString form of `nsStr`, with the attributes of `scope` (others are left
    /// out). Throws when one of them has a value of the wrong type.
    public init<S: AttributeScope>(_ nsStr: NSAttributedString, including scope: KeyPath<AttributeScopes, S.Type>) throws {
        try self.init(nsStr, including: S.self)
    }

    /// The AttributedString form of `nsStr`, with the attributes of `scope`.
    public init<S: AttributeScope>(_ nsStr: NSAttributedString, including scope: S.Type) throws {
        self = try AttributedStringBridge.forScope(scope).attributedString(from: nsStr)
    }
}
