/// A key on a physical keyboard (UIKit).
@preconcurrency @MainActor
open class UIKey: NSObject {
    let keyCharacters: String
    let keyCharactersIgnoringModifiers: String
    let keyModifierFlags: UIKeyModifierFlags
    let hidUsage: UIKeyboardHIDUsage

    init(characters: String, charactersIgnoringModifiers: String, modifierFlags: UIKeyModifierFlags, keyCode: UIKeyboardHIDUsage) {
        keyCharacters = characters
        keyCharactersIgnoringModifiers = charactersIgnoringModifiers
        keyModifierFlags = modifierFlags
        hidUsage = keyCode
        super.init()
    }

    /// The characters the key produces with the current modifiers.
    open var characters: String { keyCharacters }
    open var charactersIgnoringModifiers: String { keyCharactersIgnoringModifiers }
    open var modifierFlags: UIKeyModifierFlags { keyModifierFlags }
    /// The USB HID usage code of the key.
    open var keyCode: UIKeyboardHIDUsage { hidUsage }
}

/// Modifier keys held with a key or pointer event (UIKit's raw values).
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// USB HID keyboard usage codes (UIKit's values). A struct rather than an enum so that codes
/// OpenUIKit does not name still round-trip; `switch` over the named constants works.
public struct UIKeyboardHIDUsage: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public init?(_ rawValue: Int) { self.rawValue = rawValue }

    public static let keyboardErrorRollOver = UIKeyboardHIDUsage(rawValue: 0x01)
    public static let keyboardA = UIKeyboardHIDUsage(rawValue: 0x04)
    public static let keyboardB = UIKeyboardHIDUsage(rawValue: 0x05)
    public static let keyboardC = UIKeyboardHIDUsage(rawValue: 0x06)
    public static let keyboardD = UIKeyboardHIDUsage(rawValue: 0x07)
    public static let keyboardE = UIKeyboardHIDUsage(rawValue: 0x08)
    public static let keyboardF = UIKeyboardHIDUsage(rawValue: 0x09)
    public static let keyboardG = UIKeyboardHIDUsage(rawValue: 0x0A)
    public static let keyboardH = UIKeyboardHIDUsage(rawValue: 0x0B)
    public static let keyboardI = UIKeyboardHIDUsage(rawValue: 0x0C)
    public static let keyboardJ = UIKeyboardHIDUsage(rawValue: 0x0D)
    public static let keyboardK = UIKeyboardHIDUsage(rawValue: 0x0E)
    public static let keyboardL = UIKeyboardHIDUsage(rawValue: 0x0F)
    public static let keyboardM = UIKeyboardHIDUsage(rawValue: 0x10)
    public static let keyboardN = UIKeyboardHIDUsage(rawValue: 0x11)
    public static let keyboardO = UIKeyboardHIDUsage(rawValue: 0x12)
    public static let keyboardP = UIKeyboardHIDUsage(rawValue: 0x13)
    public static let keyboardQ = UIKeyboardHIDUsage(rawValue: 0x14)
    public static let keyboardR = UIKeyboardHIDUsage(rawValue: 0x15)
    public static let keyboardS = UIKeyboardHIDUsage(rawValue: 0x16)
    public static let keyboardT = UIKeyboardHIDUsage(rawValue: 0x17)
    public static let keyboardU = UIKeyboardHIDUsage(rawValue: 0x18)
    public static let keyboardV = UIKeyboardHIDUsage(rawValue: 0x19)
    public static let keyboardW = UIKeyboardHIDUsage(rawValue: 0x1A)
    public static let keyboardX = UIKeyboardHIDUsage(rawValue: 0x1B)
    public static let keyboardY = UIKeyboardHIDUsage(rawValue: 0x1C)
    public static let keyboardZ = UIKeyboardHIDUsage(rawValue: 0x1D)
    public static let keyboard1 = UIKeyboardHIDUsage(rawValue: 0x1E)
    public static let keyboard2 = UIKeyboardHIDUsage(rawValue: 0x1F)
    public static let keyboard3 = UIKeyboardHIDUsage(rawValue: 0x20)
    public static let keyboard4 = UIKeyboardHIDUsage(rawValue: 0x21)
    public static let keyboard5 = UIKeyboardHIDUsage(rawValue: 0x22)
    public static let keyboard6 = UIKeyboardHIDUsage(rawValue: 0x23)
    public static let keyboard7 = UIKeyboardHIDUsage(rawValue: 0x24)
    public static let keyboard8 = UIKeyboardHIDUsage(rawValue: 0x25)
    public static let keyboard9 = UIKeyboardHIDUsage(rawValue: 0x26)
    public static let keyboard0 = UIKeyboardHIDUsage(rawValue: 0x27)
    public static let keyboardReturnOrEnter = UIKeyboardHIDUsage(rawValue: 0x28)
    public static let keyboardEscape = UIKeyboardHIDUsage(rawValue: 0x29)
    public static let keyboardDeleteOrBackspace = UIKeyboardHIDUsage(rawValue: 0x2A)
    public static let keyboardTab = UIKeyboardHIDUsage(rawValue: 0x2B)
    public static let keyboardSpacebar = UIKeyboardHIDUsage(rawValue: 0x2C)
    public static let keyboardHyphen = UIKeyboardHIDUsage(rawValue: 0x2D)
    public static let keyboardEqualSign = UIKeyboardHIDUsage(rawValue: 0x2E)
    public static let keyboardOpenBracket = UIKeyboardHIDUsage(rawValue: 0x2F)
    public static let keyboardCloseBracket = UIKeyboardHIDUsage(rawValue: 0x30)
    public static let keyboardBackslash = UIKeyboardHIDUsage(rawValue: 0x31)
    public static let keyboardSemicolon = UIKeyboardHIDUsage(rawValue: 0x33)
    public static let keyboardQuote = UIKeyboardHIDUsage(rawValue: 0x34)
    public static let keyboardGraveAccentAndTilde = UIKeyboardHIDUsage(rawValue: 0x35)
    public static let keyboardComma = UIKeyboardHIDUsage(rawValue: 0x36)
    public static let keyboardPeriod = UIKeyboardHIDUsage(rawValue: 0x37)
    public static let keyboardSlash = UIKeyboardHIDUsage(rawValue: 0x38)
    public static let keyboardCapsLock = UIKeyboardHIDUsage(rawValue: 0x39)
    public static let keyboardF1 = UIKeyboardHIDUsage(rawValue: 0x3A)
    public static let keyboardF2 = UIKeyboardHIDUsage(rawValue: 0x3B)
    public static let keyboardF3 = UIKeyboardHIDUsage(rawValue: 0x3C)
    public static let keyboardF4 = UIKeyboardHIDUsage(rawValue: 0x3D)
    public static let keyboardF5 = UIKeyboardHIDUsage(rawValue: 0x3E)
    public static let keyboardF6 = UIKeyboardHIDUsage(rawValue: 0x3F)
    public static let keyboardF7 = UIKeyboardHIDUsage(rawValue: 0x40)
    public static let keyboardF8 = UIKeyboardHIDUsage(rawValue: 0x41)
    public static let keyboardF9 = UIKeyboardHIDUsage(rawValue: 0x42)
    public static let keyboardF10 = UIKeyboardHIDUsage(rawValue: 0x43)
    public static let keyboardF11 = UIKeyboardHIDUsage(rawValue: 0x44)
    public static let keyboardF12 = UIKeyboardHIDUsage(rawValue: 0x45)
    public static let keyboardPrintScreen = UIKeyboardHIDUsage(rawValue: 0x46)
    public static let keyboardScrollLock = UIKeyboardHIDUsage(rawValue: 0x47)
    public static let keyboardPause = UIKeyboardHIDUsage(rawValue: 0x48)
    public static let keyboardInsert = UIKeyboardHIDUsage(rawValue: 0x49)
    public static let keyboardHome = UIKeyboardHIDUsage(rawValue: 0x4A)
    public static let keyboardPageUp = UIKeyboardHIDUsage(rawValue: 0x4B)
    public static let keyboardDeleteForward = UIKeyboardHIDUsage(rawValue: 0x4C)
    public static let keyboardEnd = UIKeyboardHIDUsage(rawValue: 0x4D)
    public static let keyboardPageDown = UIKeyboardHIDUsage(rawValue: 0x4E)
    public static let keyboardRightArrow = UIKeyboardHIDUsage(rawValue: 0x4F)
    public static let keyboardLeftArrow = UIKeyboardHIDUsage(rawValue: 0x50)
    public static let keyboardDownArrow = UIKeyboardHIDUsage(rawValue: 0x51)
    public static let keyboardUpArrow = UIKeyboardHIDUsage(rawValue: 0x52)
    public static let keypadNumLock = UIKeyboardHIDUsage(rawValue: 0x53)
    public static let keypadEnter = UIKeyboardHIDUsage(rawValue: 0x58)
    public static let keyboardLeftControl = UIKeyboardHIDUsage(rawValue: 0xE0)
    public static let keyboardLeftShift = UIKeyboardHIDUsage(rawValue: 0xE1)
    public static let keyboardLeftAlt = UIKeyboardHIDUsage(rawValue: 0xE2)
    public static let keyboardLeftGUI = UIKeyboardHIDUsage(rawValue: 0xE3)
    public static let keyboardRightControl = UIKeyboardHIDUsage(rawValue: 0xE4)
    public static let keyboardRightShift = UIKeyboardHIDUsage(rawValue: 0xE5)
    public static let keyboardRightAlt = UIKeyboardHIDUsage(rawValue: 0xE6)
    public static let keyboardRightGUI = UIKeyboardHIDUsage(rawValue: 0xE7)
}
