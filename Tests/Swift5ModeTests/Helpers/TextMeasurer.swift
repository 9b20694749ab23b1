import UIKit

/// Builds styled text and measures it (no isolation).
final class TextMeasurer {
    let font: UIFont
    let color: UIColor

    init(font: UIFont = .systemFont(ofSize: 17), color: UIColor = .label) {
        self.font = font
        self.color = color
    }

    func attributed(_ text: String) -> NSAttributedString {
        let paragraph = NSMutableParagraphStyle()
        paragraph.lineBreakMode = .byWordWrapping
        return NSAttributedString(string: text, attributes: [
            .font: font,
            .foregroundColor: color,
            .paragraphStyle: paragraph,
        ])
    }

    func height(of text: String, width: CGFloat) -> CGFloat {
        let rect = attributed(text).boundingRect(with: CGSize(width: width, height: CGFloat.greatestFiniteMagnitude),
                                                 options: [.usesLineFragmentOrigin, .usesFontLeading], context: nil)
        return ceil(rect.height)
    }

    func singleLineSize(of text: String) -> CGSize {
        (text as NSString).size(withAttributes: [.font: font])
    }
}
