@_spi(Diagnostics) import CoreGraphics
import Foundation

/// Creates PDF documents from drawing actions (UIKit), through Cairo's PDF surface: paths,
/// gradients and text stay vectors; images (and layer shadows) are embedded as images.
open class UIGraphicsPDFRenderer: UIGraphicsRenderer {
    private let pdfFormat: UIGraphicsPDFRendererFormat

    /// UIKit: an empty `bounds` means US Letter (612 × 792 points).
    public init(bounds: CGRect, format: UIGraphicsPDFRendererFormat) {
        pdfFormat = format
        let page = bounds.isEmpty ? CGRect(x: 0, y: 0, width: 612, height: 792) : bounds
        super.init(bounds: page, format: format)
    }

    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .default())
    }

    open override var format: UIGraphicsPDFRendererFormat { pdfFormat }

    /// The document drawn by `actions`.
    open func pdfData(actions: (UIGraphicsPDFRendererContext) -> Void) -> Data {
        let data = NSMutableData()
        guard let consumer = CGDataConsumer(data: data) else { return Data() }
        run(consumer, actions)
        return data as Data
    }

    /// Writes the document drawn by `actions` to the file at `url`.
    open func writePDF(to url: URL, withActions actions: (UIGraphicsPDFRendererContext) -> Void) throws {
        guard let consumer = CGDataConsumer(url: url) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
        run(consumer, actions)
    }

    private func run(_ consumer: CGDataConsumer, _ actions: (UIGraphicsPDFRendererContext) -> Void) {
        var box = CGRect(origin: .zero, size: bounds.size)
        guard let cgContext = CGContext(consumer: consumer, mediaBox: &box, pdfFormat.documentInfo) else {
            FrameworkLog.log("UIGraphicsPDFRenderer: cannot create a PDF context for \(bounds)")
            return
        }
        let context = UIGraphicsPDFRendererContext(cgContext: cgContext, format: pdfFormat, bounds: bounds)
        UIGraphicsPushContext(cgContext)
        actions(context)
        UIGraphicsPopContext()
        cgContext.closePDF()
    }
}
