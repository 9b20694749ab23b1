/// Xcode's image literals: `#imageLiteral(resourceName:)` makes a `UIImage` through
/// `init(imageLiteralResourceName:)` (declared in the class body, where `required`
/// initializers must be).
extension UIImage: _ExpressibleByImageLiteral {}

/// The type of an `#imageLiteral` without a type context, as UIKit declares it.
public typealias _ImageLiteralType = UIImage
