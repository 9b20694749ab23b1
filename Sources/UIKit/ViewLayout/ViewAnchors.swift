import Foundation

/// A view's or layout guide's anchors, made on first use and kept so that the same anchor
/// object comes back each time.
@MainActor
final class ViewAnchors {
    unowned let item: AnyObject
    init(item: AnyObject) { self.item = item }

    lazy var leading = NSLayoutXAxisAnchor(item: item, attribute: .leading)
    lazy var trailing = NSLayoutXAxisAnchor(item: item, attribute: .trailing)
    lazy var left = NSLayoutXAxisAnchor(item: item, attribute: .left)
    lazy var right = NSLayoutXAxisAnchor(item: item, attribute: .right)
    lazy var centerX = NSLayoutXAxisAnchor(item: item, attribute: .centerX)
    lazy var top = NSLayoutYAxisAnchor(item: item, attribute: .top)
    lazy var bottom = NSLayoutYAxisAnchor(item: item, attribute: .bottom)
    lazy var centerY = NSLayoutYAxisAnchor(item: item, attribute: .centerY)
    lazy var firstBaseline = NSLayoutYAxisAnchor(item: item, attribute: .firstBaseline)
    lazy var lastBaseline = NSLayoutYAxisAnchor(item: item, attribute: .lastBaseline)
    lazy var width = NSLayoutDimension(item: item, attribute: .width)
    lazy var height = NSLayoutDimension(item: item, attribute: .height)
}
