import Foundation

// UIKit: Apple's UIKit adds these to Foundation's NSIndexPath (as it does to IndexPath, see
// IndexPath+TableView.swift); Linux Foundation lacks them. Apps use them with index paths
// stored as objects, such as a context menu configuration's `identifier`.
extension NSIndexPath {
    /// An index path for a table view row: `[section, row]`.
    public convenience init(row: Int, section: Int) {
        self.init(indexes: [section, row], length: 2)
    }

    /// An index path for a collection view item: `[section, item]`.
    public convenience init(item: Int, section: Int) {
        self.init(indexes: [section, item], length: 2)
    }

    /// The section (the first index).
    public var section: Int { index(atPosition: 0) }

    /// The row in the section (the second index).
    public var row: Int { index(atPosition: 1) }

    /// The item in the section (the second index).
    public var item: Int { index(atPosition: 1) }
}
