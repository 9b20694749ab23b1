import Foundation

/// A cell's configuration state (UIKit): the view states plus the cell's editing, swipe,
/// expansion and reordering states.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isEditing = false
    public var isExpanded = false
    public var isSwiped = false
    public var isReordering = false
    /// The cell's part in a drag (set from the cell's drag state).
    public var cellDragState: DragState = .none
    /// The cell's part in a drop.
    // Ours: cells report `.none` (the drop controllers do not mark target cells yet).
    public var cellDropState: DropState = .none
    var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}
