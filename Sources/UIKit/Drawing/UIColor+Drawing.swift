// Setting the current context's colors (UIKit).
extension UIColor {
    /// Sets the fill and the stroke color of the current context to this color.
    public func set() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(cgColor)
        context.setStrokeColor(cgColor)
    }

    /// Sets the fill color of the current context to this color.
    public func setFill() {
        UIGraphicsGetCurrentContext()?.setFillColor(cgColor)
    }

    /// Sets the stroke color of the current context to this color.
    public func setStroke() {
        UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
    }
}
