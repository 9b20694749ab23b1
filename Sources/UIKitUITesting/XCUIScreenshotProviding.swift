/// Something a screenshot can be taken of: a screen (`XCUIScreen`) or an element (its frame).
@MainActor
public protocol XCUIScreenshotProviding: NSObjectProtocol {
    /// What it shows now, after pending layout and drawing.
    func screenshot() -> XCUIScreenshot
}
