extension XCUIElement {
    /// The width and height size classes an element reports (XCUITest's
    /// `XCUIUserInterfaceSizeClass`).
    public enum SizeClass: Int, Sendable {
        /// No size class (the element's traits have none).
        case unspecified = 0
        /// The compact size class (an iPhone's width in portrait).
        case compact = 1
        /// The regular size class (an iPad's width).
        case regular = 2
    }
}
