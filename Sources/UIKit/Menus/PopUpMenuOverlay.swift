import Foundation

/// The menu a list cell's pop-up menu accessory, a button's primary-action menu or a context
/// menu (`UIContextMenuInteraction`) presents: a
/// vertical list of the menu's
/// elements (inline submenus flattened in order, a checkmark before the selected ones) over a
/// view that covers the window. A tap on a row picks it; a tap anywhere else only dismisses.
///
/// Ours (not documented): rows 44 pt tall, the list 250 pt wide with 8 pt from the window's
/// edges, below the cell with its trailing edge at the cell's trailing margin (above the cell
/// when it does not fit below; a cell's list ends at its 16-pt margin, a button's at its edge).
@MainActor
final class PopUpMenuOverlay: UIView {
    static let rowHeight: CGFloat = 44
    static let listWidth: CGFloat = 250
    static let edgeMargin: CGFloat = 8

    let menu: UIMenu
    /// The rows, in order.
    let elements: [UIMenuElement]
    /// The list, in the overlay's (the window's) coordinates.
    let listView: UIView
    private let choose: @MainActor (UIMenuElement) -> Void
    /// The cell that presented it.
    weak var owner: UIView?
    /// Told (with the overlay's point) when a touch ends outside the list: the overlay is gone
    /// and nothing was chosen (a context menu ends its interaction).
    var dismissedWithoutChoice: (@MainActor (CGPoint) -> Void)?
    /// A context menu's lifted preview, under the list.
    var liftedPreview: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let liftedPreview { insertSubview(liftedPreview, belowSubview: listView) }
        }
    }

    init(menu: UIMenu, anchor: CGRect, in window: UIWindow, trailingMargin: CGFloat,
         rightToLeft: Bool, choose: @escaping @MainActor (UIMenuElement) -> Void) {
        self.menu = menu
        // UIKit: hidden elements are not shown.
        elements = Self.rows(of: menu).filter { !Self.attributes(of: $0).contains(.hidden) }
        self.choose = choose
        listView = UIView(frame: .zero)
        super.init(frame: window.bounds)
        backgroundColor = nil
        isOpaque = false

        let height = CGFloat(elements.count) * Self.rowHeight
        let width = min(Self.listWidth, max(0, bounds.width - 2 * Self.edgeMargin))
        var x = rightToLeft ? anchor.minX + trailingMargin : anchor.maxX - trailingMargin - width
        x = min(max(x, Self.edgeMargin), max(Self.edgeMargin, bounds.width - Self.edgeMargin - width))
        var y = anchor.maxY
        if y + height > bounds.height - Self.edgeMargin, anchor.minY - height >= Self.edgeMargin { y = anchor.minY - height }
        listView.frame = CGRect(x: x, y: y, width: width, height: height)
        listView.backgroundColor = .secondarySystemBackground
        listView.layer.cornerRadius = 13
        listView.layer.masksToBounds = true
        listView.isUserInteractionEnabled = false
        addSubview(listView)

        let checkSize = TableCellAccessoryGlyphView.size(of: .checkmark)
        for (index, element) in elements.enumerated() {
            let row = CGRect(x: 0, y: CGFloat(index) * Self.rowHeight, width: width, height: Self.rowHeight)
            let label = UILabel(frame: CGRect(x: 40, y: row.minY, width: max(0, width - 56), height: Self.rowHeight))
            label.text = element.title
            label.font = .preferredFont(forTextStyle: .body)
            let attributes = Self.attributes(of: element)
            label.textColor = attributes.contains(.disabled) ? .tertiaryLabel
                : attributes.contains(.destructive) ? .systemRed : .label
            listView.addSubview(label)
            if (element as? UIAction)?.state == .on {
                let check = TableCellAccessoryGlyphView(frame: CGRect(x: 16, y: row.midY - checkSize.height / 2,
                                                                      width: checkSize.width, height: checkSize.height))
                check.glyph = .checkmark
                check.tintColor = .label
                listView.addSubview(check)
            }
        }
    }

    required init?(coder: NSCoder) {
        preconditionFailure("PopUpMenuOverlay is made by a pop-up menu accessory or a button, not from a coder")
    }

    static func attributes(of element: UIMenuElement) -> UIMenuElement.Attributes {
        (element as? UIAction)?.attributes ?? (element as? UICommand)?.attributes ?? []
    }

    /// The leaves of a menu in display order (submenus flattened).
    static func rows(of menu: UIMenu) -> [UIMenuElement] {
        menu.children.flatMap { child -> [UIMenuElement] in
            if let submenu = child as? UIMenu { return rows(of: submenu) }
            if let deferred = child as? UIDeferredMenuElement { return rows(of: UIMenu(children: deferred.resolvedElements())) }
            return [child]
        }
    }

    /// UIKit: picking an action in a single-selection menu (or an inline single-selection
    /// submenu) makes it the selected element: its state `.on`, its siblings' `.off`.
    static func select(_ action: UIAction, in menu: UIMenu) {
        if menu.options.contains(.singleSelection), rows(of: menu).contains(where: { $0 === action }) {
            for case let leaf as UIAction in rows(of: menu) { leaf.state = leaf === action ? .on : .off }
            return
        }
        for case let submenu as UIMenu in menu.children { select(action, in: submenu) }
    }

    /// The selected element of a single-selection menu (the first action whose state is `.on`).
    static func selectedAction(in menu: UIMenu) -> UIAction? {
        rows(of: menu).lazy.compactMap { $0 as? UIAction }.first { $0.state == .on }
    }

    private func rowIndex(at point: CGPoint) -> Int? {
        guard listView.frame.contains(point) else { return nil }
        let index = Int(((point.y - listView.frame.minY) / Self.rowHeight).rounded(.down))
        return elements.indices.contains(index) ? index : nil
    }

    /// The frame of row `index` in the overlay's coordinates.
    func rowFrame(_ index: Int) -> CGRect {
        CGRect(x: listView.frame.minX, y: listView.frame.minY + CGFloat(index) * Self.rowHeight,
               width: listView.frame.width, height: Self.rowHeight)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let point = touches.first?.location(in: self) else { return }
        if let index = rowIndex(at: point), Self.attributes(of: elements[index]).contains(.disabled) {
            return  // UIKit: a disabled element does nothing; the menu stays.
        }
        removeFromSuperview()
        guard let index = rowIndex(at: point) else {
            dismissedWithoutChoice?(point)
            return
        }
        choose(elements[index])
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}
