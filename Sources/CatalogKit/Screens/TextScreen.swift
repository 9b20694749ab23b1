import UIKit
import UIKitTesting

/// Text in several scripts (Latin, Hangul, Han, Japanese, Arabic right to left), wrapping,
/// truncation and alignment, and a text entry that takes typed text.
@MainActor
final class TextScreen: UIViewController, CatalogScreen {
    let screenTitle = "Text"
    var log = EventLog()
    let entry = TextEntryView(frame: CGRect(x: 20, y: 16, width: 350, height: 44))

    private let samples: [(String, UIFont, NSTextAlignment)] = [
        ("Hello, UIKit on Linux!", .systemFont(ofSize: 22, weight: .bold), .natural),
        ("안녕하세요, 리눅스의 UIKit입니다.", .systemFont(ofSize: 17), .natural),
        ("你好，世界。这是简体中文。", .systemFont(ofSize: 17), .natural),
        ("繁體中文：歡迎使用。", .systemFont(ofSize: 17), .natural),
        ("こんにちは、世界。日本語のテキスト。", .systemFont(ofSize: 17), .natural),
        ("مرحبا بالعالم، هذا نص عربي.", .systemFont(ofSize: 17), .right),
    ]

    override func loadView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        root.backgroundColor = .systemBackground
        view = root

        entry.autoresizingMask = [.flexibleWidth]
        entry.onEdit = { [weak self] change in self?.log.append("text: \(change)") }
        root.addSubview(entry)

        var y: CGFloat = 76
        for (text, font, alignment) in samples {
            let label = UILabel(frame: CGRect(x: 20, y: y, width: 350, height: 30))
            label.autoresizingMask = [.flexibleWidth]
            label.text = text
            label.font = font
            label.textAlignment = alignment
            root.addSubview(label)
            y += 34
        }

        let wrapped = UILabel(frame: CGRect(x: 20, y: y + 8, width: 350, height: 70))
        wrapped.autoresizingMask = [.flexibleWidth]
        wrapped.numberOfLines = 3
        wrapped.lineBreakMode = .byTruncatingTail
        wrapped.textColor = .secondaryLabel
        wrapped.font = .systemFont(ofSize: 15)
        wrapped.text = "Labels wrap at word boundaries and truncate the last line with an ellipsis when "
            + "the text needs more lines than numberOfLines allows; this sentence keeps going so that "
            + "it does, even in a wide window."
        root.addSubview(wrapped)

        let centered = UILabel(frame: CGRect(x: 20, y: y + 90, width: 350, height: 24))
        centered.autoresizingMask = [.flexibleWidth]
        centered.textAlignment = .center
        centered.attributedText = NSAttributedString(string: "Centered, attributed, tinted", attributes: [
            .foregroundColor: UIColor.systemIndigo, .font: UIFont.italicSystemFont(ofSize: 16),
        ])
        root.addSubview(centered)
    }

    func script(_ input: InputSimulator) {
        input.tap(entry)
        input.typeText("Hi")
        input.typeText(" 한글")
        input.pressKey(.keyboardDeleteOrBackspace)
    }
}
