import Foundation

extension UINavigationBar {
    /// The shown titles and buttons, then their frames: the back button at the leading edge,
    /// left items after it, right items from the trailing margin, the title centered in the
    /// room between (shifted to fit), the large title under the title row.
    func layoutBarContent() {
        let appearance = effectiveAppearance
        if contentNeedsUpdate {
            contentNeedsUpdate = false
            updateContent(appearance)
        }
        let bounds = self.bounds
        backgroundView.frame = CGRect(x: 0, y: -backgroundExtension, width: bounds.width, height: bounds.height + backgroundExtension)
        contentView.frame = bounds
        let width = bounds.width
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        // The back button's chevron points the bar's way.
        if backButton.semanticContentAttribute != semanticContentAttribute {
            backButton.semanticContentAttribute = semanticContentAttribute
            backButton.setNeedsLayout()
        }
        func place(_ view: UIView, _ rect: CGRect) {
            view.frame = rtl ? CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height) : rect
        }
        let item = topItem
        var rowY: CGFloat = 0
        if let prompt = item?.prompt {
            promptLabel.text = prompt
            promptLabel.isHidden = false
            place(promptLabel, CGRect(x: 0, y: 0, width: width, height: Self.promptHeight))
            rowY = Self.promptHeight
        } else {
            promptLabel.isHidden = true
        }
        let rowHeight = currentRowHeight
        let margin: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        let spacing = Self.interItemSpacing

        // Trailing (right) items, the first at the trailing margin.
        var trailingEdge = width - margin
        for (view, itemWidth) in sizedViews(item?.rightItems ?? []) {
            trailingEdge -= itemWidth
            if let view { place(view, CGRect(x: trailingEdge, y: rowY, width: itemWidth, height: rowHeight)) }
            trailingEdge -= spacing
        }

        // The title (or title view), centered, measured before the back button's title is chosen.
        let large = showsLargeTitle
        let titleView = item?.titleView
        var titleSize = CGSize.zero
        if let titleView {
            let fitting = titleView.sizeThatFits(CGSize(width: width, height: rowHeight))
            titleSize = titleView.frame.size == .zero ? fitting : titleView.frame.size
            titleSize.height = min(titleSize.height == 0 ? rowHeight : titleSize.height, rowHeight)
        } else if !large, titleLabel.text != nil {
            titleSize = CGSize(width: ceil(titleLabel.intrinsicContentSize.width), height: rowHeight)
        }

        // The back button and the leading (left) items.
        let leftItems = item?.leftItems ?? []
        let showsBack = backItem != nil && item?.hidesBackButton == false
            && (leftItems.isEmpty || item?.leftItemsSupplementBackButton == true)
        var leadingEdge = margin
        if showsBack {
            let titleMinX = titleSize.width > 0 ? (width - titleSize.width) / 2 : trailingEdge
            let room = max(0, min(titleMinX, trailingEdge) - spacing)
            backButton.title = chooseBackTitle(room: room)
            let backWidth = min(backButton.width(for: backButton.title), max(room, backButton.width(for: nil)))
            backButton.isHidden = false
            place(backButton, CGRect(x: 0, y: rowY, width: backWidth, height: rowHeight))
            leadingEdge = backWidth + (leftItems.isEmpty ? 0 : spacing)
        } else {
            backButton.isHidden = true
        }
        for (view, itemWidth) in sizedViews(leftItems) {
            if let view { place(view, CGRect(x: leadingEdge, y: rowY, width: itemWidth, height: rowHeight)) }
            leadingEdge += itemWidth + spacing
        }
        let titleMin = (showsBack || !leftItems.isEmpty) ? leadingEdge + (showsBack && leftItems.isEmpty ? spacing : 0) : margin
        let titleMax = trailingEdge
        let room = max(0, titleMax - titleMin)
        let titleWidth = min(titleSize.width, room)
        // UIKit: centered on the bar when it fits there, else moved into the free room.
        let centeredX = (width - titleWidth) / 2
        let titleX = min(max(centeredX, titleMin), max(titleMin, titleMax - titleWidth))
        let shift = appearance.titlePositionAdjustment
        let titleFrame = CGRect(x: titleX + shift.horizontal, y: rowY + (rowHeight - titleSize.height) / 2 + shift.vertical,
                                width: titleWidth, height: titleSize.height)
        if let titleView {
            place(titleView, titleFrame)
        } else {
            place(titleLabel, titleFrame)
        }
        titleLabel.isHidden = titleView != nil || large

        if large {
            largeTitleLabel.isHidden = false
            place(largeTitleLabel, CGRect(x: margin, y: rowY + rowHeight, width: max(0, width - 2 * margin), height: Self.largeTitleHeight - 8))
        } else {
            largeTitleLabel.isHidden = true
        }
        layoutSearchBar(rowBottom: rowY + rowHeight + (large ? Self.largeTitleHeight : 0), width: width)
    }

    /// The top item's search bar below the title rows, or alone at the top while its active
    /// search hides the rest of the bar.
    func layoutSearchBar(rowBottom: CGFloat, width: CGFloat) {
        guard let searchBar = shownSearchBar, let item = topItem, let search = item.searchController,
              search.searchBar === searchBar, item.showsSearchRow else {
            shownSearchBar?.isHidden = true
            for view in shownItemViews { view.isHidden = false }
            return
        }
        searchBar.isHidden = false
        let collapsed = search.collapsesNavigationBarTitle
        let height = Self.searchRowHeight + (searchBar.isScopeBarShown ? UISearchBar.scopeBarHeight : 0)
        searchBar.frame = CGRect(x: 0, y: collapsed ? 0 : rowBottom, width: width, height: height)
        for view in shownItemViews { view.isHidden = collapsed }
        if collapsed {
            for view in [titleLabel, largeTitleLabel, promptLabel, backButton] as [UIView] { view.isHidden = true }
        }
    }

    /// UIKit: the back button shows the back item's back bar button item title, its
    /// `backButtonTitle`, its title ("Back" when nil), then "Back", then nothing: the first
    /// that fits the room before the title (by the back item's display mode).
    func chooseBackTitle(room: CGFloat) -> String? {
        guard let back = backItem else { return nil }
        var candidates: [String?]
        switch back.backButtonDisplayMode {
        case .minimal:
            candidates = [nil]
        case .generic:
            candidates = ["Back", nil]
        case .default:
            let specific = back.backBarButtonItem?.title ?? back.backButtonTitle ?? back.title ?? "Back"
            candidates = [specific, "Back", nil]
        }
        if back.backBarButtonItem?.title != nil, back.backButtonDisplayMode == .default {
            // A custom back item's title is not replaced by the generic one.
            candidates = [back.backBarButtonItem?.title, nil]
        }
        for candidate in candidates where backButton.width(for: candidate) <= room {
            return candidate
        }
        return nil
    }

    /// The views of `items` with their widths (nil view: a fixed space). Hidden items and
    /// flexible spaces take no room in a navigation bar.
    func sizedViews(_ items: [UIBarButtonItem]) -> [(UIView?, CGFloat)] {
        var result: [(UIView?, CGFloat)] = []
        for item in items where !item.isHidden {
            if item.systemItemStorage == .fixedSpace {
                result.append((nil, max(0, item.width)))
                continue
            }
            if item.systemItemStorage == .flexibleSpace { continue }
            guard let view = itemViews[ObjectIdentifier(item)] else { continue }
            result.append((view, Self.width(of: view, for: item)))
        }
        return result
    }

    static func width(of view: UIView, for item: UIBarButtonItem) -> CGFloat {
        if let button = view as? BarButtonItemButton { return button.barWidth }
        if item.width > 0 { return item.width }
        if view.frame.width > 0 { return view.frame.width }
        let intrinsic = view.intrinsicContentSize.width
        return intrinsic > 0 ? intrinsic : view.sizeThatFits(.zero).width
    }

    /// Makes the views for the top item's contents and applies `appearance`.
    func updateContent(_ appearance: UINavigationBarAppearance) {
        backgroundView.apply(appearance, fallbackColor: legacyBackgroundColor)
        let item = topItem
        // Titles: the appearance's attributes over the legacy ones, over UIKit's defaults.
        let titleAttributes = (titleTextAttributes ?? [:]).merging(appearance.titleTextAttributes) { _, new in new }
        titleLabel.text = item?.title
        titleLabel.font = (titleAttributes[.font] as? UIFont) ?? .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textColor = (titleAttributes[.foregroundColor] as? UIColor) ?? (barStyle == .black ? .white : .label)
        let largeAttributes = (largeTitleTextAttributes ?? [:]).merging(appearance.largeTitleTextAttributes) { _, new in new }
        largeTitleLabel.text = item?.title
        largeTitleLabel.font = (largeAttributes[.font] as? UIFont) ?? .boldSystemFont(ofSize: 34)
        largeTitleLabel.textColor = (largeAttributes[.foregroundColor] as? UIColor) ?? (barStyle == .black ? .white : .label)
        _applySubtitle(of: item)   // iOS 26 subtitles (UINavigationBar+Subtitles.swift)
        backButton.setIndicatorImage(appearance.backIndicatorImage ?? backIndicatorImage)
        let backAttributes = appearance.backButtonAppearance.normal.titleTextAttributes
        backButton.titleLabel.font = (backAttributes[.font] as? UIFont) ?? .systemFont(ofSize: 17)

        // Item views: made once per item, updated each time; views of other items leave.
        var wanted: [ObjectIdentifier: UIView] = [:]
        var shown: [UIView] = []
        let items = (item?.leftItems ?? []) + (item?.rightItems ?? [])
        // Items newly shown take the appearance proxies' customizations before their views are made.
        for barItem in items where !observedItems.contains(where: { $0 === barItem }) {
            barItem._applyAppearance(shownBy: self, notifying: false)
        }
        for barItem in items where !barItem.isSpace && !barItem.isHidden {
            let key = ObjectIdentifier(barItem)
            let view: UIView
            if let custom = barItem.customView {
                view = custom
            } else if let button = itemViews[key] as? BarButtonItemButton, button.item === barItem {
                view = button
            } else {
                view = BarButtonItemButton.make(for: barItem)
            }
            if let button = view as? BarButtonItemButton {
                button.update(appearance: barItem.style == .done ? appearance.doneButtonAppearance : appearance.buttonAppearance)
            }
            wanted[key] = view
            shown.append(view)
        }
        if let titleView = item?.titleView { shown.append(titleView) }
        for view in shownItemViews where !shown.contains(where: { $0 === view }) {
            view.removeFromSuperview()
        }
        for view in shown where view.superview !== contentView {
            contentView.addSubview(view)
        }
        shownItemViews = shown
        itemViews = wanted
        customViewBadges.update(for: items, in: contentView)
        let searchBar = item?.searchController?.searchBar
        if let old = shownSearchBar, old !== searchBar {
            if old.superview === contentView { old.removeFromSuperview() }
            old.isInNavigationBar = false
        }
        if let searchBar {
            searchBar.isInNavigationBar = true
            if searchBar.superview !== contentView { contentView.addSubview(searchBar) }
        }
        shownSearchBar = searchBar
        for observed in observedItems { observed.removeObservingBar(self) }
        observedItems = items
        for observed in items { observed.addObservingBar(self) }
    }
}
