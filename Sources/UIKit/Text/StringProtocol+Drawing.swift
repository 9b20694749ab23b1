// UIKit's drawing and measuring of plain strings with attributes, on `String` and `Substring`
// as Swift code calls them (`NSString`'s forward here: NSString+Drawing.swift).
extension StringProtocol {
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        TextDrawing.attributed(String(self), attrs).size()
    }

    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        TextDrawing.attributed(String(self), attrs).draw(at: point)
    }

    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        TextDrawing.attributed(String(self), attrs).draw(in: rect)
    }

    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                     attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {
        TextDrawing.attributed(String(self), attributes).draw(with: rect, options: options, context: context)
    }

    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        TextDrawing.attributed(String(self), attributes).boundingRect(with: size, options: options, context: context)
    }
}
