import Foundation

extension UIView {
    var viewAnchors: ViewAnchors {
        let extras = ensureExtras()
        if let anchors = extras.anchors { return anchors }
        let anchors = ViewAnchors(item: self)
        extras.anchors = anchors
        return anchors
    }

    public var leadingAnchor: NSLayoutXAxisAnchor { viewAnchors.leading }
    public var trailingAnchor: NSLayoutXAxisAnchor { viewAnchors.trailing }
    public var leftAnchor: NSLayoutXAxisAnchor { viewAnchors.left }
    public var rightAnchor: NSLayoutXAxisAnchor { viewAnchors.right }
    public var topAnchor: NSLayoutYAxisAnchor { viewAnchors.top }
    public var bottomAnchor: NSLayoutYAxisAnchor { viewAnchors.bottom }
    public var widthAnchor: NSLayoutDimension { viewAnchors.width }
    public var heightAnchor: NSLayoutDimension { viewAnchors.height }
    public var centerXAnchor: NSLayoutXAxisAnchor { viewAnchors.centerX }
    public var centerYAnchor: NSLayoutYAxisAnchor { viewAnchors.centerY }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { viewAnchors.firstBaseline }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { viewAnchors.lastBaseline }
}
