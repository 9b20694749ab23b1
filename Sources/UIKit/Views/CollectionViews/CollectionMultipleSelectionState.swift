@_spi(UIKit) import QuartzCore
import Foundation

/// A collection view's two-finger selecting pan: the recognizer, the item it started on, the
/// items it selected (in order) and the delegate's answer for the touch that started it.
@MainActor
struct CollectionMultipleSelectionState {
    var pan: TableRowPanGestureRecognizer?
    var anchor: IndexPath?
    var added: [IndexPath] = []
    var answer: (start: CGPoint, allowed: Bool)?
    /// The fingers' place in the visible area and the display link scrolling at the edges.
    var viewportFinger = CGPoint.zero
    var link: CADisplayLink?
}
