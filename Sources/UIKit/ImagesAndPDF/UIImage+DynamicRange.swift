extension UIImage {
    /// UIKit (iOS 17): whether the image has high dynamic range content — never on Linux,
    /// whose decoders produce standard range.
    public var isHighDynamicRange: Bool { false }

    /// UIKit (iOS 17): the image limited to standard range — the image itself on Linux.
    public func imageRestrictedToStandardDynamicRange() -> UIImage { self }
}
