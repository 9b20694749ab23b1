extension UIBarButtonItem {
    /// How an item's title is drawn: regular (`.plain`) or bold (`.done`).
    public enum Style: Int, Sendable {
        case plain = 0
        @available(iOS, introduced: 2.0, deprecated: 8.0, message: "Use UIBarButtonItemStylePlain when minimum deployment target is iOS7 or later")
        case bordered = 1
        case done = 2
    }
}
