/// Something a screenshot can be taken of: a screen (`XCUIScreen`) or an element (its frame).
@preconcurrency @MainActor  // as Apple's XCTest from Objective-C: Swift 5 mode page objects call it unisolated
public protocol XCUIScreenshotProviding: NSObjectProtocol {
    /// What it shows now, after pending layout and drawing.
    func screenshot() -> XCUIScreenshot
}
