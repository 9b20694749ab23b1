import Foundation

/// An RTF `\pict` group being read: its picture type, sizes and hexadecimal data.
struct RTFPicture {
    var format: DocumentImage.Format?
    /// `\picwgoal`/`\pichgoal`: the size to show, in twips.
    var goalWidth: Int?
    var goalHeight: Int?
    /// `\picscalex`/`\picscaley`: percentages applied to the goal size.
    var scaleX = 100
    var scaleY = 100
    /// The data's hexadecimal digits as read.
    var digits: [UInt8] = []
    /// Another picture type (`\wmetafile`, `\emfblip`, `\pict` with `\bin` data…): not read.
    var isUnsupported = false

    mutating func handle(_ word: String, _ parameter: Int?) {
        switch word {
        case "pngblip": format = .png
        case "jpegblip": format = .jpeg
        case "picwgoal": goalWidth = parameter
        case "pichgoal": goalHeight = parameter
        case "picscalex": scaleX = parameter ?? 100
        case "picscaley": scaleY = parameter ?? 100
        case "wmetafile", "emfblip", "macpict", "pmmetafile", "dibitmap", "wbitmap", "bin": isUnsupported = true
        default: break
        }
    }

    /// The picture's image; nil for other picture types or data that is not PNG or JPEG.
    var image: DocumentImage? {
        guard !isUnsupported else { return nil }
        let data = DocumentImage.bytes(fromHex: digits)
        guard let format = DocumentImage.format(of: data) ?? format, !data.isEmpty else { return nil }
        return DocumentImage(data: data, format: format)
    }

    /// The goal size scaled, in points (nil without both goals).
    var size: CGSize? {
        guard let width = goalWidth, let height = goalHeight, width > 0, height > 0 else { return nil }
        return CGSize(width: CGFloat(width) / 20 * CGFloat(scaleX) / 100, height: CGFloat(height) / 20 * CGFloat(scaleY) / 100)
    }
}
