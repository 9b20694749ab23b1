extension UIBarButtonItem {
    /// How an item's title is drawn: regular (`.plain`) or bold (`.done`).
    public enum Style: Int, Sendable {
        case plain = 0
        @available(iOS, introduced: 2.0, deprecated: 8.0, message: "Use UIBarButtonItemStylePlain when minimum deployment target is iOS7 or later")
        case bordered = 1
        case done = 2

        /// iOS 26: a prominent item (not grouped with others, drawn emphasized); UIKit's
        /// `UIBarButtonItemStyleProminent` has `done`'s raw value 2, so it is the same style.
        public static var prominent: UIBarButtonItem.Style { .done }
    }
}
