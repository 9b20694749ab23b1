@_spi(Diagnostics) import CoreGraphics

extension UIPickerView {
    /// Rows beyond this are refused (a wheel of more rows could not be scrolled through).
    static let maximumRowCount = 100_000_000

    func loadComponentsIfNeeded() {
        guard !hasLoadedComponents else {
            if systemRowHeight != loadedSystemRowHeight { requeryRowHeights() }
            return
        }
        hasLoadedComponents = true
        rebuildWheels(keepingSelections: false)
    }

    /// The data source or delegate changed: ask again at the next query or layout.
    func invalidateComponents() {
        let previous = wheels.map(\.selectedRow)
        hasLoadedComponents = false
        stopAllMotions()
        removeAllRowViews()
        wheels = []
        pendingSelections = previous
        setNeedsLayout()
    }

    func _reloadAllComponents() {
        hasLoadedComponents = true
        rebuildWheels(keepingSelections: true)
        setNeedsLayout()
    }

    func _reloadComponent(_ component: Int) {
        loadComponentsIfNeeded()
        guard wheels.indices.contains(component) else {
            FrameworkLog.log("UIPickerView.reloadComponent(\(component)): no such component (\(wheels.count)); ignored")
            return
        }
        stopMotion(component)
        var wheel = wheels[component]
        wheel.reload(rowCount: queriedRowCount(component), rowHeight: queriedRowHeight(component),
                     isLooping: internalSource?.pickerView(self, isLoopingComponent: component) ?? false)
        wheels[component] = wheel
        recycleRowViews(ofComponent: component)
        setNeedsLayout()
    }

    private func rebuildWheels(keepingSelections: Bool) {
        loadedSystemRowHeight = systemRowHeight
        let previous = keepingSelections && !wheels.isEmpty ? wheels.map(\.selectedRow) : pendingSelections
        pendingSelections = []
        stopAllMotions()
        let count = queriedComponentCount()
        var rebuilt: [PickerWheel] = []
        rebuilt.reserveCapacity(count)
        for component in 0..<count {
            let selected = previous.indices.contains(component) ? max(previous[component], 0) : 0
            rebuilt.append(PickerWheel(rowCount: queriedRowCount(component), rowHeight: queriedRowHeight(component),
                                       isLooping: internalSource?.pickerView(self, isLoopingComponent: component) ?? false,
                                       selectedRow: selected))
        }
        wheels = rebuilt
        removeAllRowViews()
        rebuildAccessibilityColumns()
    }

    private func queriedComponentCount() -> Int {
        guard let dataSource else { return 0 }
        let count = dataSource.numberOfComponents(in: self)
        if count < 0 {
            FrameworkLog.log("UIPickerView: the data source returned \(count) components; using 0")
            return 0
        }
        return count
    }

    private func queriedRowCount(_ component: Int) -> Int {
        guard let dataSource else { return 0 }
        let rows = dataSource.pickerView(self, numberOfRowsInComponent: component)
        if rows < 0 {
            FrameworkLog.log("UIPickerView: the data source returned \(rows) rows for component \(component); using 0")
            return 0
        }
        if rows > Self.maximumRowCount {
            FrameworkLog.log("UIPickerView: \(rows) rows in component \(component) is more than OpenUIKit supports; using \(Self.maximumRowCount)")
            return Self.maximumRowCount
        }
        return rows
    }

    private func queriedRowHeight(_ component: Int) -> CGFloat {
        let height = delegate?.pickerView(self, rowHeightForComponent: component) ?? systemRowHeight
        if !(height.isFinite && height >= 1) {
            FrameworkLog.log("UIPickerView: row height \(height) for component \(component) is invalid; using \(Self.defaultRowHeight)")
            return Self.defaultRowHeight
        }
        return height
    }

    // MARK: Widths

    /// UIKit's default when the delegate gives no width: the picker's width, less its side
    /// padding and the gaps between components, shared evenly.
    func defaultWidth(forComponent component: Int) -> CGFloat {
        let count = max(wheels.count, 1)
        let available = bounds.width - 2 * Self.contentInset - Self.componentSpacing * CGFloat(count - 1)
        return max(0, available / CGFloat(count))
    }

    func width(forComponent component: Int) -> CGFloat {
        let width = delegate?.pickerView(self, widthForComponent: component) ?? defaultWidth(forComponent: component)
        return width.isFinite && width >= 0 ? width : defaultWidth(forComponent: component)
    }

    /// The x range of every component: widths from the delegate, 5 points apart, the group
    /// centred (UIKit centres components that do not fill the picker).
    func componentFrames() -> [CGRect] {
        let widths = wheels.indices.map { width(forComponent: $0) }
        let total = widths.reduce(0, +) + Self.componentSpacing * CGFloat(max(0, widths.count - 1))
        var x = bounds.minX + (bounds.width - total) / 2
        var frames: [CGRect] = []
        for width in widths {
            frames.append(CGRect(x: x, y: bounds.minY, width: width, height: bounds.height))
            x += width + Self.componentSpacing
        }
        return frames
    }

    // MARK: Row content

    /// What a title row shows: the attributed title when the delegate gives one, else the
    /// plain title (UIKit's preference).
    func rowContent(forRow row: Int, forComponent component: Int) -> PickerRowContent {
        guard let delegate else { return .empty }
        if let attributed = delegate.pickerView(self, attributedTitleForRow: row, forComponent: component) {
            return .attributedTitle(attributed)
        }
        if let title = delegate.pickerView(self, titleForRow: row, forComponent: component) {
            return .title(title)
        }
        return .empty
    }

    /// The delegate protocol's default `viewForRow`: the picker's own title row.
    func titleRowView(forRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        let rowView = (view as? PickerTitleRowView) ?? PickerTitleRowView(frame: .zero)
        rowView.placement = titlePlacement(forComponent: component)
        rowView.rowContent = rowContent(forRow: row, forComponent: component)
        rowView.isEnabled = isRowEnabled(row, inComponent: component)
        return rowView
    }

    func titlePlacement(forComponent component: Int) -> PickerTitlePlacement {
        internalSource?.pickerView(self, titlePlacementForComponent: component) ?? .centered
    }

    func isRowEnabled(_ row: Int, inComponent component: Int) -> Bool {
        internalSource?.pickerView(self, isRowEnabled: row, inComponent: component) ?? true
    }

    /// The row's text (title, attributed title, or the delegate view's accessibility label).
    func rowText(forRow row: Int, forComponent component: Int) -> String? {
        if let text = rowContent(forRow: row, forComponent: component).string { return text }
        if let view = visibleRowView(forRow: row, inComponent: component), !(view is PickerTitleRowView) {
            return view.accessibilityLabel
        }
        return nil
    }

    func _view(forRow row: Int, forComponent component: Int) -> UIView? {
        loadComponentsIfNeeded()
        guard wheels.indices.contains(component) else { return nil }
        if visibleRowViews[component] == nil { layoutComponents() }
        guard let view = visibleRowView(forRow: row, inComponent: component), !(view is PickerTitleRowView) else { return nil }
        return view
    }

    // MARK: Layout of component strips and visible rows

    func layoutComponents() {
        loadComponentsIfNeeded()
        layoutSelectionBand()
        while componentViews.count > wheels.count { componentViews.removeLast().removeFromSuperview() }
        while componentViews.count < wheels.count {
            let strip = PickerComponentView(component: componentViews.count)
            componentViews.append(strip)
            addSubview(strip)
        }
        let frames = componentFrames()
        for (component, strip) in componentViews.enumerated() {
            let frame = frames[component]
            strip.frame = frame
            // Only components inside the picker get rows: with thousands of components the
            // others (zero-width, or beyond the sides) would cost row views nobody sees.
            if frame.width > 0, frame.maxX > bounds.minX, frame.minX < bounds.maxX {
                layoutRows(ofComponent: component, in: strip)
            } else if visibleRowViews[component] != [:] {
                recycleRowViews(ofComponent: component)
                visibleRowViews[component] = [:]
            }
        }
    }

    /// The picker crossed 216 points: the default row height changed, so every component is
    /// asked again (selections kept).
    func requeryRowHeights() {
        loadedSystemRowHeight = systemRowHeight
        for component in wheels.indices {
            stopMotion(component)
            var wheel = wheels[component]
            wheel.reload(rowCount: wheel.rowCount, rowHeight: queriedRowHeight(component), isLooping: wheel.isLooping)
            wheels[component] = wheel
            recycleRowViews(ofComponent: component)
        }
    }

    /// The band sits behind the components, as tall as the tallest row.
    private func layoutSelectionBand() {
        let band = selectionBand ?? {
            let band = PickerSelectionBandView(frame: .zero)
            selectionBand = band
            insertSubview(band, at: 0)
            return band
        }()
        let rowHeight = wheels.map(\.rowHeight).max() ?? Self.defaultRowHeight
        band.frame = PickerSelectionBandView.frame(in: bounds, rowHeight: rowHeight)
        band.isHidden = wheels.isEmpty
    }

    private func layoutRows(ofComponent component: Int, in strip: PickerComponentView) {
        let wheel = wheels[component]
        let size = strip.bounds.size
        let visible = wheel.visibleRows(viewportHeight: size.height)
        let projection = PickerWheelProjection(viewportHeight: size.height, rowHeight: wheel.rowHeight)
        let placement = titlePlacement(forComponent: component)
        // Keyed by raw (lap-counting) row: a short looping wheel shows a row more than once.
        var onScreen = visibleRowViews[component] ?? [:]
        let keep = Set(visible.map(\.raw))
        for (raw, view) in onScreen where !keep.contains(raw) {
            view.removeFromSuperview()
            reusableRowViews[component, default: []].append(view)
            onScreen[raw] = nil
        }
        for (raw, row, distance) in visible {
            let view: UIView
            if let existing = onScreen[raw] {
                view = existing // already on screen: only moves (content is refreshed on reload)
            } else {
                view = makeRowView(forRow: row, forComponent: component)
                strip.addSubview(view)
            }
            onScreen[raw] = view
            guard let place = projection.placement(forDistance: distance) else {
                if !view.isHidden { view.isHidden = true } // turned away from the viewer
                continue
            }
            // UIKit centres the row view in the row's rectangle; title rows keep clear of
            // the sides their placement reserves. Differs from UIKit: the wheel's transform
            // and fading go on the row view itself (UIKit puts the view in a cell and
            // transforms the cell), so a delegate's own transform or alpha on a row view is
            // replaced.
            var rect = CGRect(x: 0, y: 0, width: size.width, height: wheel.rowHeight)
            if view is PickerTitleRowView {
                rect.origin.x = placement.leftInset
                rect.size.width = max(0, size.width - placement.leftInset - placement.rightInset)
            }
            // Only what changed is set: an unchanged row must not be repainted.
            let center = CGPoint(x: rect.midX, y: size.height / 2 + place.centerY)
            let transform = place.transform
            if view.isHidden { view.isHidden = false }
            if view.transform != transform { view.transform = transform }
            if view.bounds.size != rect.size { view.bounds.size = rect.size }
            if view.center != center { view.center = center }
            if view.alpha != place.alpha { view.alpha = place.alpha }
        }
        visibleRowViews[component] = onScreen
    }

    /// The on-screen view of `row` nearest the centre line.
    func visibleRowView(forRow row: Int, inComponent component: Int) -> UIView? {
        guard wheels.indices.contains(component), let onScreen = visibleRowViews[component] else { return nil }
        let wheel = wheels[component]
        let center = wheel.rawRow(atOffset: wheel.offset)
        return onScreen.filter { wheel.normalized($0.key) == row }
            .min { abs($0.key - center) < abs($1.key - center) }?.value
    }

    /// Asks the delegate for a row's view, offering a view that scrolled out of sight.
    private func makeRowView(forRow row: Int, forComponent component: Int) -> UIView {
        let reuse = reusableRowViews[component]?.popLast()
        let view = delegate?.pickerView(self, viewForRow: row, forComponent: component, reusing: reuse)
            ?? titleRowView(forRow: row, forComponent: component, reusing: reuse)
        if let reuse, reuse !== view { reusableRowViews[component, default: []].append(reuse) }
        return view
    }

    /// Asks again for the content of the rows on screen (titles or enabled state changed)
    /// without moving any wheel.
    func refreshVisibleRows() {
        for component in visibleRowViews.keys { recycleRowViews(ofComponent: component) }
        setNeedsLayout()
    }

    func recycleRowViews(ofComponent component: Int) {
        for view in (visibleRowViews[component] ?? [:]).values {
            view.removeFromSuperview()
            reusableRowViews[component, default: []].append(view)
        }
        visibleRowViews[component] = nil
    }

    func removeAllRowViews() {
        for component in visibleRowViews.keys { recycleRowViews(ofComponent: component) }
        visibleRowViews = [:]
        reusableRowViews = [:]
    }
}
