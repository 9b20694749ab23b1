@_spi(Diagnostics) import CoreGraphics
@_spi(Platform) import QuartzCore

/// Where a sheet is and what it does to the content behind it.
struct SheetGeometry {
    var frame: CGRect
    var dimmed: Bool
    var scalesPresenter: Bool
    var cornerRadius: CGFloat
    var corners: CACornerMask
    var showsGrabber: Bool
}

extension UISheetPresentationController {
    // UIKit: iOS 15–16 sheets on iPhone have 10 pt corners (approximate).
    static let systemCornerRadius: CGFloat = 10
    // Approximate: UIKit's dimming view is black at 40% opacity.
    static let dimmingAlpha: CGFloat = 0.4
    // UIKit's form sheet size when the controller prefers none.
    static let formSheetSize = CGSize(width: 540, height: 620)
    // Assumed: a page sheet in a regular environment is 704 pt wide at most.
    static let regularPageSheetWidth: CGFloat = 704

    /// The height of the status bar area the sheet stays below. Linux windows have no status
    /// bar: the classic iPhone's 20 pt is assumed when the safe area gives none.
    func statusBarArea(in container: UIView) -> CGFloat { max(container.safeAreaInsets.top, 20) }

    /// UIKit: a full-height sheet's top edge is 10 pt below the status bar area.
    func largeSheetTop(in container: UIView) -> CGFloat { statusBarArea(in: container) + 10 }

    var isHorizontallyCompact: Bool { traitCollection.horizontalSizeClass != .regular }

    func resolutionContext(in container: UIView) -> SheetDetentResolutionContext {
        let bounds = container.bounds, bottom = container.safeAreaInsets.bottom
        let maximum = max(0, bounds.height - largeSheetTop(in: container) - bottom)
        let medium = min(maximum, max(0, (bounds.height / 2).rounded() - bottom))
        return SheetDetentResolutionContext(containerTraitCollection: traitCollection,
                                            maximumDetentValue: maximum, mediumValue: medium)
    }

    /// The active detents with their values, smallest first (UIKit: an inactive detent is
    /// skipped; with none active the sheet is full height).
    func resolvedDetents(in context: SheetDetentResolutionContext) -> [(identifier: Detent.Identifier, value: CGFloat)] {
        let list = detents.isEmpty ? [Detent.large()] : detents
        var resolved: [(identifier: Detent.Identifier, value: CGFloat)] = []
        for detent in list {
            if let value = detent.resolvedValue(in: context) { resolved.append((detent.identifier, value)) }
        }
        if resolved.isEmpty { resolved = [(.large, context.maximumDetentValue)] }
        return resolved.enumerated().sorted { ($0.element.value, $0.offset) < ($1.element.value, $1.offset) }.map(\.element)
    }

    /// UIKit: the selected detent, or the smallest when none (or an inactive one) is selected.
    func currentDetent(in resolved: [(identifier: Detent.Identifier, value: CGFloat)]) -> (identifier: Detent.Identifier, value: CGFloat) {
        if let selected = selectedDetentIdentifier, let match = resolved.first(where: { $0.identifier == selected }) {
            return match
        }
        return resolved[0]
    }

    var showsAsFullScreen: Bool { shownStyle == .fullScreen || shownStyle == .overFullScreen }

    func sheetGeometry(in container: UIView) -> SheetGeometry {
        let bounds = container.bounds
        if showsAsFullScreen {
            return SheetGeometry(frame: bounds, dimmed: false, scalesPresenter: false, cornerRadius: 0, corners: [],
                                 showsGrabber: false)
        }
        let radius = max(0, preferredCornerRadius ?? Self.systemCornerRadius)
        let allCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        let topCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        guard isHorizontallyCompact else {
            // UIKit: in a regular environment detents do not apply.
            if shownStyle == .formSheet || !prefersPageSizing {
                let preferred = presentedStorage.preferredContentSize
                var size = preferred.width > 0 && preferred.height > 0 ? preferred : Self.formSheetSize
                size.width = min(size.width, bounds.width)
                size.height = min(size.height, bounds.height - largeSheetTop(in: container))
                var frame = CGRect(x: ((bounds.width - size.width) / 2).rounded(), y: ((bounds.height - size.height) / 2).rounded(),
                                   width: size.width, height: size.height)
                if let source = sourceCenter(in: container) {
                    frame.origin = CGPoint(x: (source.x - size.width / 2).rounded(), y: (source.y - size.height / 2).rounded())
                    frame.origin.x = min(max(0, frame.origin.x), bounds.width - size.width)
                    frame.origin.y = min(max(largeSheetTop(in: container), frame.origin.y), bounds.height - size.height)
                }
                return SheetGeometry(frame: frame.offsetBy(dx: 0, dy: dragOffset), dimmed: true, scalesPresenter: false,
                                     cornerRadius: radius, corners: allCorners, showsGrabber: false)
            }
            let width = min(bounds.width, Self.regularPageSheetWidth), top = largeSheetTop(in: container)
            var frame = CGRect(x: ((bounds.width - width) / 2).rounded(), y: top, width: width, height: bounds.height - top)
            if let source = sourceCenter(in: container) {
                frame.origin.x = min(max(0, (source.x - width / 2).rounded()), bounds.width - width)
            }
            return SheetGeometry(frame: frame.offsetBy(dx: 0, dy: dragOffset), dimmed: true, scalesPresenter: false,
                                 cornerRadius: radius, corners: topCorners, showsGrabber: prefersGrabberVisible)
        }
        let context = resolutionContext(in: container)
        let resolved = resolvedDetents(in: context)
        let current = currentDetent(in: resolved)
        let bottom = container.safeAreaInsets.bottom
        let height = current.value + bottom
        var x: CGFloat = 0, width = bounds.width
        if traitCollection.verticalSizeClass == .compact, prefersEdgeAttachedInCompactHeight {
            let preferred = presentedStorage.preferredContentSize.width
            width = widthFollowsPreferredContentSizeWhenEdgeAttached && preferred > 0 ? min(preferred, bounds.width)
                : min(bounds.height, bounds.width)
            x = ((bounds.width - width) / 2).rounded()
            if let source = sourceCenter(in: container) {
                x = min(max(0, (source.x - width / 2).rounded()), bounds.width - width)
            }
        }
        let frame = CGRect(x: x, y: bounds.height - height + dragOffset, width: width, height: height)
        var dimmed = true
        if let undimmed = largestUndimmedDetentIdentifier, let limit = resolved.first(where: { $0.identifier == undimmed }) {
            dimmed = current.value > limit.value
        }
        // UIKit: a full-height sheet in portrait pushes the content behind it back.
        let scales = dimmed && traitCollection.verticalSizeClass != .compact && current.value >= context.maximumDetentValue
        return SheetGeometry(frame: frame, dimmed: dimmed, scalesPresenter: scales, cornerRadius: radius,
                             corners: topCorners, showsGrabber: prefersGrabberVisible)
    }

    /// The centre of `sourceView` in the container, when it is in the container's window.
    func sourceCenter(in container: UIView) -> CGPoint? {
        guard let source = sourceView, let window = container.window, source.window === window else { return nil }
        let frame = source.convert(source.bounds, to: container)
        guard frame.midX.isFinite, frame.midY.isFinite else { return nil }
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    /// Places the card, the dimming and the presenter for the current state.
    func layOutSheet() {
        guard let container = containerStorage, builtInPresentationActive, !transitionRunning else { return }
        apply(sheetGeometry(in: container), in: container)
    }

    func apply(_ geometry: SheetGeometry, in container: UIView) {
        card.frame = geometry.frame
        card.layer.cornerRadius = geometry.cornerRadius
        card.layer.maskedCorners = geometry.corners
        card.grabber.isHidden = !geometry.showsGrabber
        dimmingView.frame = container.bounds
        dimmingView.alpha = geometry.dimmed ? 1 : 0
        (container as? PresentationContainerView)?.passesTouchesThrough = !geometry.dimmed
        setPresenterScaled(geometry.scalesPresenter, in: container)
    }

    /// The view pushed back behind a full-height sheet: the presenter's top-level view in the
    /// window.
    func presenterRootView(in container: UIView) -> UIView? {
        guard let window = container.superview, var view = presentingStorage?.viewIfLoaded else { return nil }
        while let superview = view.superview, superview !== window { view = superview }
        return view.superview === window ? view : nil
    }

    /// UIKit (iOS 13+): behind a full-height sheet the presenting content shrinks (assumed:
    /// so that its top edge meets the status bar area), takes rounded corners and is dimmed
    /// over black.
    func setPresenterScaled(_ scaled: Bool, in container: UIView) {
        if scaled {
            guard let view = scaledPresenterView ?? presenterRootView(in: container), let window = container.superview else { return }
            if scaledPresenterView == nil {
                scaledPresenterView = view
                presenterCornerRadius = view.layer.cornerRadius
                presenterClipped = view.clipsToBounds
                backdrop.backgroundColor = .black
                backdrop.frame = window.bounds
                backdrop.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                if let index = window.subviews.firstIndex(of: view) { window.insertSubview(backdrop, at: index) }
                presenterFilledWindow = view.transform.isIdentity && view.frame == window.bounds
            }
            if presenterFilledWindow {
                // Bounds and center, not frame: they are what the view has once the sheet lets it go.
                let size = window.bounds.size
                if view.bounds.size != size { view.bounds.size = size }
                let center = CGPoint(x: window.bounds.midX, y: window.bounds.midY)
                if view.center != center { view.center = center }
            }
            let height = max(1, view.bounds.height)
            let scale = max(0.5, 1 - 2 * statusBarArea(in: container) / height)
            view.transform = CGAffineTransform(scaleX: scale, y: scale)
            view.layer.cornerRadius = Self.systemCornerRadius
            view.clipsToBounds = true
        } else if let view = scaledPresenterView {
            view.transform = .identity
            view.layer.cornerRadius = presenterCornerRadius
            view.clipsToBounds = presenterClipped
            backdrop.removeFromSuperview()
            scaledPresenterView = nil
        }
    }
}
