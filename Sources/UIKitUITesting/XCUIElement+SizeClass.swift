extension XCUIElement {
    /// The width and height size classes an element reports (XCUITest's
    /// `XCUIUserInterfaceSizeClass`).
    public enum SizeClass: Int, Sendable {
        case unspecified = 0
        case compact = 1
        case regular = 2
    }
}
