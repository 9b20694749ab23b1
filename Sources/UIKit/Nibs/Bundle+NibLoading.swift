import Foundation

extension Bundle {
    /// The top-level objects of the nib `name` in this bundle, made with `owner` (UIKit's
    /// NSBundle addition; see `UINib` for what a nib is on Linux). A missing nib is UIKit's
    /// "Could not load NIB in bundle" error.
    @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
    }
}
