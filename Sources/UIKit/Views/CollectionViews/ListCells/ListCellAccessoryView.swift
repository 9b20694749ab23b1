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
    /// Ours: the pop-up menu's pair of chevrons, 10 × 18 pt.
    static let popUpChevronsSize = CGSize(width: 10, height: 18)

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
        case .customView(let view, _):
            addSubview(view)
        case .delete, .insert, .reorder, .multiselect, .detail, .popUpMenu:
            break
        }
        // A custom view (a switch, a button) takes its own touches.
        isUserInteractionEnabled = accessory.actionHandler != nil || accessory.kind.isOutline || accessory.kind.isCustomView
            || accessory.kind.isPopUpMenu
    }

    /// The multiselect circle fills while the cell is selected.
    var isCellSelected = false {
        didSet {
            guard isCellSelected != oldValue, case .multiselect = accessory.kind else { return }
            setNeedsDisplay()
        }
    }

    /// The outline disclosure's chevron points down while its item is expanded.
    var isExpanded = false {
        didSet {
            guard isExpanded != oldValue, accessory.kind.isOutline else { return }
            glyphView?.transform = isExpanded ? CGAffineTransform(rotationAngle: .pi / 2) : .identity
        }
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
        case .delete, .insert, .multiselect, .detail: return CGSize(width: Self.controlDiameter, height: Self.controlDiameter)
        case .customView(let view, let fixed):
            if fixed { return view.bounds.size }
            let fitting = view.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude))
            return CGSize(width: max(0, fitting.width.isFinite ? fitting.width : 0), height: max(0, fitting.height.isFinite ? fitting.height : 0))
        case .reorder: return Self.gripSize
        case .popUpMenu: return Self.popUpChevronsSize
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
        // Bounds and center: the outline chevron may be rotated.
        glyphView?.bounds = CGRect(origin: .zero, size: glyphFrame.size)
        glyphView?.center = CGPoint(x: glyphFrame.midX, y: glyphFrame.midY)
        label?.frame = glyphFrame
        if case .customView(let view, let fixed) = accessory.kind {
            // UIKit: a fixed-size view keeps its size (centred); otherwise it gets the fitting size.
            view.bounds.size = fixed ? view.bounds.size : size
            view.center = CGPoint(x: glyphFrame.midX, y: glyphFrame.midY)
        }
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
        case .multiselect:
            // UIKit: an empty gray ring, or a tinted disc with a white checkmark when selected.
            if isCellSelected {
                (accessory.tintColor ?? tintColor ?? .systemBlue).setFill()
                UIBezierPath(ovalIn: box).fill()
                let check = UIBezierPath()
                check.lineWidth = 2
                check.lineCapStyle = .round
                check.lineJoinStyle = .round
                check.move(to: CGPoint(x: box.minX + box.width * 0.28, y: box.midY))
                check.addLine(to: CGPoint(x: box.minX + box.width * 0.44, y: box.minY + box.height * 0.66))
                check.addLine(to: CGPoint(x: box.minX + box.width * 0.72, y: box.minY + box.height * 0.34))
                UIColor.white.setStroke()
                check.stroke()
            } else {
                let ring = UIBezierPath(ovalIn: box.insetBy(dx: 0.75, dy: 0.75))
                if let fill = accessory.backgroundColor {
                    fill.setFill()
                    ring.fill()
                }
                ring.lineWidth = 1.5
                UIColor.systemGray3.setStroke()
                ring.stroke()
            }
        case .detail:
            // UIKit: an "i" in a ring, in the tint color.
            let color = accessory.tintColor ?? tintColor ?? .systemBlue
            let ring = UIBezierPath(ovalIn: box.insetBy(dx: 0.75, dy: 0.75))
            ring.lineWidth = 1.5
            color.setStroke()
            ring.stroke()
            color.setFill()
            UIBezierPath(ovalIn: CGRect(x: box.midX - 1.25, y: box.minY + box.height * 0.22, width: 2.5, height: 2.5)).fill()
            UIBezierPath(rect: CGRect(x: box.midX - 1, y: box.minY + box.height * 0.40, width: 2, height: box.height * 0.38)).fill()
        case .popUpMenu:
            // UIKit: a small chevron pointing up above one pointing down.
            let chevrons = UIBezierPath()
            chevrons.lineWidth = 1.75
            chevrons.lineCapStyle = .round
            chevrons.lineJoinStyle = .round
            let gap = box.height * 0.12
            chevrons.move(to: CGPoint(x: box.minX, y: box.midY - gap - box.height * 0.22))
            chevrons.addLine(to: CGPoint(x: box.midX, y: box.minY + 1))
            chevrons.addLine(to: CGPoint(x: box.maxX, y: box.midY - gap - box.height * 0.22))
            chevrons.move(to: CGPoint(x: box.minX, y: box.midY + gap + box.height * 0.22))
            chevrons.addLine(to: CGPoint(x: box.midX, y: box.maxY - 1))
            chevrons.addLine(to: CGPoint(x: box.maxX, y: box.midY + gap + box.height * 0.22))
            (accessory.tintColor ?? .secondaryLabel).setStroke()
            chevrons.stroke()
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
        if !handlesTaps { super.touchesBegan(touches, with: event) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !handlesTaps { super.touchesCancelled(touches, with: event) }
    }

    private var handlesTaps: Bool { accessory.actionHandler != nil || accessory.kind.isOutline || accessory.kind.isPopUpMenu }

    /// UIKit: tapping the delete or insert control calls its action handler (and does not
    /// select the row).
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard handlesTaps else {
            super.touchesEnded(touches, with: event)
            return
        }
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        if let handler = accessory.actionHandler {
            handler()
        } else if accessory.kind.isPopUpMenu, let cell = superview as? UICollectionViewListCell {
            cell.presentPopUpMenu()
        } else if let cell = superview as? UICollectionViewListCell {
            cell.toggleOutline()
        }
    }
}

extension UICellAccessory.Kind {
    /// Which accessory type this is, ignoring associated values.
    private var typeIndex: Int {
        switch self {
        case .disclosureIndicator: return 0
        case .checkmark: return 1
        case .delete: return 2
        case .insert: return 3
        case .reorder: return 4
        case .outlineDisclosure: return 5
        case .multiselect: return 6
        case .detail: return 7
        case .label: return 8
        case .customView: return 9
        case .popUpMenu: return 10
        }
    }

    func isSameType(as other: Self) -> Bool { typeIndex == other.typeIndex }

    var isCustomView: Bool {
        if case .customView = self { return true }
        return false
    }

    var isPopUpMenu: Bool {
        if case .popUpMenu = self { return true }
        return false
    }

    var isOutline: Bool {
        if case .outlineDisclosure = self { return true }
        return false
    }

    var isChevron: Bool {
        switch self {
        case .disclosureIndicator, .outlineDisclosure: return true
        default: return false
        }
    }
}
