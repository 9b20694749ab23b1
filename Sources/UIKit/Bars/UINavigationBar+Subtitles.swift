import Foundation

extension UINavigationBar {
    /// iOS 26: the top item's subtitle (`attributedSubtitle` over `subtitle`) is drawn on a
    /// second line under the title, in the footnote size and the secondary label color (our
    /// metrics; UIKit does not publish them). Large titles show `largeTitle` when set; the
    /// large subtitles and the subtitle views are kept on the item, not drawn.
    func _applySubtitle(of item: UINavigationItem?) {
        titleLabel.numberOfLines = 1
        guard let item, item.titleView == nil else { return }
        if let largeTitle = item.largeTitle { largeTitleLabel.text = largeTitle }
        let subtitle: NSAttributedString?
        if let attributed = item.attributedSubtitle, attributed.length > 0 {
            subtitle = attributed
        } else if let plain = item.subtitle, !plain.isEmpty {
            subtitle = NSAttributedString(string: plain)
        } else {
            subtitle = nil
        }
        guard let subtitle else { return }
        let text = NSMutableAttributedString(string: item.title ?? "", attributes: [
            .font: titleLabel.font as Any,
            .foregroundColor: titleLabel.textColor as Any,
        ])
        text.append(NSAttributedString(string: "\n"))
        let styledSubtitle = NSMutableAttributedString(attributedString: subtitle)
        let whole = NSRange(location: 0, length: styledSubtitle.length)
        styledSubtitle.enumerateAttributes(in: whole) { attributes, range, _ in
            if attributes[.font] == nil { styledSubtitle.addAttribute(.font, value: UIFont.systemFont(ofSize: 13), range: range) }
            if attributes[.foregroundColor] == nil {
                styledSubtitle.addAttribute(.foregroundColor, value: UIColor.secondaryLabel, range: range)
            }
        }
        text.append(styledSubtitle)
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = .center
        text.addAttribute(.paragraphStyle, value: paragraph, range: NSRange(location: 0, length: text.length))
        titleLabel.numberOfLines = 2
        titleLabel.attributedText = text
    }
}
