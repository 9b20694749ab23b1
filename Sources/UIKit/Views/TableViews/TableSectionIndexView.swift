import Foundation

/// The section index strip at a table's trailing edge (UIKit's private `UITableViewIndex`, a
/// `UIControl` floating above the rows): one title per entry, stacked in the middle of the
/// strip; a touch or a drag picks the entry under the finger and the table scrolls to its
/// section. Being a control, it keeps its touches from the table's scrolling.
@MainActor
final class TableSectionIndexView: UIControl {
    /// The strip's width and an entry's height (ours: UIKit's figures are not documented).
    static let width: CGFloat = 15
    static let standardEntryHeight: CGFloat = 16
    /// The index font (ours: a small semibold system font, as the iOS index looks).
    static let fontSize: CGFloat = 11

    private(set) var titles: [String] = []
    /// One view per title: a label, or the magnifying glass for `UITableView.indexSearch`.
    private var entries: [UIView] = []
    var textColor: UIColor = .systemBlue { didSet { entries.forEach(applyColor) } }
    var normalBackgroundColor: UIColor? { didSet { updateBackground() } }
    var trackingBackgroundColor: UIColor? { didSet { updateBackground() } }
    /// The entry the finger is on while tracking.
    private(set) var trackedEntry: Int?
    /// Hears the entry the finger moved onto (once per entry change).
    var entrySelected: ((Int) -> Void)?

    func setTitles(_ newTitles: [String]) {
        guard newTitles != titles else { return }
        titles = newTitles
        entries.forEach { $0.removeFromSuperview() }
        entries = newTitles.map { title in
            // UIKit: the search title shows as a magnifying glass.
            if title == UITableView.indexSearch {
                let glyph = TableSectionIndexSearchGlyphView(frame: .zero)
                glyph.color = textColor
                addSubview(glyph)
                return glyph
            }
            let label = UILabel(frame: .zero)
            label.text = title
            label.font = .systemFont(ofSize: Self.fontSize, weight: .semibold)
            label.textAlignment = .center
            label.textColor = textColor
            label.isUserInteractionEnabled = false
            addSubview(label)
            return label
        }
        setNeedsLayout()
    }

    /// Entries keep their height while they fit; a short strip squeezes them to fit.
    var entryHeight: CGFloat {
        guard !titles.isEmpty else { return 0 }
        return min(Self.standardEntryHeight, bounds.height / CGFloat(titles.count))
    }

    /// The frame of entry `index` in the strip (the entries centered vertically).
    func entryFrame(_ index: Int) -> CGRect {
        let height = entryHeight
        let top = (bounds.height - height * CGFloat(titles.count)) / 2
        return CGRect(x: 0, y: top + CGFloat(index) * height, width: bounds.width, height: height)
    }

    /// The entry at `y` (strip coordinates), clamped to the first and last: a finger above
    /// or below the entries picks the nearest one, as UIKit's index does.
    func entry(atY y: CGFloat) -> Int? {
        guard !titles.isEmpty, entryHeight > 0, y.isFinite else { return nil }
        let top = entryFrame(0).minY
        let index = Int(((y - top) / entryHeight).rounded(.down))
        return min(max(index, 0), titles.count - 1)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        for (index, entry) in entries.enumerated() { entry.frame = entryFrame(index) }
    }

    private func applyColor(_ entry: UIView) {
        if let label = entry as? UILabel { label.textColor = textColor }
        if let glyph = entry as? TableSectionIndexSearchGlyphView { glyph.color = textColor }
    }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        trackedEntry = nil
        updateBackground(tracking: true)
        track(touch)
        return true
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        track(touch)
        return true
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        trackedEntry = nil
        updateBackground(tracking: false)
    }

    override func cancelTracking(with event: UIEvent?) {
        trackedEntry = nil
        updateBackground(tracking: false)
    }

    private func track(_ touch: UITouch) {
        guard let index = entry(atY: touch.location(in: self).y), index != trackedEntry else { return }
        trackedEntry = index
        entrySelected?(index)
    }

    private func updateBackground(tracking: Bool? = nil) {
        let isTracking = tracking ?? (trackedEntry != nil)
        // UIKit: the tracking color shows while a finger is on the index; nil colors are clear.
        backgroundColor = isTracking ? trackingBackgroundColor : normalBackgroundColor
    }
}
