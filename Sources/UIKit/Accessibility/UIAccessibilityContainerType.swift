/// What kind of container a view is for assistive technologies (`accessibilityContainerType`,
/// iOS 11; `semanticGroup` iOS 13). Raw values are UIKit's.
public enum UIAccessibilityContainerType: Int, Sendable {
    /// Not a container of a particular kind (UIKit's default).
    case none = 0
    /// A table of data in rows and columns (elements adopt `UIAccessibilityContainerDataTable` on iOS).
    case dataTable = 1
    /// An ordered list.
    case list = 2
    /// A landmark: a region users jump to.
    case landmark = 3
    /// A group whose elements belong together (iOS 13).
    case semanticGroup = 4
}
