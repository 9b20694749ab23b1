import UIKit

/// Builds styled text and measures it; fonts and colors are `Sendable` and string measuring is
/// nonisolated, so it needs no isolation.
final class TextMeasurer {
    let font: UIFont
    let color: UIColor

    init(font: UIFont = .systemFont(ofSize: 17), color: UIColor = .label) {
        self.font = font
        self.color = color
    }

    func attributed(_ text: String) -> NSAttributedString {
        NSAttributedString(string: text, attributes: [.font: font, .foregroundColor: color])
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
