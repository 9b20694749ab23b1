@_spi(Diagnostics) import CoreGraphics

/// Where a popover's bubble and arrow go.
struct PopoverLayout {
    var frame: CGRect
    var arrowFrame: CGRect
    var direction: UIPopoverArrowDirection
}

extension UIPopoverPresentationController {
    /// The rectangle pointed at, in the container's coordinates.
    func sourceRect(in container: UIView) -> CGRect? {
        if let sourceItem, let frame = sourceItem.frame(in: container) { return frame }
        if let item = barButtonItem, let view = Self.view(for: item, in: container.window) {
            return view.convert(view.bounds, to: container)
        }
        guard let sourceView else { return nil }
        let rect = sourceRect.isEmpty && sourceRect.origin == .zero ? sourceView.bounds : sourceRect
        return sourceView.convert(rect, to: container)
    }

    /// The view showing `item` in a bar of `window`: its custom view or the bar's button.
    static func view(for item: UIBarButtonItem, in window: UIWindow?) -> UIView? {
        if let custom = item.customView, custom.window != nil { return custom }
        guard let window else { return nil }
        var stack: [UIView] = [window]
        while let view = stack.popLast() {
            if let button = view as? BarButtonItemButton, button.item === item { return button }
            stack.append(contentsOf: view.subviews)
        }
        return nil
    }

    /// UIKit: the bubble goes beside the source on the first permitted side with room (below,
    /// above, right, left: the arrow pointing up, down, left, right), kept inside the layout
    /// margins; without room on any side it takes the side with most room, shortened.
    func popoverLayout(in container: UIView) -> PopoverLayout {
        let bounds = container.bounds.inset(by: popoverLayoutMargins)
        let source = sourceRect(in: container) ?? CGRect(x: container.bounds.midX, y: container.bounds.midY, width: 0, height: 0)
        let preferred = presentedStorage.preferredContentSize
        var size = preferred.width > 0 && preferred.height > 0 ? preferred : Self.defaultContentSize
        if let insets = backgroundMetrics?.insets {
            // Assumed: the background's insets are added around the preferred content size.
            size.width += insets.left + insets.right
            size.height += insets.top + insets.bottom
        }
        size.width = min(size.width, bounds.width)
        size.height = min(size.height, bounds.height)
        let arrow = backgroundMetrics?.arrowHeight ?? Self.arrowHeight
        let arrowBase = backgroundMetrics?.arrowBase ?? Self.arrowBase
        let permitted = permittedArrowDirections.isEmpty ? UIPopoverArrowDirection.any : permittedArrowDirections
        let room: [(UIPopoverArrowDirection, CGFloat)] = [
            (.up, bounds.maxY - source.maxY - arrow), (.down, source.minY - arrow - bounds.minY),
            (.left, bounds.maxX - source.maxX - arrow), (.right, source.minX - arrow - bounds.minX),
        ].filter { permitted.contains($0.0) }
        func fits(_ entry: (UIPopoverArrowDirection, CGFloat)) -> Bool {
            entry.0 == .up || entry.0 == .down ? entry.1 >= size.height : entry.1 >= size.width
        }
        var choice = room.first(where: fits) ?? room.max { $0.1 < $1.1 } ?? (.up, bounds.maxY - source.maxY - arrow)
        if !fits(choice) && canOverlapSourceViewRect {
            choice.1 = choice.0 == .up || choice.0 == .down ? bounds.height : bounds.width
        }
        let direction = choice.0
        func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat { min(max(value, low), max(low, high)) }
        var frame = CGRect(origin: .zero, size: size)
        var arrowFrame = CGRect.zero
        switch direction {
        case .up, .down:
            frame.size.height = min(size.height, max(0, choice.1))
            frame.origin.x = clamp(source.midX - size.width / 2, bounds.minX, bounds.maxX - size.width)
            frame.origin.y = direction == .up ? min(source.maxY + arrow, bounds.maxY - frame.height)
                : max(source.minY - arrow - frame.height, bounds.minY)
            let x = clamp(source.midX - arrowBase / 2, frame.minX + Self.cornerRadius, frame.maxX - Self.cornerRadius - arrowBase)
            arrowFrame = CGRect(x: x, y: direction == .up ? frame.minY - arrow : frame.maxY, width: arrowBase, height: arrow)
        default:
            frame.size.width = min(size.width, max(0, choice.1))
            frame.origin.y = clamp(source.midY - size.height / 2, bounds.minY, bounds.maxY - size.height)
            frame.origin.x = direction == .left ? min(source.maxX + arrow, bounds.maxX - frame.width)
                : max(source.minX - arrow - frame.width, bounds.minX)
            let y = clamp(source.midY - arrowBase / 2, frame.minY + Self.cornerRadius, frame.maxY - Self.cornerRadius - arrowBase)
            arrowFrame = CGRect(x: direction == .left ? frame.minX - arrow : frame.maxX, y: y, width: arrow, height: arrowBase)
        }
        return PopoverLayout(frame: frame, arrowFrame: arrowFrame, direction: direction)
    }

    func applyLayout(_ layout: PopoverLayout) {
        arrowDirectionStorage = layout.direction
        if let background = backgroundViewStorage, let metrics = backgroundMetrics {
            // The background spans the popover and its arrow; the content sits inside it.
            var full = layout.frame
            let h = metrics.arrowHeight
            switch layout.direction {
            case .up: full.origin.y -= h; full.size.height += h
            case .down: full.size.height += h
            case .left: full.origin.x -= h; full.size.width += h
            default: full.size.width += h
            }
            background.arrowDirection = layout.direction
            background.arrowOffset = layout.direction == .up || layout.direction == .down
                ? layout.arrowFrame.midX - full.midX : layout.arrowFrame.midY - full.midY
            background.frame = full
            background.setNeedsLayout()
            bubble.frame = layout.frame.inset(by: metrics.insets)
            arrow.isHidden = true
            return
        }
        bubble.frame = layout.frame
        arrow.frame = layout.arrowFrame
        arrow.direction = layout.direction
        arrow.isHidden = false
    }

    /// Makes the `popoverBackgroundViewClass` view (with its own `init(frame:)`) behind the
    /// content and asks its class for its metrics.
    func installBackgroundView(in container: UIView) {
        guard let viewClass = popoverBackgroundViewClass else { return }
        guard let backgroundClass = viewClass as? UIPopoverBackgroundView.Type else {
            // UIKit raises: the class must be a UIPopoverBackgroundView subclass.
            preconditionFailure("UIPopoverPresentationController.popoverBackgroundViewClass: \(viewClass) is not a subclass of UIPopoverBackgroundView")
        }
        func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }
        let insets = backgroundClass.contentViewInsets()
        backgroundMetrics = (UIEdgeInsets(top: finite(insets.top), left: finite(insets.left),
                                          bottom: finite(insets.bottom), right: finite(insets.right)),
                             finite(backgroundClass.arrowHeight()), finite(backgroundClass.arrowBase()),
                             backgroundClass.wantsDefaultContentAppearance)
        let view = CollectionViewFactory.make(backgroundClass, frame: .zero)
        backgroundViewStorage = view
        container.addSubview(view)
    }

    /// UIKit: a tap outside the popover (not on a passthrough view) dismisses it, unless the
    /// delegate refuses or the presented controller is modal in presentation.
    func installOutsideTap(on container: UIView) {
        guard container.gestureRecognizers?.isEmpty ?? true else { return }
        let tap = UITapGestureRecognizer()
        tap.cancelsTouchesInView = false
        tap.addAction { [weak self, weak container] recognizer in
            guard let self, let container, recognizer.state == .ended, self.builtInPresentationActive,
                  !self.presentedStorage.beingDismissed else { return }
            let point = recognizer.location(in: container)
            guard !self.bubble.frame.contains(point), !(self.backgroundViewStorage?.frame.contains(point) ?? false) else { return }
            self.userTappedOutside()
        }
        container.addGestureRecognizer(tap)
    }

    func userTappedOutside() {
        let popoverDelegate = delegate as? any UIPopoverPresentationControllerDelegate
        if presentedStorage.isModalInPresentation
            || !(popoverDelegate?.popoverPresentationControllerShouldDismissPopover(self) ?? true)
            || !(delegate?.presentationControllerShouldDismiss(self) ?? true) {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return
        }
        delegate?.presentationControllerWillDismiss(self)
        presentingStorage?.dismiss(animated: true) { [weak self] in
            guard let self else { return }
            (self.presentedStorage as? UIAlertController)?._popoverDismissedByTapOutside()
            popoverDelegate?.popoverPresentationControllerDidDismissPopover(self)
            self.delegate?.presentationControllerDidDismiss(self)
        }
    }
}
