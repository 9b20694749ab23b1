// UIKit's drawing and measuring of attributed strings (NSAttributedString UIKit additions).
// Drawing goes into `UIGraphicsGetCurrentContext()` and does nothing without one.
extension NSAttributedString {
    /// The size of the text set on one line per paragraph (no wrapping). May be fractional:
    /// round up (`ceil`) to size views.
    public func size() -> CGSize {
        TextDrawing.measure(TextDrawing.input(self)).usedSize
    }

    /// Draws the text, one line per paragraph, with its top-left corner at `point`.
    public func draw(at point: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        TextDrawing.draw(TextDrawing.input(self), at: point, in: context)
    }

    /// Draws the text wrapped to the rectangle's width; lines below its bottom are left out.
    public func draw(in rect: CGRect) {
        TextDrawing.draw(self, with: rect, options: .usesLineFragmentOrigin, context: nil)
    }

    /// Draws the text in a rectangle with options (see `NSStringDrawingOptions`); `context`
    /// may ask for shrinking (`minimumScaleFactor`) and receives the scale and bounds used.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        TextDrawing.draw(self, with: rect, options: options, context: context)
    }

    /// The rectangle the text needs within `size`: with `usesLineFragmentOrigin`, wrapped to
    /// the width and limited to the lines that fit the height, origin at the top-left (0, 0);
    /// without it, one line per paragraph, origin at the first baseline (y = -ascent).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             context: NSStringDrawingContext?) -> CGRect {
        TextDrawing.boundingRect(self, size: size, options: options, context: context)
    }
}
