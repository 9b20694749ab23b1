@_spi(UIKit) import QuartzCore

extension UIView {
    /// The layer asks its delegate to lay out: a root view's controller is told before and
    /// after, as UIKit does.
    func _layoutSublayersOfLayer() {
        // UIKit: trait changes are delivered before the layout (iOS 17), which runs with the
        // view's traits current.
        if extras?.pendingTraitSnapshot != nil { deliverPendingTraitChanges() }
        if extras?.iOS26 != nil { _applyCornerConfiguration() }
        UITraitCollection.performAsCurrent(traitsOf: self) {
            // iOS 26: then a pending properties update (UIView+UpdateProperties.swift), then
            // layout, each with observation tracking.
            if _propertiesUpdateIsDue { _runPropertiesUpdateWithCurrentTraits() }
            _tracked(.layout) { _layoutSubviewsPass() }
        }
    }

    private func _layoutSubviewsPass() {
        // UIKit: the constraint pass (bottom-up) runs before the layout pass (top-down).
        if viewFlags.contains(.subtreeNeedsUpdateConstraints) { _updateConstraintsIfNeeded() }
        if viewFlags.contains(.isEngineItem) || viewFlags.contains(.hostsEngineItems) { _flushEngineBeforeLayout() }
        let controller = viewControllerStorage
        controller?._contentUnavailableLayoutWillBegin()
        controller?.viewWillLayoutSubviews()
        viewFlags.insert(.isLayingOutSubviews)
        layoutSubviews()
        viewFlags.remove(.isLayingOutSubviews)
        controller?._contentUnavailableLayoutDidEnd()
        controller?.viewDidLayoutSubviews()
    }

    var _layoutMargins: UIEdgeInsets {
        extras?.layoutMargins ?? UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    }

    func _setLayoutMargins(_ margins: UIEdgeInsets) {
        guard margins != _layoutMargins else { return }
        ensureExtras().layoutMargins = margins
        layoutMarginsDidChange()
        viewControllerStorage?.viewLayoutMarginsDidChange()
        setNeedsLayout()
    }

    /// The margins as the view lays out with them (see `layoutMargins`).
    var _effectiveLayoutMargins: UIEdgeInsets {
        var margins = _layoutMargins
        if let controller = viewControllerStorage, controller.viewRespectsSystemMinimumLayoutMargins {
            let minimum = controller.systemMinimumLayoutMargins.edgeInsets(for: effectiveUserInterfaceLayoutDirection)
            margins = UIEdgeInsets(top: max(margins.top, minimum.top), left: max(margins.left, minimum.left),
                                   bottom: max(margins.bottom, minimum.bottom), right: max(margins.right, minimum.right))
        }
        if insetsLayoutMarginsFromSafeArea {
            let safe = safeAreaInsets
            margins.top += safe.top
            margins.left += safe.left
            margins.bottom += safe.bottom
            margins.right += safe.right
        }
        if preservesSuperviewLayoutMargins, let superview = superviewStorage {
            // UIKit: where the view reaches into the superview's margins, its own margins
            // grow to keep content inside them.
            let outer = superview.layoutMargins, container = superview.bounds, frame = self.frame
            margins.left = max(margins.left, outer.left - (frame.minX - container.minX))
            margins.right = max(margins.right, outer.right - (container.maxX - frame.maxX))
            margins.top = max(margins.top, outer.top - (frame.minY - container.minY))
            margins.bottom = max(margins.bottom, outer.bottom - (container.maxY - frame.maxY))
        }
        return margins
    }

    /// The safe area: the part of the superview's that this view overlaps, plus the view
    /// controller's additional insets for a root view.
    ///
    /// Kept while `LayerGeometryChanges` does not move: the value depends only on layer
    /// geometry (the view's and its ancestors' bounds, positions, anchor points, transforms),
    /// the superview chain and the controllers' insets, and each of those counts there. A
    /// read then costs one comparison instead of a walk to the window with a rectangle
    /// converted at every level (a navigation push reads every view of the screen before and
    /// after, see `performSafeAreaChange`).
    var _safeAreaInsets: UIEdgeInsets {
        let generation = LayerGeometryChanges.count
        if safeAreaCacheGeneration == generation { return safeAreaCache }
        var insets = UIEdgeInsets.zero
        var cacheable = true
        if let superview = superviewStorage {
            let outer = superview.safeAreaInsets
            // A superview class that overrides `safeAreaInsets` may answer from state nothing
            // counts: the result is kept only when the superview gave its own kept value.
            cacheable = superview.safeAreaCacheGeneration == generation && superview.safeAreaCache == outer
            if outer != .zero {
                let safe = convert(superview.bounds.inset(by: outer), from: superview)
                let own = bounds
                insets = UIEdgeInsets(top: max(0, safe.minY - own.minY), left: max(0, safe.minX - own.minX),
                                      bottom: max(0, own.maxY - safe.maxY), right: max(0, own.maxX - safe.maxX))
            }
        }
        if let bars = viewControllerStorage?.containerSafeAreaStorage, bars != .zero {
            // A container's bars over the root view (navigation bar, toolbar, tab bar).
            insets.top += bars.top
            insets.left += bars.left
            insets.bottom += bars.bottom
            insets.right += bars.right
        }
        if let controller = viewControllerStorage {
            let additional = controller.additionalSafeAreaInsets
            // An overriding controller class may answer from state nothing counts.
            if additional != controller.additionalSafeAreaStorage { cacheable = false }
            if additional != .zero {
                insets.top += additional.top
                insets.left += additional.left
                insets.bottom += additional.bottom
                insets.right += additional.right
            }
        }
        // Overrides called above may have changed geometry: keep the value only if none did.
        if cacheable, LayerGeometryChanges.count == generation {
            safeAreaCache = insets
            safeAreaCacheGeneration = generation
        }
        return insets
    }

    /// Runs `change` and tells the views of the subtree whose safe area or margins it changed
    /// (`safeAreaInsetsDidChange()`, `layoutMarginsDidChange()` and their controllers').
    func performSafeAreaChange(_ change: () -> Void) {
        var before: [(UIView, UIEdgeInsets, UIEdgeInsets)] = []
        forEachInSubtree { before.append(($0, $0.safeAreaInsets, $0.layoutMargins)) }
        change()
        for (view, safeArea, margins) in before {
            if view.safeAreaInsets != safeArea {
                view.safeAreaInsetsDidChange()
                view.viewControllerStorage?.viewSafeAreaInsetsDidChange()
                view.setNeedsLayout()
            }
            if view.layoutMargins != margins {
                view.layoutMarginsDidChange()
                view.viewControllerStorage?.viewLayoutMarginsDidChange()
                view.setNeedsLayout()
            }
        }
    }
}
