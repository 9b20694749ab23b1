import Foundation

/// A button in a navigation bar or toolbar (UIKit): a title, an image, a system item, a
/// custom view or a space, sending its action (target-action, a `UIAction`, or a menu)
/// when tapped.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// The system item the item was made with (its title or glyph), nil for others.
    var systemItemStorage: SystemItem?

    /// Whether a drag resting on the item activates it (UISpringLoadedInteractionSupporting;
    /// default false). Stored: OpenUIKit's bars do not spring-load their items yet.
    open var isSpringLoaded = false

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public convenience init(image: UIImage?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    public convenience init(image: UIImage?, landscapeImagePhone: UIImage?, style: UIBarButtonItem.Style,
                            target: Any?, action: Selector?) {
        self.init(image: image, style: style, target: target, action: action)
        self.landscapeImagePhone = landscapeImagePhone
    }

    public convenience init(title: String?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    /// UIKit: a system item shows the system's localized title (Done, Cancel, Edit, Save,
    /// Undo, Redo) or its symbol; Done and Save are bold (`.done` style).
    public convenience init(barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, target: Any?, action: Selector?) {
        self.init()
        applySystemItem(systemItem)
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// UIKit (iOS 14): an item that runs `primaryAction` (its title and image when the item
    /// has none) or shows `menu` when tapped.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    public convenience init(systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        applySystemItem(systemItem)
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// A space of `width` points between items (UIKit, iOS 14).
    public class func fixedSpace(_ width: CGFloat) -> Self {
        let item = makeInstance()
        item.applySystemItem(.fixedSpace)
        item.width = width
        return item
    }

    /// A space that takes its share of the room left between items (UIKit, iOS 14).
    public class func flexibleSpace() -> Self {
        let item = makeInstance()
        item.applySystemItem(.flexibleSpace)
        return item
    }

    /// `Self` needs a required initializer: UIBarButtonItem's own class is made with `init()`,
    /// a subclass with its `init(coder:)` (an empty archive).
    private class func makeInstance() -> Self {
        if let item = UIBarButtonItem() as? Self { return item }
        guard let item = Self(coder: AppearanceProxyCoder()) else {
            preconditionFailure("\(self).fixedSpace(_:)/flexibleSpace(): init(coder:) returned nil")
        }
        return item
    }

    open var style: UIBarButtonItem.Style = .plain { didSet { itemDidChange() } }
    /// The width of a fixed space, or of the item's button when positive (0: its own size).
    open var width: CGFloat = 0 { didSet { itemDidChange() } }
    /// Titles the item may show: its button is as wide as the widest.
    open var possibleTitles: Set<String>? { didSet { itemDidChange() } }
    open var customView: UIView? { didSet { itemDidChange() } }
    open var action: Selector? { didSet { itemDidChange() } }
    open weak var target: AnyObject?
    /// UIKit (iOS 14): run when the item is tapped, before (in place of) `target`/`action`;
    /// its title and image are the item's when the item has none.
    open var primaryAction: UIAction? { didSet { itemDidChange() } }
    /// Shown when the item is tapped and it has no primary action or action.
    open var menu: UIMenu? { didSet { itemDidChange() } }
    open var tintColor: UIColor? { didSet { _appearanceSet(\UIBarButtonItem.tintColor, tintColor); itemDidChange() } }
    open var isSelected: Bool = false { didSet { itemDidChange() } }
    /// UIKit (iOS 16): a hidden item takes no room in its bar.
    open var isHidden: Bool = false { didSet { itemDidChange() } }
    /// iOS 26: whether the item shares its glass background with neighbouring items (a fixed
    /// space splits the group). Kept: OpenUIKit's bars draw no shared item backgrounds.
    open var sharesBackground: Bool = true { didSet { itemDidChange() } }
    /// iOS 26: hides the shared glass background behind the item (kept, as above).
    open var hidesSharedBackground: Bool = false { didSet { itemDidChange() } }
    /// iOS 26 `badge` (UIBarButtonItem+Badge.swift).
    var badgeStorage: Badge? { didSet { itemDidChange() } }
    /// UIKit (iOS 15): a tap toggles `isSelected` before the action runs.
    open var changesSelectionAsPrimaryAction: Bool = false
    /// UIKit (iOS 9): the group whose `barButtonItems` hold the item (set by the group).
    open internal(set) weak var buttonGroup: UIBarButtonItemGroup?
    /// UIKit (iOS 17): whether symbol images animate their changes (true). Kept: a new
    /// `image` is not animated here (`setSymbolImage(_:contentTransition:options:)` is).
    open var isSymbolAnimationEnabled: Bool = true

    /// The title the bar shows: the item's, or its primary action's.
    var shownTitle: String? {
        if let title, !title.isEmpty { return title }
        if let primaryAction, !primaryAction.title.isEmpty, image == nil { return primaryAction.title }
        return title
    }

    /// The image the bar shows: the item's, its primary action's, or its system glyph.
    var shownImage: UIImage? {
        image ?? primaryAction?.image
    }

    var isSpace: Bool {
        systemItemStorage == .flexibleSpace || systemItemStorage == .fixedSpace
    }

    private func applySystemItem(_ systemItem: SystemItem) {
        systemItemStorage = systemItem
        if let title = systemItem.systemTitle {
            self.title = title
        } else if let glyph = BarGlyph(systemItem: systemItem) {
            image = glyph.image
        }
        if systemItem == .done || systemItem == .save { style = .done }
        accessibilityLabel = systemItem.accessibilityName
    }

    /// A tap on the item's button: the primary action, else the action through the
    /// application (the item is the sender); a menu-only item's button shows the menu itself.
    func performPrimaryAction() {
        guard isEnabled else { return }
        if changesSelectionAsPrimaryAction { isSelected.toggle() }
        if let primaryAction {
            primaryAction.perform(sender: self)
        } else if let action {
            UIApplication.shared.sendAction(action, to: target, from: self, for: nil)
        }
    }
}
