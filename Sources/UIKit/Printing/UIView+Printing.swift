extension UIView {
    /// UIKit: a view that does not implement `draw(_:for:)` prints what `draw(_:)` draws.
    func _drawForPrinting(_ rect: CGRect, for formatter: UIViewPrintFormatter) {
        draw(rect)
    }
}
