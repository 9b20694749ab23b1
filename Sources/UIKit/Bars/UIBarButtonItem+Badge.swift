import Foundation

extension UIBarButtonItem {
    /// iOS 26: a badge drawn on a bar button item: a count, a short string, or an indicator
    /// dot. OpenUIKit draws it at the item's top trailing corner: a capsule in
    /// `backgroundColor` (system red by default) with the text in `foregroundColor` (white)
    /// and `font` (the caption font; assumed metrics).
    @MainActor
    public struct Badge {
        /// The text shown (nil for an indicator).
        public private(set) var stringValue: String?
        /// nil: the system default (red).
        public var backgroundColor: UIColor?
        /// nil: the system default (white).
        public var foregroundColor: UIColor?
        /// nil: the system default.
        public var font: UIFont?

        /// A badge showing `count` (formatted for the current locale).
        public static func count(_ count: Int) -> UIBarButtonItem.Badge {
            let formatter = NumberFormatter()
            formatter.numberStyle = .decimal
            formatter.locale = .current
            return Badge(stringValue: formatter.string(from: NSNumber(value: count)) ?? "\(count)")
        }

        /// A badge showing `string`.
        public static func string(_ string: String) -> UIBarButtonItem.Badge {
            Badge(stringValue: string)
        }

        /// An empty badge: only its background shows.
        public static func indicator() -> UIBarButtonItem.Badge {
            Badge(stringValue: nil)
        }

        init(stringValue: String?) {
            self.stringValue = stringValue
        }
    }

    /// iOS 26: the badge drawn on the item (nil: none).
    public var badge: UIBarButtonItem.Badge? {
        get { badgeStorage }
        set { badgeStorage = newValue }
    }
}
