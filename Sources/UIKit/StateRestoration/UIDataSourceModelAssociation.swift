import Foundation

/// A data source that names its elements by identifiers that outlive index paths, so a table
/// or collection view can save its selected and visible elements for state restoration and
/// find them again after the data changed (UIKit).
@preconcurrency @MainActor
public protocol UIDataSourceModelAssociation {
    /// The identifier of the element at `idx` in `view`, or nil.
    func modelIdentifierForElement(at idx: IndexPath, in view: UIView) -> String?

    /// Where the element with `identifier` is now in `view`, or nil when it is gone.
    func indexPathForElement(withModelIdentifier identifier: String, in view: UIView) -> IndexPath?
}
