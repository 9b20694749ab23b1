import Foundation

/// A container whose elements form a table (UIKit): VoiceOver reads rows, columns and
/// headers through it. Declared with UIKit's requirements; nothing asks for them on Linux.
@preconcurrency @MainActor
public protocol UIAccessibilityContainerDataTable: NSObjectProtocol {
    func accessibilityDataTableCellElement(forRow row: Int, column: Int) -> (any UIAccessibilityContainerDataTableCell)?
    func accessibilityRowCount() -> Int
    func accessibilityColumnCount() -> Int
    func accessibilityHeaderElements(forRow row: Int) -> [any UIAccessibilityContainerDataTableCell]?
    func accessibilityHeaderElements(forColumn column: Int) -> [any UIAccessibilityContainerDataTableCell]?
}

extension UIAccessibilityContainerDataTable {
    /// UIKit's optional requirements: no header elements.
    public func accessibilityHeaderElements(forRow row: Int) -> [any UIAccessibilityContainerDataTableCell]? { nil }
    public func accessibilityHeaderElements(forColumn column: Int) -> [any UIAccessibilityContainerDataTableCell]? { nil }
}

/// A cell of a `UIAccessibilityContainerDataTable`: the rows and columns it spans.
@preconcurrency @MainActor
public protocol UIAccessibilityContainerDataTableCell: NSObjectProtocol {
    func accessibilityRowRange() -> NSRange
    func accessibilityColumnRange() -> NSRange
}
