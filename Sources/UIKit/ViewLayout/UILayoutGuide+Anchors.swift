import Foundation

extension UILayoutGuide {
    public var leadingAnchor: NSLayoutXAxisAnchor { guideAnchors.leading }
    public var trailingAnchor: NSLayoutXAxisAnchor { guideAnchors.trailing }
    public var leftAnchor: NSLayoutXAxisAnchor { guideAnchors.left }
    public var rightAnchor: NSLayoutXAxisAnchor { guideAnchors.right }
    public var topAnchor: NSLayoutYAxisAnchor { guideAnchors.top }
    public var bottomAnchor: NSLayoutYAxisAnchor { guideAnchors.bottom }
    public var widthAnchor: NSLayoutDimension { guideAnchors.width }
    public var heightAnchor: NSLayoutDimension { guideAnchors.height }
    public var centerXAnchor: NSLayoutXAxisAnchor { guideAnchors.centerX }
    public var centerYAnchor: NSLayoutYAxisAnchor { guideAnchors.centerY }
}
