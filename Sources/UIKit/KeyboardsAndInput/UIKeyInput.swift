/// A set of methods a responder adopts to receive simple text input (UIKit). When such a
/// responder is the key window's first responder, typed text arrives in `insertText(_:)`
/// and the delete key calls `deleteBackward()`.
@preconcurrency @MainActor
public protocol UIKeyInput: UITextInputTraits {
    var hasText: Bool { get }
    func insertText(_ text: String)
    func deleteBackward()
}

/// Traits of the text input (keyboard type, capitalization, …). Every property is optional;
/// OpenUIKit's hardware keyboard ignores most of them.
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
    var autocapitalizationType: UITextAutocapitalizationType { get }
    var autocorrectionType: UITextAutocorrectionType { get }
    var keyboardType: UIKeyboardType { get }
    var returnKeyType: UIReturnKeyType { get }
    var isSecureTextEntry: Bool { get }
    var spellCheckingType: UITextSpellCheckingType { get }
    var smartQuotesType: UITextSmartQuotesType { get }
    var smartDashesType: UITextSmartDashesType { get }
    var smartInsertDeleteType: UITextSmartInsertDeleteType { get }
    var keyboardAppearance: UIKeyboardAppearance { get }
    var enablesReturnKeyAutomatically: Bool { get }
    var textContentType: UITextContentType! { get }
    /// iOS 17.
    var inlinePredictionType: UITextInlinePredictionType { get }
    /// iOS 18.
    var mathExpressionCompletionType: UITextMathExpressionCompletionType { get }
    /// iOS 18.
    var writingToolsBehavior: UIWritingToolsBehavior { get }
    /// iOS 18.
    var allowedWritingToolsResultOptions: UIWritingToolsResultOptions { get }
    /// iOS 12: the rules of a new password (see `UITextInputPasswordRules`).
    var passwordRules: UITextInputPasswordRules? { get }
}

extension UITextInputTraits {
    public var autocapitalizationType: UITextAutocapitalizationType { .sentences }
    public var autocorrectionType: UITextAutocorrectionType { .default }
    public var keyboardType: UIKeyboardType { .default }
    public var returnKeyType: UIReturnKeyType { .default }
    public var isSecureTextEntry: Bool { false }
    public var spellCheckingType: UITextSpellCheckingType { .default }
    public var smartQuotesType: UITextSmartQuotesType { .default }
    public var smartDashesType: UITextSmartDashesType { .default }
    public var smartInsertDeleteType: UITextSmartInsertDeleteType { .default }
    public var keyboardAppearance: UIKeyboardAppearance { .default }
    public var enablesReturnKeyAutomatically: Bool { false }
    public var textContentType: UITextContentType! { nil }
    public var inlinePredictionType: UITextInlinePredictionType { .default }
    public var mathExpressionCompletionType: UITextMathExpressionCompletionType { .default }
    public var writingToolsBehavior: UIWritingToolsBehavior { .default }
    public var allowedWritingToolsResultOptions: UIWritingToolsResultOptions { [] }
    public var passwordRules: UITextInputPasswordRules? { nil }
}

public enum UITextAutocapitalizationType: Int, Sendable {
    case none = 0, words, sentences, allCharacters
}

public enum UITextAutocorrectionType: Int, Sendable {
    case `default` = 0, no, yes
}

public enum UIKeyboardType: Int, Sendable {
    case `default` = 0, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad,
         emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

public enum UIReturnKeyType: Int, Sendable {
    case `default` = 0, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}
