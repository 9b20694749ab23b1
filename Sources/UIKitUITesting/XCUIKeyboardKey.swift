/// Keys that type no character of their own, as the strings `typeKey(_:modifierFlags:)` and
/// `typeText(_:)` take (`XCUIKeyboardKey.delete.rawValue` is "\u{8}").
///
/// OpenUIKit provides the editing, navigation and function keys; the modifier keys' own
/// constants (Command, Shift, …) are not provided: use `XCUIElement.KeyModifierFlags`.
public struct XCUIKeyboardKey: RawRepresentable, Hashable, Sendable {
    /// The key as a string of one character.
    public let rawValue: String

    /// A key from its string.
    ///
    /// - Parameter rawValue: The key's string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A key from its string.
    ///
    /// - Parameter rawValue: The key's string.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Delete (Backspace): deletes the character before the insertion point.
    public static let delete = XCUIKeyboardKey("\u{8}")
    /// Return.
    public static let `return` = XCUIKeyboardKey("\r")
    /// Enter (the numeric keypad's).
    public static let enter = XCUIKeyboardKey("\u{3}")
    /// Tab.
    public static let tab = XCUIKeyboardKey("\t")
    /// The space bar.
    public static let space = XCUIKeyboardKey(" ")
    /// Escape.
    public static let escape = XCUIKeyboardKey("\u{1b}")
    /// The up arrow.
    public static let upArrow = XCUIKeyboardKey("\u{F700}")
    /// The down arrow.
    public static let downArrow = XCUIKeyboardKey("\u{F701}")
    /// The left arrow.
    public static let leftArrow = XCUIKeyboardKey("\u{F702}")
    /// The right arrow.
    public static let rightArrow = XCUIKeyboardKey("\u{F703}")
    /// F1.
    public static let F1 = XCUIKeyboardKey("\u{F704}")
    /// F2.
    public static let F2 = XCUIKeyboardKey("\u{F705}")
    /// F3.
    public static let F3 = XCUIKeyboardKey("\u{F706}")
    /// F4.
    public static let F4 = XCUIKeyboardKey("\u{F707}")
    /// F5.
    public static let F5 = XCUIKeyboardKey("\u{F708}")
    /// F6.
    public static let F6 = XCUIKeyboardKey("\u{F709}")
    /// F7.
    public static let F7 = XCUIKeyboardKey("\u{F70A}")
    /// F8.
    public static let F8 = XCUIKeyboardKey("\u{F70B}")
    /// F9.
    public static let F9 = XCUIKeyboardKey("\u{F70C}")
    /// F10.
    public static let F10 = XCUIKeyboardKey("\u{F70D}")
    /// F11.
    public static let F11 = XCUIKeyboardKey("\u{F70E}")
    /// F12.
    public static let F12 = XCUIKeyboardKey("\u{F70F}")
    /// Forward Delete: deletes the character after the insertion point.
    public static let forwardDelete = XCUIKeyboardKey("\u{F728}")
    /// Home.
    public static let home = XCUIKeyboardKey("\u{F729}")
    /// End.
    public static let end = XCUIKeyboardKey("\u{F72B}")
    /// Page Up.
    public static let pageUp = XCUIKeyboardKey("\u{F72C}")
    /// Page Down.
    public static let pageDown = XCUIKeyboardKey("\u{F72D}")
}
