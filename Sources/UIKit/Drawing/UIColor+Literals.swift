/// Xcode's color literals: `#colorLiteral(red:green:blue:alpha:)` makes a `UIColor` (the
/// initializer is declared in the class body, where `required` initializers must be).
extension UIColor: _ExpressibleByColorLiteral {}

/// The type of a `#colorLiteral` without a type context (`let tint = #colorLiteral(…)`),
/// as UIKit declares it.
public typealias _ColorLiteralType = UIColor
