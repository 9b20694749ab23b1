import Foundation

extension UICellConfigurationState {
    /// The cell's part in a drag (UIKit, iOS 14).
    public enum DragState: Hashable, Sendable {
        case none
        /// The cell's item is lifting.
        case lifting
        /// The cell's item is being dragged.
        case dragging
    }

    /// The cell's part in a drop (UIKit, iOS 14).
    public enum DropState: Hashable, Sendable {
        case none
        /// A drop session is active but does not target the cell.
        case notTargeted
        /// The drop would go into the cell.
        case targeted
    }
}

extension UICellConfigurationState.DragState {
    init(_ state: UICollectionViewCell.DragState) {
        switch state {
        case .none: self = .none
        case .lifting: self = .lifting
        case .dragging: self = .dragging
        }
    }

    init(_ state: UITableViewCell.DragState) {
        switch state {
        case .none: self = .none
        case .lifting: self = .lifting
        case .dragging: self = .dragging
        }
    }
}
