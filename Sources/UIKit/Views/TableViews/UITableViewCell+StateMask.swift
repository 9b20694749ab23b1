import Foundation

extension UITableViewCell {
    /// The states a cell moves between, passed to `willTransition(to:)` and
    /// `didTransition(to:)`; the empty set is the normal state.
    public struct StateMask: OptionSet, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The table is editing: the cell shows its editing control.
        public static let showingEditControl = StateMask(rawValue: 1 << 0)
        /// The delete confirmation button shows.
        public static let showingDeleteConfirmation = StateMask(rawValue: 1 << 1)
    }
}
