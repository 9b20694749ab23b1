import Foundation

// The content and frame layout guides. The engine places a view's guides in its bounds
// coordinates (which, for a scroll view, are content coordinates), and writes a constraint to
// the scroll view's own edges with the bounds origin it had when the constraint was added.
extension UIScrollView {
    /// UIKit: origin at the content's origin (0, 0), size `contentSize`. Its size follows
    /// `contentSize` through constraints weaker than any an app adds, so a content view whose
    /// edges are pinned to the guide decides the size, and `contentSize` adopts it at layout.
    var _contentLayoutGuide: UILayoutGuide {
        if let guide = contentLayoutGuideStorage { return guide }
        let guide = UILayoutGuide()
        guide.identifier = "UIScrollView-contentLayoutGuide"
        addLayoutGuide(guide)
        contentLayoutGuideStorage = guide
        let origin = bounds.origin, size = contentSizeStorage
        let width = guide.widthAnchor.constraint(equalToConstant: size.width)
        let height = guide.heightAnchor.constraint(equalToConstant: size.height)
        width.priority = Self.contentGuideSizePriority
        height.priority = Self.contentGuideSizePriority
        contentGuideSizeConstraints = [width, height]
        NSLayoutConstraint.activate([
            guide.leftAnchor.constraint(equalTo: leftAnchor, constant: -origin.x),
            guide.topAnchor.constraint(equalTo: topAnchor, constant: -origin.y),
            width, height,
        ])
        return guide
    }

    /// Weaker than `fittingSizeLevel` (50), so content constraints of any priority win.
    static let contentGuideSizePriority = UILayoutPriority(rawValue: 1)

    /// UIKit: the scroll view's frame rectangle, untranslated by scrolling (it stays put on
    /// screen while the content scrolls).
    var _frameLayoutGuide: UILayoutGuide {
        if let guide = frameLayoutGuideStorage { return guide }
        let guide = UILayoutGuide()
        guide.identifier = "UIScrollView-frameLayoutGuide"
        addLayoutGuide(guide)
        frameLayoutGuideStorage = guide
        frameGuideInstallOrigin = bounds.origin
        let left = guide.leftAnchor.constraint(equalTo: leftAnchor)
        let top = guide.topAnchor.constraint(equalTo: topAnchor)
        frameGuideOriginConstraints = [left, top]
        NSLayoutConstraint.activate([left, top, guide.widthAnchor.constraint(equalTo: widthAnchor),
                                     guide.heightAnchor.constraint(equalTo: heightAnchor)])
        return guide
    }

    func updateContentGuideSize() {
        guard contentGuideSizeConstraints.count == 2 else { return }
        if contentGuideSizeConstraints[0].constant != contentSizeStorage.width {
            contentGuideSizeConstraints[0].constant = contentSizeStorage.width
        }
        if contentGuideSizeConstraints[1].constant != contentSizeStorage.height {
            contentGuideSizeConstraints[1].constant = contentSizeStorage.height
        }
    }

    /// The frame guide's origin is the content offset (constraints to the scroll view's edges
    /// carry the bounds origin they were added with, hence the difference).
    func updateFrameGuideOrigin() {
        guard frameGuideOriginConstraints.count == 2 else { return }
        let origin = bounds.origin
        frameGuideOriginConstraints[0].constant = origin.x - frameGuideInstallOrigin.x
        frameGuideOriginConstraints[1].constant = origin.y - frameGuideInstallOrigin.y
    }

    /// After layout: the content guide's size, as constraints decided it, becomes
    /// `contentSize`.
    func adoptContentGuideSize() {
        guard let guide = contentLayoutGuideStorage else { return }
        let size = guide.layoutFrame.size
        guard size.width.isFinite, size.height.isFinite, size != contentSizeStorage else { return }
        _setContentSize(CGSize(width: max(0, size.width), height: max(0, size.height)))
    }
}
