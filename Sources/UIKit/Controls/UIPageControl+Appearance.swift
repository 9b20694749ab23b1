extension UIPageControl {
    /// UIKit's metrics (iOS 14 and later): 8-point dots, 16 points apart.
    static let dotDiameter: CGFloat = 8
    static let dotSpacing: CGFloat = 16

    /// The distance between dot centers: 16 points, less when the bounds are too short.
    var dotPitch: CGFloat {
        let count = CGFloat(max(1, numberOfPagesStorage))
        let length = direction.isVertical ? bounds.height : bounds.width
        return min(Self.dotSpacing, max(Self.dotDiameter / 2, length / count))
    }

    /// `direction` with `.natural` resolved by the layout direction.
    var resolvedDirection: Direction {
        guard direction == .natural else { return direction }
        return effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// The slot (0 first along the direction's start) of a page's dot.
    private func slot(_ page: Int) -> Int {
        switch resolvedDirection {
        case .rightToLeft, .bottomToTop: return numberOfPagesStorage - 1 - page
        default: return page
        }
    }

    /// The vertical center of a page's dot (the middle of the bounds unless vertical).
    func dotCenterY(_ page: Int) -> CGFloat {
        guard direction.isVertical else { return bounds.midY }
        let pitch = dotPitch
        let first = bounds.midY - pitch * CGFloat(numberOfPagesStorage) / 2 + pitch / 2
        return first + CGFloat(slot(page)) * pitch
    }

    /// The center of a page's dot; the first page is on the right in a right-to-left layout.
    func dotCenterX(_ page: Int) -> CGFloat {
        guard !direction.isVertical else { return bounds.midX }
        let pitch = dotPitch
        let first = bounds.midX - pitch * CGFloat(numberOfPagesStorage) / 2 + pitch / 2
        return first + CGFloat(slot(page)) * pitch
    }

    /// One dot view per page.
    func updateDots() {
        while dotViews.count > numberOfPagesStorage { dotViews.removeLast().removeFromSuperview() }
        while dotViews.count < numberOfPagesStorage {
            let dot = UIImageView()
            dot.isUserInteractionEnabled = false
            addSubview(dot)
            dotViews.append(dot)
        }
        updateDotColors()
        setNeedsLayout()
    }

    /// The current page's dot in `currentPageIndicatorTintColor`, the others in
    /// `pageIndicatorTintColor` (UIKit's defaults: the label color and a translucent gray).
    func updateDotColors() {
        let current = currentPageIndicatorTintColor ?? .label
        let other = pageIndicatorTintColor ?? .tertiaryLabel
        let shown = deferredDisplayPage ?? currentPageStorage
        for (page, dot) in dotViews.enumerated() {
            let color = page == shown ? current : other
            let pageImage = page == shown
                ? currentPageIndicatorImage(forPage: page) ?? indicatorImage(forPage: page)
                : indicatorImage(forPage: page)
            let image = pageImage.map {
                $0.renderingMode == .automatic ? $0.withRenderingMode(.alwaysTemplate) : $0
            }
            if dot.image !== image { dot.image = image }
            if image == nil {
                if dot.backgroundColor != color { dot.backgroundColor = color }
            } else {
                if dot.backgroundColor != nil { dot.backgroundColor = nil }
                if dot.tintColorStorage != color { dot.tintColor = color }
            }
        }
    }

    func layoutDots() {
        for (page, dot) in dotViews.enumerated() {
            let size = dot.image?.size ?? CGSize(width: Self.dotDiameter, height: Self.dotDiameter)
            let scale = max(1, window?.screen.scale ?? contentScaleFactor)
            let x = ((dotCenterX(page) - size.width / 2) * scale).rounded() / scale
            let y = ((dotCenterY(page) - size.height / 2) * scale).rounded() / scale
            dot.frame = CGRect(x: x, y: y, width: size.width, height: size.height)
            dot.layer.cornerRadius = dot.image == nil ? size.height / 2 : 0
        }
    }
}
