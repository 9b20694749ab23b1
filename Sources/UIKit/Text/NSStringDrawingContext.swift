/// Settings and results of one string drawing or measuring call (UIKit).
open class NSStringDrawingContext: NSObject {
    /// The smallest factor the text's font sizes may be scaled by to fit the rectangle; 0 (the
    /// default) or 1 means no scaling.
    open var minimumScaleFactor: CGFloat = 0
    /// Out: the factor actually used (1 when the text fit as it is).
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// Out: the bounds of the drawn or measured text, relative to the origin given.
    open internal(set) var totalBounds: CGRect = .zero

    public override init() { super.init() }
}
