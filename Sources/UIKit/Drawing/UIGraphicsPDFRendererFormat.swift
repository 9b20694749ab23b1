/// The configuration of a PDF renderer (UIKit).
open class UIGraphicsPDFRendererFormat: UIGraphicsRendererFormat, @unchecked Sendable {
    /// Document metadata: `kCGPDFContextTitle`, `kCGPDFContextAuthor`,
    /// `kCGPDFContextSubject`, `kCGPDFContextKeywords`, `kCGPDFContextCreator`.
    open var documentInfo: [String: Any] = [:]

    public required init() {
        super.init()
    }
}
