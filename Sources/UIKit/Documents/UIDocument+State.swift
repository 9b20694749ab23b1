extension UIDocument {
    /// The states a document can be in (UIKit's raw values; `.normal` is none of the others).
    public struct State: OptionSet, @unchecked Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Open, editable, with no conflict or error.
        public static var normal: State { State([]) }
        /// Not open (before `open` succeeds, after `close`), or reading failed.
        public static var closed: State { State(rawValue: 1 << 0) }
        /// Other versions of the file conflict with this one.
        public static var inConflict: State { State(rawValue: 1 << 1) }
        /// The last save (or revert) failed.
        public static var savingError: State { State(rawValue: 1 << 2) }
        /// Not safe to edit now.
        public static var editingDisabled: State { State(rawValue: 1 << 3) }
        /// Downloading or uploading, with `progress` (iOS 9).
        public static var progressAvailable: State { State(rawValue: 1 << 4) }
    }
}
