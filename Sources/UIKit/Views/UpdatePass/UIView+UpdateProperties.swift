// The properties update pass (iOS 26): `updateProperties()` configures content and styling
// before layout, with automatic observation tracking. See `PropertyUpdateQueue` for when the
// pass runs; the layout pass runs a view's pending update before its `layoutSubviews()`
// (`_layoutSublayersOfLayer`), so a view's first update precedes its first layout.

extension UIView: ObservationTrackingOwner {
    var _observationTrackingState: ObservationTrackingState {
        let extras = ensureExtras()
        if let state = extras.observationTracking { return state }
        let state = ObservationTrackingState()
        extras.observationTracking = state
        return state
    }

    var _existingObservationTrackingState: ObservationTrackingState? { extras?.observationTracking }

    func _observedChangeInvalidates(_ pass: TrackedPass) {
        switch pass {
        case .properties: setNeedsUpdateProperties()
        case .layout: setNeedsLayout()
        case .display: setNeedsDisplay()
        case .constraints: setNeedsUpdateConstraints()
        case .configuration: _setNeedsUpdateConfigurationForObservation()
        }
    }

    /// The configuration-based views' `setNeedsUpdateConfiguration()` (those whose
    /// configuration passes are tracked).
    private func _setNeedsUpdateConfigurationForObservation() {
        if let cell = self as? UITableViewCell { cell.setNeedsUpdateConfiguration() }
        else if let cell = self as? UICollectionViewCell { cell.setNeedsUpdateConfiguration() }
        else if let header = self as? UITableViewHeaderFooterView { header.setNeedsUpdateConfiguration() }
        else if let button = self as? UIButton { button.setNeedsUpdateConfiguration() }
    }

    /// Runs `body` as a tracked `pass` of this view.
    func _tracked<Result>(_ pass: TrackedPass, _ body: () -> Result) -> Result {
        AutomaticObservationTracking.run(pass, of: self, body)
    }

    // MARK: The pass

    /// Whether the view or its view controller waits for `updateProperties()`.
    var _propertiesUpdateIsDue: Bool {
        viewFlags.contains(.needsUpdateProperties) || viewControllerStorage?.propertiesUpdateStorage.isDue == true
    }

    func _setNeedsUpdateProperties() {
        // Coalesced: one update at the next pass however often it is asked for.
        if viewFlags.contains(.needsUpdateProperties) { return }
        viewFlags.insert(.needsUpdateProperties)
        PropertyUpdateQueue.shared.enqueue(self)
    }

    /// The controller's request, updated with its view.
    func _controllerNeedsUpdateProperties() {
        PropertyUpdateQueue.shared.enqueue(self)
    }

    /// UIKit: the view (and its controller) and every view and controller below it that
    /// wait for an update, now, top-down.
    func _updatePropertiesIfNeeded() {
        _deliverPendingTraitChangesAbove()
        forEachInSubtree { view in
            if view._propertiesUpdateIsDue { view._runPropertiesUpdate() }
        }
    }

    /// Runs the pending updates of the view's controller, then of the view, with the view's
    /// traits current. Flags are cleared first: a request made while updating is kept for
    /// the next pass.
    func _runPropertiesUpdate() {
        UITraitCollection.performAsCurrent(traitsOf: self) { _runPropertiesUpdateWithCurrentTraits() }
    }

    /// `_runPropertiesUpdate()` inside the layout pass, whose traits are current already.
    func _runPropertiesUpdateWithCurrentTraits() {
        // Assumed order: the controller before its root view, as `viewWillLayoutSubviews()`
        // precedes `layoutSubviews()` (Apple documents only that the controller's update runs
        // with its view's pass).
        if let controller = viewControllerStorage, controller.propertiesUpdateStorage.isDue {
            controller.propertiesUpdateStorage.isDue = false
            controller._tracked(.properties) { controller.updateProperties() }
        }
        if viewFlags.contains(.needsUpdateProperties) {
            viewFlags.remove(.needsUpdateProperties)
            _tracked(.properties) { updateProperties() }
        }
    }

    /// Trait changes pending on the view or an ancestor are delivered before properties
    /// update (UIKit: traits, then properties, then layout).
    func _deliverPendingTraitChangesAbove() {
        var pending: [UIView] = []
        var current: UIView? = self
        while let view = current {
            if view.extras?.pendingTraitSnapshot != nil { pending.append(view) }
            current = view.superviewStorage
        }
        for view in pending.reversed() { view.deliverPendingTraitChanges() }
    }

    var _hierarchyDepth: Int {
        var depth = 0
        var current = superviewStorage
        while let view = current {
            depth += 1
            current = view.superviewStorage
        }
        return depth
    }
}
