/// Where drawing put an attachment: the image's rectangle in the drawing's coordinates (y down).
struct TextAttachmentPlacement: Sendable {
    var rect: CGRect
    var image: UIImage?
    var tint: TextRGBA?
}
