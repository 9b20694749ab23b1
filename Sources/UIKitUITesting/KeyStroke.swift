import UIKit

/// One key of a US keyboard, as `typeKey(_:modifierFlags:)` presses it: its HID usage, the
/// Shift it needs ("A", "!"), and the text it types when no Command or Control is held.
struct KeyStroke {
    let usage: UIKeyboardHIDUsage
    /// The key's characters with the modifiers' Shift applied ("A" for Shift-a).
    let characters: String
    let needsShift: Bool
    /// The text the key types (nil: an editing or navigation key, which acts as a press).
    let text: String?

    private static let unshiftedSymbols: [Character: Int] = [
        "-": 0x2D, "=": 0x2E, "[": 0x2F, "]": 0x30, "\\": 0x31, ";": 0x33, "'": 0x34, "`": 0x35,
        ",": 0x36, ".": 0x37, "/": 0x38,
    ]
    private static let shiftedSymbols: [Character: Int] = [
        "_": 0x2D, "+": 0x2E, "{": 0x2F, "}": 0x30, "|": 0x31, ":": 0x33, "\"": 0x34, "~": 0x35,
        "<": 0x36, ">": 0x37, "?": 0x38,
        "!": 0x1E, "@": 0x1F, "#": 0x20, "$": 0x21, "%": 0x22, "^": 0x23, "&": 0x24, "*": 0x25,
        "(": 0x26, ")": 0x27,
    ]
    private static let editingKeys: [String: UIKeyboardHIDUsage] = [
        XCUIKeyboardKey.delete.rawValue: .keyboardDeleteOrBackspace, XCUIKeyboardKey.return.rawValue: .keyboardReturnOrEnter,
        "\n": .keyboardReturnOrEnter, XCUIKeyboardKey.enter.rawValue: .keypadEnter, XCUIKeyboardKey.tab.rawValue: .keyboardTab,
        XCUIKeyboardKey.escape.rawValue: .keyboardEscape, XCUIKeyboardKey.upArrow.rawValue: .keyboardUpArrow,
        XCUIKeyboardKey.downArrow.rawValue: .keyboardDownArrow, XCUIKeyboardKey.leftArrow.rawValue: .keyboardLeftArrow,
        XCUIKeyboardKey.rightArrow.rawValue: .keyboardRightArrow, XCUIKeyboardKey.forwardDelete.rawValue: .keyboardDeleteForward,
        XCUIKeyboardKey.home.rawValue: .keyboardHome, XCUIKeyboardKey.end.rawValue: .keyboardEnd,
        XCUIKeyboardKey.pageUp.rawValue: .keyboardPageUp, XCUIKeyboardKey.pageDown.rawValue: .keyboardPageDown,
    ]

    /// The key for `key` (one character, or an `XCUIKeyboardKey`'s string); nil when it is not
    /// one key of the keyboard.
    init?(_ key: String, shift: Bool) {
        if let usage = Self.editingKeys[key] {
            self.init(usage: usage, characters: key, needsShift: false, text: nil)
            return
        }
        if let scalar = key.unicodeScalars.first, key.unicodeScalars.count == 1,
           (0xF704...0xF70F).contains(scalar.value) {
            // F1 to F12.
            let usage = UIKeyboardHIDUsage(rawValue: UIKeyboardHIDUsage.keyboardF1.rawValue + Int(scalar.value - 0xF704))
            self.init(usage: usage, characters: key, needsShift: false, text: nil)
            return
        }
        guard key.count == 1, let character = key.first, let ascii = character.asciiValue else { return nil }
        switch character {
        case "a"..."z", "A"..."Z":
            let lower = Character(character.lowercased())
            let usage = UIKeyboardHIDUsage(rawValue: UIKeyboardHIDUsage.keyboardA.rawValue + Int(lower.asciiValue! - 97))
            let upper = character.isUppercase || shift
            let typed = upper ? key.uppercased() : key.lowercased()
            self.init(usage: usage, characters: typed, needsShift: character.isUppercase, text: typed)
        case "1"..."9":
            self.init(usage: UIKeyboardHIDUsage(rawValue: UIKeyboardHIDUsage.keyboard1.rawValue + Int(ascii - 49)),
                      characters: key, needsShift: false, text: key)
        case "0":
            self.init(usage: .keyboard0, characters: key, needsShift: false, text: key)
        case " ":
            self.init(usage: .keyboardSpacebar, characters: key, needsShift: false, text: key)
        default:
            if let code = Self.unshiftedSymbols[character] {
                self.init(usage: UIKeyboardHIDUsage(rawValue: code), characters: key, needsShift: false, text: key)
            } else if let code = Self.shiftedSymbols[character] {
                self.init(usage: UIKeyboardHIDUsage(rawValue: code), characters: key, needsShift: true, text: key)
            } else {
                return nil
            }
        }
    }

    private init(usage: UIKeyboardHIDUsage, characters: String, needsShift: Bool, text: String?) {
        self.usage = usage
        self.characters = characters
        self.needsShift = needsShift
        self.text = text
    }
}
