import Foundation

/// Shows one `UICellAccessory` in a list cell: the table's chevron or checkmark glyph, a
/// drawn editing control (minus or plus circle, reorder grip), or a label. Its frame is the
/// width the accessory reserves; the glyph sits centered in it.
@MainActor
final class ListCellAccessoryView: UIView {
    let accessory: UICellAccessory
    private var glyphView: TableCellAccessoryGlyphView?
    private var label: UILabel?

    /// Ours (not documented): the editing circles are 22 pt across, the grip 20 × 14 pt; the
    /// standard reserved width is the width of the editing circles.
    static let controlDiameter: CGFloat = 22
    static let gripSize = CGSize(width: 20, height: 14)
    static let standardWidth: CGFloat = 22

    init(accessory: UICellAccessory) {
        self.accessory = accessory
        super.init(frame: .zero)
        isOpaque = false
        backgroundColor = .clear
        contentMode = .redraw
        tintColor = accessory.tintColor
        switch accessory.kind {
        case .disclosureIndicator, .checkmark, .outlineDisclosure:
            let glyph = TableCellAccessoryGlyphView(frame: .zero)
            glyph.glyph = accessory.kind.isChevron ? .chevron : .checkmark
            addSubview(glyph)
            glyphView = glyph
        case .label(let text, let font):
            let label = UILabel(frame: .zero)
            label.text = text
            label.font = font ?? .preferredFont(forTextStyle: .body)
            label.textColor = accessory.tintColor ?? .secondaryLabel
            addSubview(label)
            self.label = label
        case .delete, .insert, .reorder:
            break
        }
        isUserInteractionEnabled = accessory.actionHandler != nil
    }

    required init?(coder: NSCoder) {
        accessory = .checkmark()
        super.init(coder: coder)
    }

    /// The glyph's own size.
    var actualSize: CGSize {
        switch accessory.kind {
        case .disclosureIndicator, .outlineDisclosure: return TableCellAccessoryGlyphView.size(of: .chevron)
        case .checkmark: return TableCellAccessoryGlyphView.size(of: .checkmark)
        case .delete, .insert: return CGSize(width: Self.controlDiameter, height: Self.controlDiameter)
        case .reorder: return Self.gripSize
        case .label:
            let size = label?.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)) ?? .zero
            return CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
        }
    }

    /// The width the accessory takes beside the content (`reservedLayoutWidth`).
    var reservedWidth: CGFloat {
        let actual = actualSize.width
        switch accessory.reservedLayoutWidth {
        case .actual: return actual
        case .standard: return max(actual, Self.standardWidth)
        case .custom(let width):
            // A custom width that is not a finite, non-negative number falls back to the actual width.
            return width.isFinite && width >= 0 ? width : actual
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let size = actualSize
        let glyphFrame = CGRect(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2,
                                width: size.width, height: size.height)
        glyphView?.frame = glyphFrame
        label?.frame = glyphFrame
    }

    override func draw(_ rect: CGRect) {
        let size = actualSize
        let box = CGRect(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2,
                         width: size.width, height: size.height)
        switch accessory.kind {
        case .delete, .insert:
            let isDelete = if case .delete = accessory.kind { true } else { false }
            (accessory.backgroundColor ?? (isDelete ? .systemRed : .systemGreen)).setFill()
            UIBezierPath(ovalIn: box).fill()
            let symbol = UIBezierPath()
            symbol.lineWidth = 2
            symbol.lineCapStyle = .round
            let arm = box.width * 0.27
            symbol.move(to: CGPoint(x: box.midX - arm, y: box.midY))
            symbol.addLine(to: CGPoint(x: box.midX + arm, y: box.midY))
            if !isDelete {
                symbol.move(to: CGPoint(x: box.midX, y: box.midY - arm))
                symbol.addLine(to: CGPoint(x: box.midX, y: box.midY + arm))
            }
            (accessory.tintColor ?? .white).setStroke()
            symbol.stroke()
        case .reorder:
            // UIKit: three gray bars.
            (accessory.tintColor ?? .systemGray).setFill()
            for index in 0..<3 {
                let y = box.minY + CGFloat(index) * (box.height - 2) / 2
                UIBezierPath(rect: CGRect(x: box.minX, y: y, width: box.width, height: 2)).fill()
            }
        default:
            break
        }
    }

    /// An accessory with an action keeps its touches (the row does not highlight under it).
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if accessory.actionHandler == nil { super.touchesBegan(touches, with: event) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if accessory.actionHandler == nil { super.touchesCancelled(touches, with: event) }
    }

    /// UIKit: tapping the delete or insert control calls its action handler (and does not
    /// select the row).
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let handler = accessory.actionHandler else {
            super.touchesEnded(touches, with: event)
            return
        }
        if let touch = touches.first, bounds.contains(touch.location(in: self)) { handler() }
    }
}

extension UICellAccessory.Kind {
    var isChevron: Bool {
        switch self {
        case .disclosureIndicator, .outlineDisclosure: return true
        default: return false
        }
    }
}
