import Foundation

/// Translates between the data source's section and index path values and the ones on screen
/// (UIKit; adopted by `UITableView` and `UICollectionView`).
@preconcurrency @MainActor
public protocol UIDataSourceTranslating: NSObjectProtocol {
    /// The section on screen for a data source section; `NSNotFound` when it has none.
    func presentationSectionIndex(forDataSourceSectionIndex dataSourceSectionIndex: Int) -> Int
    /// The data source section for a section on screen; `NSNotFound` when it has none.
    func dataSourceSectionIndex(forPresentationSectionIndex presentationSectionIndex: Int) -> Int
    /// The index path on screen for a data source index path; nil when it has none.
    func presentationIndexPath(forDataSourceIndexPath dataSourceIndexPath: IndexPath?) -> IndexPath?
    /// The data source index path for an index path on screen; nil when it has none.
    func dataSourceIndexPath(forPresentationIndexPath presentationIndexPath: IndexPath?) -> IndexPath?
    /// Runs `actionsToTranslate` with the view answering in presentation values.
    func performUsingPresentationValues(_ actionsToTranslate: () -> Void)
}
