import Foundation

// UIKit: Apple's UIKit adds these to Foundation's IndexPath; Linux Foundation lacks them.
extension IndexPath {
    /// An index path for a table view row: `[section, row]`.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// An index path for a collection view item: `[section, item]`.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section (the first index).
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The row in the section (the second index).
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The item in the section (the second index).
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
