import UIKit

/// A minimal text field: a view that adopts UIKeyInput, becomes first responder when
/// tapped, and shows what was typed (typed text arrives through the platform's text input).
@MainActor
final class TextEntryView: UIView, UIKeyInput {
    private let label = UILabel()
    private(set) var text = ""
    var onEdit: ((String) -> Void)?
    var placeholder = "Tap, then type" { didSet { updateLabel() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        layer.cornerRadius = 8
        layer.borderWidth = 1
        layer.borderColor = UIColor.systemGray3.cgColor
        label.font = .systemFont(ofSize: 17)
        addSubview(label)
        updateLabel()
    }

    required init?(coder: NSCoder) { nil }

    override var canBecomeFirstResponder: Bool { true }

    override func becomeFirstResponder() -> Bool {
        let became = super.becomeFirstResponder()
        if became { layer.borderColor = tintColor.cgColor }
        return became
    }

    override func resignFirstResponder() -> Bool {
        let resigned = super.resignFirstResponder()
        if resigned { layer.borderColor = UIColor.systemGray3.cgColor }
        return resigned
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        _ = becomeFirstResponder()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 12, dy: 0)
    }

    var hasText: Bool { !text.isEmpty }

    func insertText(_ text: String) {
        self.text += text
        updateLabel()
        onEdit?("insertText \"\(text)\"")
    }

    func deleteBackward() {
        guard !text.isEmpty else { return }
        text.removeLast()
        updateLabel()
        onEdit?("deleteBackward")
    }

    private func updateLabel() {
        label.text = text.isEmpty ? placeholder : text
        label.textColor = text.isEmpty ? .placeholderText : .label
    }
}
