@_spi(Diagnostics) import CoreGraphics

/// The drawing environment of a PDF renderer (UIKit): start each page with `beginPage()`;
/// on the page, UIKit's coordinates apply (points, origin at the top-left, y down).
open class UIGraphicsPDFRendererContext: UIGraphicsRendererContext {
    let defaultBounds: CGRect
    private(set) var currentBounds: CGRect

    init(cgContext: CGContext, format: UIGraphicsPDFRendererFormat, bounds: CGRect) {
        defaultBounds = bounds
        currentBounds = bounds
        super.init(cgContext: cgContext, format: format)
    }

    /// The bounds of the current page.
    open var pdfContextBounds: CGRect { currentBounds }

    /// Ends the current page (if any) and starts one with the renderer's bounds.
    open func beginPage() {
        beginPage(withBounds: defaultBounds, pageInfo: [:])
    }

    /// Ends the current page (if any) and starts one of `bounds`.
    open func beginPage(withBounds bounds: CGRect, pageInfo: [String: Any]) {
        let page = bounds.standardized
        var box = CGRect(origin: .zero, size: page.size)
        cgContext.beginPage(mediaBox: &box)
        // UIKit's page space: y down from the top-left of `bounds`.
        cgContext.translateBy(x: 0, y: page.height)
        cgContext.scaleBy(x: 1, y: -1)
        cgContext.translateBy(x: -page.minX, y: -page.minY)
        currentBounds = page
    }

    /// Differs from UIKit: links are not written (Cairo's PDF links need tagged text);
    /// ignored with a log line.
    open func setURL(_ url: URL, for rect: CGRect) {
        FrameworkLog.log("UIGraphicsPDFRendererContext.setURL(_:for:): PDF links are not supported; ignored")
    }

    /// Differs from UIKit: named destinations are not written; ignored.
    open func addDestination(withName name: String, at point: CGPoint) {}

    /// Differs from UIKit: named destinations are not written; ignored.
    open func setDestinationWithName(_ name: String, for rect: CGRect) {}
}
