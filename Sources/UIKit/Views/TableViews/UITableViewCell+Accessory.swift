import Foundation

extension UITableViewCell {
    /// Ours (iOS's look, not a documented figure): the gap between the detail button and the
    /// chevron of `.detailDisclosureButton`.
    static let accessoryGap: CGFloat = 12

    func _setAccessoryView(_ view: UIView?, editing: Bool) {
        let old = editing ? configurationStorage.editingAccessoryView : configurationStorage.accessoryView
        if old !== view, old?.superview === self { old?.removeFromSuperview() }
        if editing { configurationStorage.editingAccessoryView = view } else { configurationStorage.accessoryView = view }
        setNeedsLayout()
    }

    /// Whether the editing accessories show. Set by the table's editing mode when it has one.
    var showsEditingAccessories: Bool { configurationStorage.showsEditingAccessories }

    /// The accessory view or type in effect.
    private var currentAccessory: (view: UIView?, type: AccessoryType) {
        showsEditingAccessories
            ? (configurationStorage.editingAccessoryView, configurationStorage.editingAccessoryType)
            : (configurationStorage.accessoryView, accessoryType)
    }

    /// The detail (ⓘ) button of `.detailButton` and `.detailDisclosureButton`, made on first use.
    var detailButton: UIButton {
        if let button = configurationStorage.detailButton { return button }
        let button = UIButton(type: .detailDisclosure)
        button.addAction(UIAction { [weak self] _ in self?.detailButtonTapped() }, for: .touchUpInside)
        configurationStorage.detailButton = button
        return button
    }

    private func detailButtonTapped() {
        guard let table = superview as? UITableView, let indexPath = table.indexPath(for: self) else { return }
        table.tableDelegate?.tableView(table, accessoryButtonTappedForRowWith: indexPath)
    }

    /// Lays out the accessory at the trailing layout margin, vertically centred in
    /// `rowHeight`; returns the accessory area's leading x (`bounds.maxX` without one).
    /// UIKit: a custom accessory view keeps its size; the standard ones are drawn.
    func layoutAccessory(rowHeight: CGFloat) -> CGFloat {
        let (view, type) = currentAccessory
        let margin = UITableViewCell.contentMargin
        let keep = [configurationStorage.accessoryView, configurationStorage.editingAccessoryView]
        for other in keep where other !== view && other?.superview === self { other?.removeFromSuperview() }
        // UIKit: a table's section index keeps the accessory and the content out from under it.
        let reserve = configurationStorage.styleAppearance.trailingReserve
        var trailing = bounds.width - margin - reserve
        var views: [UIView] = []
        if let view {
            let size = view.bounds.size
            view.frame = CGRect(x: trailing - size.width, y: ((rowHeight - size.height) / 2).rounded(), width: size.width, height: size.height)
            views.append(view)
            trailing = view.frame.minX
        } else {
            let glyph: TableCellAccessoryGlyphView.Glyph?
            switch type {
            case .disclosureIndicator, .detailDisclosureButton: glyph = .chevron
            case .checkmark: glyph = .checkmark
            case .none, .detailButton: glyph = nil
            }
            if let glyph {
                let glyphView = configurationStorage.accessoryGlyph ?? TableCellAccessoryGlyphView(frame: .zero)
                configurationStorage.accessoryGlyph = glyphView
                glyphView.glyph = glyph
                let size = TableCellAccessoryGlyphView.size(of: glyph)
                glyphView.frame = CGRect(x: trailing - size.width, y: ((rowHeight - size.height) / 2).rounded(),
                                         width: size.width, height: size.height)
                views.append(glyphView)
                trailing = glyphView.frame.minX
            }
            if type == .detailButton || type == .detailDisclosureButton {
                if glyph != nil { trailing -= Self.accessoryGap }
                let button = detailButton
                let size = button.intrinsicContentSize
                button.frame = CGRect(x: trailing - size.width, y: ((rowHeight - size.height) / 2).rounded(),
                                      width: size.width, height: size.height)
                views.append(button)
                trailing = button.frame.minX
            }
        }
        let owned: [UIView?] = [configurationStorage.accessoryGlyph, configurationStorage.detailButton, view]
        for candidate in owned {
            guard let candidate else { continue }
            if views.contains(where: { $0 === candidate }) {
                if candidate.superview !== self { addSubview(candidate) }
            } else if candidate.superview === self {
                candidate.removeFromSuperview()
            }
        }
        return views.isEmpty ? bounds.width - reserve : trailing
    }
}
