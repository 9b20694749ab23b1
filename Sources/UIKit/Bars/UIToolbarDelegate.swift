/// The delegate of a toolbar (UIKit): asked where the bar sits.
@preconcurrency @MainActor
public protocol UIToolbarDelegate: UIBarPositioningDelegate {}
