import UIKit

/// The on-screen event log: the latest control events and recognizer states, newest last.
@MainActor
final class EventLogView: UIView {
    private let titleLabel = UILabel()
    private let linesLabel = UILabel()
    private let log: EventLog
    /// How many lines fit is decided at layout; the label shows the newest ones.
    private var visibleLineCount = 6

    init(log: EventLog) {
        self.log = log
        super.init(frame: .zero)
        backgroundColor = .secondarySystemBackground
        titleLabel.text = "EVENT LOG"
        titleLabel.font = .systemFont(ofSize: 12, weight: .semibold)
        titleLabel.textColor = .secondaryLabel
        addSubview(titleLabel)
        linesLabel.font = .monospacedSystemFont(ofSize: 12, weight: .regular)
        linesLabel.textColor = .label
        linesLabel.numberOfLines = 0
        linesLabel.lineBreakMode = .byTruncatingTail
        addSubview(linesLabel)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = CGRect(x: 16, y: 8, width: bounds.width - 32, height: 16)
        linesLabel.frame = CGRect(x: 16, y: 28, width: bounds.width - 32, height: max(0, bounds.height - 36))
        let lineHeight = linesLabel.font.lineHeight
        // Lines in other scripts (Hangul, Han) are taller than the monospaced font's lines.
        visibleLineCount = max(1, Int(linesLabel.bounds.height / max(lineHeight * 1.2, 1)))
        refresh()
    }

    func refresh() {
        let text = log.lines.suffix(visibleLineCount).joined(separator: "\n")
        if linesLabel.text != text { linesLabel.text = text }
    }
}
