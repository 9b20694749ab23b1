import Foundation

extension UICollectionViewListCell {
    /// Ours (not documented): 8 pt between neighbouring accessories.
    static let accessorySpacing: CGFloat = 8

    func rebuildAccessoryViews() {
        for view in accessoryViews { view.removeFromSuperview() }
        accessoryViews = accessories.map { ListCellAccessoryView(accessory: $0) }
        for view in accessoryViews {
            view.isExpanded = outlineExpanded
            addSubview(view)
        }
        setNeedsLayout()
    }

    /// UIKit: `.whenEditing` accessories show while the collection view `isEditing`.
    var isListEditing: Bool { (superview as? UICollectionView)?.isEditingItem(of: self) ?? false }

    /// UIKit: the leading accessories sit at the leading margin (moved by the indentation when
    /// `indentsAccessories`), the trailing ones end at the trailing margin, and the content
    /// view fills the space between them, indented by `indentationLevel × indentationWidth`.
    func _layoutListCell() {
        let width = bounds.width, height = bounds.height
        let level = CGFloat(max(0, indentationLevel))
        let indentation = indentationWidth.isFinite ? max(0, level * indentationWidth) : 0
        let margin = UITableViewCell.contentMargin
        let spacing = Self.accessorySpacing
        let mirrored = effectiveUserInterfaceLayoutDirection == .rightToLeft
        func place(_ frame: CGRect) -> CGRect {
            mirrored ? CGRect(x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height) : frame
        }
        func slot(_ view: ListCellAccessoryView, x: CGFloat) -> CGRect {
            let h = min(height, view.actualSize.height)
            return CGRect(x: x, y: ((height - h) / 2).rounded(), width: view.reservedWidth, height: h)
        }

        let editing = isListEditing
        var leading: [ListCellAccessoryView] = [], trailing: [ListCellAccessoryView] = []
        var custom: [ListCellAccessoryView] = []
        for view in accessoryViews {
            let shown = view.accessory.isDisplayed(editing: editing)
            view.isHidden = !shown
            view.isCellSelected = isSelected
            guard shown else { continue }
            if view.accessory.customPlacement != nil { custom.append(view) }
            else if view.accessory.isLeading { leading.append(view) } else { trailing.append(view) }
        }
        // UIKit: a custom accessory goes where its placement's position puts it among the
        // other accessories of its edge.
        for view in custom {
            guard let placement = view.accessory.customPlacement else { continue }
            let side = placement.isLeading ? leading : trailing
            let index = min(max(0, placement.position(side.map(\.accessory))), side.count)
            if placement.isLeading { leading.insert(view, at: index) } else { trailing.insert(view, at: index) }
        }

        var x = margin + (indentsAccessories ? indentation : 0)
        for view in leading {
            let frame = slot(view, x: x)
            view.frame = place(frame)
            x = frame.maxX + spacing
        }
        let leadingAccessoriesWidth = leading.isEmpty ? 0 : x - spacing - (indentsAccessories ? indentation : 0)
        let contentMinX = min(width, indentation + leadingAccessoriesWidth)

        var trailingX = width - margin
        for view in trailing.reversed() {
            let frame = slot(view, x: trailingX - view.reservedWidth)
            view.frame = place(frame)
            trailingX = frame.minX - spacing
        }
        let contentMaxX = trailing.isEmpty ? width : trailingX + spacing
        contentView.frame = place(CGRect(x: contentMinX, y: 0, width: max(0, contentMaxX - contentMinX), height: height))
        contentView.layoutIfNeeded()

        layoutSeparator(contentMinX: contentMinX, place: place)
        roundCornersForListSection()
        updateListBackground()
    }

    /// UIKit: without a `backgroundConfiguration`, a list cell in a list section shows its
    /// appearance's row background (gray while selected or highlighted).
    private func updateListBackground() {
        var fallback: UIBackgroundConfiguration?
        if let appearance = listSection?.configuration.appearance {
            switch appearance {
            case .plain: fallback = .listPlainCell()
            case .grouped, .insetGrouped: fallback = .listGroupedCell()
            case .sidebar, .sidebarPlain: fallback = .listSidebarCell()
            }
        }
        guard fallback != cellConfiguration.fallbackBackgroundConfiguration else { return }
        cellConfiguration.fallbackBackgroundConfiguration = fallback
        if cellConfiguration.backgroundConfiguration == nil { applyBackgroundConfiguration() }
    }

    /// The list section this cell shows in, with its index path, when it is a compositional
    /// layout's list section.
    var listSection: (layout: UICollectionViewCompositionalLayout, indexPath: IndexPath,
                              configuration: UICollectionLayoutListConfiguration)? {
        guard let collectionView = superview as? UICollectionView,
              let layout = collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout,
              let indexPath = collectionView.indexPath(for: self),
              let configuration = layout._listConfiguration(forSection: indexPath.section) else { return nil }
        return (layout, indexPath, configuration)
    }

    /// UIKit: a one-pixel line along the bottom from the text's leading edge to the cell's
    /// trailing edge, in the separator color, unless the section's `showsSeparators` is false;
    /// the last row of a grouped, inset grouped or sidebar section has none (the section ends
    /// there). The section's `separatorConfiguration`, passed through its
    /// `itemSeparatorHandler` for this item, can show or hide the bottom and top lines, inset
    /// them and color them.
    private func layoutSeparator(contentMinX: CGFloat, place: (CGRect) -> CGRect) {
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : UIScreen.main.scale
        let hairline = 1 / max(1, scale)
        let textLeading: CGFloat
        if let listContent = contentView as? UIListContentView {
            textLeading = listContent.textLeadingEdge ?? listContent.effectiveMargins.leading
        } else {
            textLeading = contentView.directionalLayoutMargins.leading
        }
        let automatic = UIListSeparatorConfiguration.automaticInsets
        func span(_ insets: NSDirectionalEdgeInsets) -> (leading: CGFloat, trailing: CGFloat) {
            let leading = insets.leading == automatic.leading ? contentMinX + textLeading : max(0, insets.leading)
            let trailing = insets.trailing == automatic.trailing ? 0 : max(0, insets.trailing)
            return (min(bounds.width, leading), max(0, bounds.width - trailing))
        }

        var bottomVisible = false, topVisible = false
        var configuration: UIListSeparatorConfiguration?
        if let section = listSection, section.configuration.showsSeparators {
            var resolved = section.configuration.separatorConfiguration
            if let handler = section.configuration.itemSeparatorHandler { resolved = handler(section.indexPath, resolved) }
            configuration = resolved
            let count = section.layout.collectionView?.numberOfItems(inSection: section.indexPath.section) ?? 0
            let isLast = section.indexPath.item == count - 1
            switch resolved.bottomSeparatorVisibility {
            case .automatic: bottomVisible = section.configuration.appearance == .plain || !isLast
            case .visible: bottomVisible = true
            case .hidden: bottomVisible = false
            }
            // Ours: an automatic top separator is not drawn (the row above draws the line).
            topVisible = resolved.topSeparatorVisibility == .visible
        }
        let color: UIColor = {
            guard let configuration else { return .separator }
            let multiple = (superview as? UICollectionView)?.allowsMultipleSelection ?? false
            return multiple && isSelected ? configuration.multipleSelectionColor : configuration.color
        }()

        let bottom = span(configuration?.bottomSeparatorInsets ?? automatic)
        let bottomFrame = place(CGRect(x: bottom.leading, y: bounds.height - hairline,
                                       width: max(0, bottom.trailing - bottom.leading), height: hairline))
        separatorGuide.frame = bottomFrame
        let effect = configuration?.visualEffect
        separatorView = showSeparatorLine(separatorView, visible: bottomVisible, frame: bottomFrame, color: color,
                                          effect: effect, host: &separatorEffectView)

        let top = span(configuration?.topSeparatorInsets ?? automatic)
        let topFrame = place(CGRect(x: top.leading, y: 0, width: max(0, top.trailing - top.leading), height: hairline))
        topSeparatorView = showSeparatorLine(topSeparatorView, visible: topVisible, frame: topFrame, color: color,
                                             effect: effect, host: &topSeparatorEffectView)
    }

    /// Shows (making it when needed) or hides one separator line, above the other subviews;
    /// with an effect the line is the content of a visual effect view in its place.
    private func showSeparatorLine(_ existing: UIView?, visible: Bool, frame: CGRect, color: UIColor,
                                   effect: UIVisualEffect?, host: inout UIVisualEffectView?) -> UIView? {
        guard visible else {
            existing?.isHidden = true
            host?.isHidden = true
            return existing
        }
        let line = existing ?? UIView(frame: .zero)
        line.isUserInteractionEnabled = false
        if line.backgroundColor != color { line.backgroundColor = color }
        line.isHidden = false
        if let effect {
            let effectView = host ?? UIVisualEffectView(effect: effect)
            host = effectView
            effectView.isUserInteractionEnabled = false
            if effectView.effect !== effect { effectView.effect = effect }
            if effectView.superview !== self || !subviews.suffix(2).contains(where: { $0 === effectView }) { addSubview(effectView) }
            if line.superview !== effectView.contentView { effectView.contentView.addSubview(line) }
            effectView.isHidden = false
            effectView.frame = frame
            line.frame = effectView.contentView.bounds
            return line
        }
        if let effectView = host {
            effectView.removeFromSuperview()
            host = nil
        }
        if line.superview !== self || !subviews.suffix(2).contains(where: { $0 === line }) { addSubview(line) }
        line.frame = frame
        return line
    }

    /// UIKit: an inset grouped section is one rounded card, so its first and last rows round
    /// their outer corners.
    private func roundCornersForListSection() {
        if let section = listSection, let rounding = section.layout._listItemRoundedCorners(at: section.indexPath),
           !rounding.corners.isEmpty {
            var mask: CACornerMask = []
            if rounding.corners.contains(.topLeft) { mask.insert(.layerMinXMinYCorner) }
            if rounding.corners.contains(.topRight) { mask.insert(.layerMaxXMinYCorner) }
            if rounding.corners.contains(.bottomLeft) { mask.insert(.layerMinXMaxYCorner) }
            if rounding.corners.contains(.bottomRight) { mask.insert(.layerMaxXMaxYCorner) }
            layer.cornerRadius = rounding.radius
            layer.maskedCorners = mask
            clipsToBounds = true
            roundsCorners = true
        } else if roundsCorners {
            layer.cornerRadius = 0
            layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
            clipsToBounds = false
            roundsCorners = false
        }
    }
}
