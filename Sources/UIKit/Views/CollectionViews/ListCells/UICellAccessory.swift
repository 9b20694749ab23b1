import Foundation

/// An accessory a `UICollectionViewListCell` shows beside its content (UIKit): a disclosure
/// chevron, a checkmark, the editing controls, or a text label.
///
/// UIKit: the delete and insert controls sit on the cell's leading side, every other
/// accessory on its trailing side; on each side they follow the `accessories` array order
/// from the leading edge towards the trailing edge.
@preconcurrency @MainActor
public struct UICellAccessory {
    /// Called when the user taps an accessory that performs an action (delete, insert).
    public typealias ActionHandler = () -> Void
    /// Called with the menu after the user picks an element of a pop-up menu accessory.
    public typealias MenuSelectedElementDidChangeHandler = (UIMenu) -> Void

    enum Kind {
        case disclosureIndicator, checkmark, delete, insert, reorder, outlineDisclosure, multiselect, detail
        case label(String, font: UIFont?)
        case customView(UIView, maintainsFixedSize: Bool)
        case popUpMenu(UIMenu)
    }

    let kind: Kind
    let displayedState: DisplayedState
    let isHidden: Bool
    let reservedLayoutWidth: LayoutDimension
    let tintColor: UIColor?
    let backgroundColor: UIColor?
    let actionHandler: ActionHandler?
    /// The outline disclosure's style (`.automatic` for the other accessories).
    var outlineStyle: OutlineDisclosureOptions.Style = .automatic
    /// A custom view's edge and position (nil for the system accessories).
    var customPlacement: Placement?
    /// A pop-up menu's selection handler.
    var menuSelectionHandler: MenuSelectedElementDidChangeHandler?

    private init(_ kind: Kind, displayed: DisplayedState, isHidden: Bool?, reservedLayoutWidth: LayoutDimension?,
                 tintColor: UIColor?, backgroundColor: UIColor? = nil, actionHandler: ActionHandler? = nil) {
        self.kind = kind
        displayedState = displayed
        self.isHidden = isHidden ?? false
        self.reservedLayoutWidth = reservedLayoutWidth ?? .actual
        self.tintColor = tintColor
        self.backgroundColor = backgroundColor
        self.actionHandler = actionHandler
    }

    /// The chevron that says the row leads somewhere.
    public static func disclosureIndicator(displayed: DisplayedState = .always,
                                           options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()) -> UICellAccessory {
        UICellAccessory(.disclosureIndicator, displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// The checkmark, in the tint color.
    public static func checkmark(displayed: DisplayedState = .always,
                                 options: CheckmarkOptions = CheckmarkOptions()) -> UICellAccessory {
        UICellAccessory(.checkmark, displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// The red minus circle on the leading side; UIKit shows it only while editing by default.
    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.delete, displayed: displayed, isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth,
                        tintColor: options.tintColor, backgroundColor: options.backgroundColor, actionHandler: actionHandler)
    }

    /// The green plus circle on the leading side; UIKit shows it only while editing by default.
    public static func insert(displayed: DisplayedState = .whenEditing, options: InsertOptions = InsertOptions(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.insert, displayed: displayed, isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth,
                        tintColor: options.tintColor, backgroundColor: options.backgroundColor, actionHandler: actionHandler)
    }

    /// The reorder grip; UIKit shows it only while editing by default.
    public static func reorder(displayed: DisplayedState = .whenEditing,
                               options: ReorderOptions = ReorderOptions()) -> UICellAccessory {
        UICellAccessory(.reorder, displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// The chevron that expands and collapses the item's children; it points down while the
    /// item is expanded. UIKit: without an action handler a tap toggles the item in the
    /// diffable data source's section snapshot (asking its `sectionSnapshotHandlers`); with
    /// one, a tap calls the handler instead. In the header style a tap anywhere on the cell
    /// toggles, and the cell is not selectable.
    public static func outlineDisclosure(displayed: DisplayedState = .always,
                                         options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
                                         actionHandler: ActionHandler? = nil) -> UICellAccessory {
        var accessory = UICellAccessory(.outlineDisclosure, displayed: displayed, isHidden: options.isHidden,
                                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor,
                                        actionHandler: actionHandler)
        accessory.outlineStyle = options.style
        return accessory
    }

    /// UIKit: an empty circle on the leading side that fills with the tint color and shows a
    /// checkmark while the cell is selected; shown only while editing by default.
    public static func multiselect(displayed: DisplayedState = .whenEditing,
                                   options: MultiselectOptions = MultiselectOptions()) -> UICellAccessory {
        UICellAccessory(.multiselect, displayed: displayed, isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth,
                        tintColor: options.tintColor, backgroundColor: options.backgroundColor)
    }

    /// UIKit: the circled "i" detail button on the trailing side; a tap calls the action
    /// handler (and does not select the row).
    public static func detail(displayed: DisplayedState = .always, options: DetailOptions = DetailOptions(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.detail, displayed: displayed, isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth,
                        tintColor: options.tintColor, actionHandler: actionHandler)
    }

    /// A view of your own, on the edge and at the position its placement says.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        var accessory = UICellAccessory(.customView(configuration.customView, maintainsFixedSize: configuration.maintainsFixedSize),
                                        displayed: configuration.placement.displayed, isHidden: configuration.isHidden,
                                        reservedLayoutWidth: configuration.reservedLayoutWidth, tintColor: configuration.tintColor)
        accessory.customPlacement = configuration.placement
        return accessory
    }

    /// UIKit: a pair of chevrons pointing up and down on the trailing side; tapping anywhere in
    /// the cell presents `menu` (the cell is not selected), and picking an element runs its
    /// action, makes it the selected element of a single-selection menu, then calls the handler.
    public static func popUpMenu(_ menu: UIMenu, displayed: DisplayedState = .always,
                                 options: PopUpMenuOptions = PopUpMenuOptions(),
                                 selectedElementDidChangeHandler: MenuSelectedElementDidChangeHandler? = nil) -> UICellAccessory {
        var accessory = UICellAccessory(.popUpMenu(menu), displayed: displayed, isHidden: options.isHidden,
                                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
        accessory.menuSelectionHandler = selectedElementDidChangeHandler
        return accessory
    }

    /// A text label (UIKit: secondary label color, body font by default).
    public static func label(text: String, displayed: DisplayedState = .always,
                             options: LabelOptions = LabelOptions()) -> UICellAccessory {
        UICellAccessory(.label(text, font: options.font), displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// UIKit: delete, insert and multiselect go on the leading side; a custom view where its
    /// placement says.
    var isLeading: Bool {
        if let customPlacement { return customPlacement.isLeading }
        switch kind {
        case .delete, .insert, .multiselect: return true
        default: return false
        }
    }

    /// Whether the accessory shows in the cell's editing state.
    func isDisplayed(editing: Bool) -> Bool {
        guard !isHidden else { return false }
        switch displayedState {
        case .always: return true
        case .whenEditing: return editing
        case .whenNotEditing: return !editing
        }
    }
}
