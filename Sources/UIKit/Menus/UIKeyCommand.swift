/// A keyboard shortcut: a key and modifier flags that send an action (UIKit).
///
/// Responders list them in `keyCommands`. When a key goes down, UIKit looks for a matching
/// command along the responder chain from the first responder (the key window when there is
/// none); the first responder in the chain that lists one, and for which a target for its
/// action is found, performs it (the key command is the sender), and the press is not
/// delivered as `pressesBegan`.
@preconcurrency @MainActor
open class UIKeyCommand: UICommand {
    /// The key's characters (case-insensitive), or one of the `input…` constants for keys
    /// without characters.
    public let input: String?
    public let modifierFlags: UIKeyModifierFlags
    /// Whether the command takes precedence over the system's handling of the key (kept).
    open var wantsPriorityOverSystemBehavior = false
    /// Whether the system may remap the shortcut for the keyboard layout (iOS 15; true).
    /// Kept: keys match by their characters on the one layout OpenUIKit knows.
    open var allowsAutomaticLocalization = true
    /// Whether brackets, braces, parentheses, angle brackets and arrow keys swap in
    /// right-to-left interfaces (iOS 15; true). Kept: not swapped.
    open var allowsAutomaticMirroring = true

    public init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.input = input
        self.modifierFlags = modifierFlags
        super.init(title: "", action: action)
    }

    public init(title: String = "", image: UIImage? = nil, action: Selector, input: String,
                modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil,
                alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
                attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off) {
        self.input = input
        self.modifierFlags = modifierFlags
        super.init(title: title, image: image, action: action, propertyList: propertyList, alternates: alternates,
                   discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
    }

    public static let inputUpArrow = "UIKeyInputUpArrow"
    public static let inputDownArrow = "UIKeyInputDownArrow"
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    public static let inputRightArrow = "UIKeyInputRightArrow"
    public static let inputEscape = "\u{1B}"
    public static let inputPageUp = "UIKeyInputPageUp"
    public static let inputPageDown = "UIKeyInputPageDown"
    public static let inputHome = "UIKeyInputHome"
    public static let inputEnd = "UIKeyInputEnd"
    public static let inputDelete = "UIKeyInputDelete"
    public static let inputF1 = "UIKeyInputF1"
    public static let inputF2 = "UIKeyInputF2"
    public static let inputF3 = "UIKeyInputF3"
    public static let inputF4 = "UIKeyInputF4"
    public static let inputF5 = "UIKeyInputF5"
    public static let inputF6 = "UIKeyInputF6"
    public static let inputF7 = "UIKeyInputF7"
    public static let inputF8 = "UIKeyInputF8"
    public static let inputF9 = "UIKeyInputF9"
    public static let inputF10 = "UIKeyInputF10"
    public static let inputF11 = "UIKeyInputF11"
    public static let inputF12 = "UIKeyInputF12"
    // Apple's Swift names of the function keys (iOS 13.4); the same inputs as `inputF1`….
    nonisolated public static let f1 = "UIKeyInputF1"
    nonisolated public static let f2 = "UIKeyInputF2"
    nonisolated public static let f3 = "UIKeyInputF3"
    nonisolated public static let f4 = "UIKeyInputF4"
    nonisolated public static let f5 = "UIKeyInputF5"
    nonisolated public static let f6 = "UIKeyInputF6"
    nonisolated public static let f7 = "UIKeyInputF7"
    nonisolated public static let f8 = "UIKeyInputF8"
    nonisolated public static let f9 = "UIKeyInputF9"
    nonisolated public static let f10 = "UIKeyInputF10"
    nonisolated public static let f11 = "UIKeyInputF11"
    nonisolated public static let f12 = "UIKeyInputF12"

    /// Whether `key` triggers the command: the same input (by characters, or by key code for
    /// the named keys) and the same modifiers (caps lock and the numeric pad aside).
    func matches(_ key: UIKey) -> Bool {
        guard let input, !input.isEmpty else { return false }
        let modifiers = key.modifierFlags.subtracting([.alphaShift, .numericPad])
        guard modifiers == modifierFlags else { return false }
        if let usage = Self.namedInputs[input] { return key.keyCode == usage }
        let wanted = input.lowercased()
        let characters = key.charactersIgnoringModifiers.isEmpty ? key.characters : key.charactersIgnoringModifiers
        if characters.lowercased() == wanted { return true }
        // A control chord may report a control character: the key's letter or digit decides.
        return Self.character(for: key.keyCode).map { $0 == wanted } ?? false
    }

    /// The unmodified character of a letter or digit key (US layout).
    private static func character(for usage: UIKeyboardHIDUsage) -> String? {
        switch usage.rawValue {
        case 0x04...0x1D: return String(UnicodeScalar(UInt8(0x61 + usage.rawValue - 0x04)))
        case 0x1E...0x26: return String(usage.rawValue - 0x1E + 1)
        case 0x27: return "0"
        default: return nil
        }
    }

    private static let namedInputs: [String: UIKeyboardHIDUsage] = {
        var inputs: [String: UIKeyboardHIDUsage] = [
            inputUpArrow: .keyboardUpArrow, inputDownArrow: .keyboardDownArrow,
            inputLeftArrow: .keyboardLeftArrow, inputRightArrow: .keyboardRightArrow,
            inputEscape: .keyboardEscape, inputPageUp: .keyboardPageUp, inputPageDown: .keyboardPageDown,
            inputHome: .keyboardHome, inputEnd: .keyboardEnd, inputDelete: .keyboardDeleteForward,
        ]
        for n in 1...12 { inputs["UIKeyInputF\(n)"] = UIKeyboardHIDUsage(rawValue: 0x3A + n - 1) }
        return inputs
    }()
}
