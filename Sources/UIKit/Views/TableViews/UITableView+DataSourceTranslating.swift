import Foundation

// Ours: the translation is the identity, checked against the sections and rows the table
// shows (UIKit also maps values across updates it has not shown yet, such as drop
// placeholders).
extension UITableView: UIDataSourceTranslating {
    public func presentationSectionIndex(forDataSourceSectionIndex dataSourceSectionIndex: Int) -> Int {
        (0..<numberOfSections).contains(dataSourceSectionIndex) ? dataSourceSectionIndex : NSNotFound
    }

    public func dataSourceSectionIndex(forPresentationSectionIndex presentationSectionIndex: Int) -> Int {
        (0..<numberOfSections).contains(presentationSectionIndex) ? presentationSectionIndex : NSNotFound
    }

    public func presentationIndexPath(forDataSourceIndexPath dataSourceIndexPath: IndexPath?) -> IndexPath? {
        existingRow(dataSourceIndexPath)
    }

    public func dataSourceIndexPath(forPresentationIndexPath presentationIndexPath: IndexPath?) -> IndexPath? {
        existingRow(presentationIndexPath)
    }

    /// UIKit: runs the block at once.
    public func performUsingPresentationValues(_ actionsToTranslate: () -> Void) {
        actionsToTranslate()
    }

    private func existingRow(_ indexPath: IndexPath?) -> IndexPath? {
        guard let indexPath, indexPath.count == 2, (0..<numberOfSections).contains(indexPath.section),
              (0..<numberOfRows(inSection: indexPath.section)).contains(indexPath.row) else { return nil }
        return indexPath
    }
}
