import UIKit

extension XCUIElement {
    /// The modifier keys held while `typeKey(_:modifierFlags:)` presses a key.
    public struct KeyModifierFlags: OptionSet, Hashable, Sendable {
        /// The flags' bits (XCUITest's values: Caps Lock 1, Shift 2, Control 4, Option 8,
        /// Command 16, Function 32).
        public let rawValue: UInt

        /// Flags from their bits.
        ///
        /// - Parameter rawValue: The flags' bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Caps Lock.
        public static let capsLock = KeyModifierFlags(rawValue: 1 << 0)
        /// Shift.
        public static let shift = KeyModifierFlags(rawValue: 1 << 1)
        /// Control.
        public static let control = KeyModifierFlags(rawValue: 1 << 2)
        /// Option (Alt).
        public static let option = KeyModifierFlags(rawValue: 1 << 3)
        /// Command.
        public static let command = KeyModifierFlags(rawValue: 1 << 4)
        /// Function (Fn).
        public static let function = KeyModifierFlags(rawValue: 1 << 5)
        /// Caps Lock (the name UIKit uses).
        public static let alphaShift = capsLock
        /// Option (the name UIKit uses).
        public static let alternate = option

        /// The same modifiers as UIKit's flags (`UIKey.modifierFlags`).
        var uiKitFlags: UIKeyModifierFlags {
            var flags: UIKeyModifierFlags = []
            if contains(.capsLock) { flags.insert(.alphaShift) }
            if contains(.shift) { flags.insert(.shift) }
            if contains(.control) { flags.insert(.control) }
            if contains(.option) { flags.insert(.alternate) }
            if contains(.command) { flags.insert(.command) }
            return flags
        }
    }
}
