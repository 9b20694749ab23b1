/// The state of a PDF context: where the bytes go and which page is open.
final class PDFBacking {
    let consumer: CGDataConsumer
    /// The media box used when a page does not give its own (CoreGraphics: US Letter,
    /// 612 × 792 points, when the context was created without one).
    let defaultMediaBox: CGRect
    var pageMediaBox: CGRect
    var isInPage = false
    var isClosed = false

    init(consumer: CGDataConsumer, mediaBox: CGRect) {
        self.consumer = consumer
        defaultMediaBox = mediaBox
        pageMediaBox = mediaBox
    }
}
