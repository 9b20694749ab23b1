/// The result of laying out text: its lines and the size they use.
struct TextLayoutMetrics: Sendable {
    var lines: [TextLineBox] = []
    /// Width: the longest line with its indents; height: top of the first line to the bottom
    /// of the last.
    var usedSize: CGSize = .zero
    /// Some text was left out or replaced by an ellipsis.
    var isTruncated = false
    /// The width alignment used (the wrapping width, or the longest line).
    var containerWidth: CGFloat = 0
    /// Where drawing put the attachments' images (filled only by drawing).
    var attachments: [TextAttachmentPlacement] = []

    var firstBaseline: CGFloat { lines.first?.baseline ?? 0 }
    var lastBaseline: CGFloat { lines.last?.baseline ?? 0 }
}
