import Foundation
import UIKit

/// Data a test keeps for later: a screenshot, an image, text. `add(_:)` on the test case
/// writes it to a file (swift-corelibs-xctest has no attachments of its own, and no result
/// bundle): `$OPENUIKIT_ATTACHMENTS_DIR` if set, else `OpenUIKitAttachments` in the
/// temporary directory, in a folder per test (`<TestCase>/<test>/<name>.<extension>`);
/// the path is printed. An attachment whose `lifetime` is `.deleteOnSuccess` (the default,
/// as in XCTest) is removed when its test passes.
///
///     let attachment = XCTAttachment(screenshot: app.screenshot())
///     attachment.name = "Settings"
///     attachment.lifetime = .keepAlways
///     add(attachment)
open class XCTAttachment: NSObject {
    /// How long an attachment is kept.
    public enum Lifetime: Int, Sendable {
        /// Kept whether the test passes or fails.
        case keepAlways = 0
        /// Kept only when the test fails.
        case deleteOnSuccess = 1
    }

    /// The attachment's name (its file's name, without extension); nil: "Attachment <n>".
    open var name: String?

    /// Whether the attachment is kept when its test passes (`.deleteOnSuccess` by default).
    open var lifetime: Lifetime = .deleteOnSuccess

    let payload: Data
    /// The file extension its data is written with.
    let fileExtension: String

    init(payload: Data, fileExtension: String) {
        self.payload = payload
        self.fileExtension = fileExtension
        super.init()
    }

    /// A screenshot, kept as a PNG file.
    ///
    /// - Parameter screenshot: The screenshot (`XCUIScreen.main.screenshot()`, an element's).
    @preconcurrency @MainActor  // Swift 5 mode suites make it in unisolated test methods
    public convenience init(screenshot: XCUIScreenshot) {
        self.init(payload: screenshot.pngRepresentation, fileExtension: "png")
    }

    /// An image, kept as a PNG file.
    ///
    /// - Parameter image: The image.
    @preconcurrency @MainActor
    public convenience init(image: UIImage) {
        self.init(payload: image.pngData() ?? Data(), fileExtension: "png")
    }

    /// Text, kept as a UTF-8 text file.
    ///
    /// - Parameter string: The text.
    public convenience init(string: String) {
        self.init(payload: Data(string.utf8), fileExtension: "txt")
    }

    /// Data, kept as it is (a `.bin` file).
    ///
    /// - Parameter payload: The data.
    public convenience init(data payload: Data) {
        self.init(payload: payload, fileExtension: "bin")
    }
}
