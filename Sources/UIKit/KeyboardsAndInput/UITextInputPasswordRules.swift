import Foundation

/// The rules a new password must satisfy, for password autofill to generate a matching one
/// (UIKit), written in Apple's password rules language (`"required: upper; minlength: 8;"`).
/// OpenUIKit has no password autofill: text fields keep the rules and never generate a password.
open class UITextInputPasswordRules: NSObject, NSCopying, NSSecureCoding, @unchecked Sendable {
    /// The rules as written.
    public let passwordRulesDescriptor: String

    private static let descriptorKey = "passwordRulesDescriptor"

    public init(descriptor passwordRulesDescriptor: String) {
        self.passwordRulesDescriptor = passwordRulesDescriptor
        super.init()
    }

    public required init?(coder: NSCoder) {
        guard let descriptor = coder.decodeObject(forKey: Self.descriptorKey) as? String else { return nil }
        passwordRulesDescriptor = descriptor
        super.init()
    }

    open func encode(with coder: NSCoder) {
        coder.encode(passwordRulesDescriptor, forKey: Self.descriptorKey)
    }

    public class var supportsSecureCoding: Bool { true }

    /// Rules are immutable: a copy is the same object, as in UIKit.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UITextInputPasswordRules)?.passwordRulesDescriptor == passwordRulesDescriptor
    }

    open override var hash: Int { passwordRulesDescriptor.hashValue }
}
