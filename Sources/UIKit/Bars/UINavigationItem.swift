import Foundation

/// What a navigation bar shows for one level of a navigation stack (UIKit): the title or a
/// title view, the bar button items, the back button's title for the level above, and the
/// bar's appearance while the item is on top.
///
/// iOS 16's item groups (`leadingItemGroups`, `trailingItemGroups`, `pinnedTrailingGroup`)
/// are the bar's left and right items; see `UINavigationItem+ItemGroups.swift` for what of
/// the iPad editor and browser styles is kept but not shown.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// The bar showing the item, told when it changes.
    weak var owningBar: UINavigationBar?

    public override init() {
        super.init()
    }

    public init(title: String) {
        super.init()
        self.title = title
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    open var title: String? { didSet { itemDidChange() } }
    /// Shown in place of the title, at its own size (`sizeThatFits`, else its frame's).
    open var titleView: UIView? { didSet { itemDidChange() } }
    /// A line of text above the bar's title row; the bar is 30 points taller while shown.
    open var prompt: String? { didSet { itemDidChange() } }

    // iOS 26 subtitles (UINavigationItem+Subtitles.swift): shown under the title.

    /// A line under the title (`attributedSubtitle` wins when set).
    open var subtitle: String? { didSet { itemDidChange() } }
    open var attributedSubtitle: NSAttributedString? { didSet { itemDidChange() } }
    /// A view in place of the subtitle.
    open var subtitleView: UIView? { didSet { itemDidChange() } }
    /// The title while the large title shows (nil: `title`).
    open var largeTitle: String? { didSet { itemDidChange() } }
    /// The subtitle under the large title (nil: `subtitle`).
    open var largeSubtitle: String? { didSet { itemDidChange() } }
    open var largeAttributedSubtitle: NSAttributedString? { didSet { itemDidChange() } }
    open var largeSubtitleView: UIView? { didSet { itemDidChange() } }
    /// The item the bar shows as the back button while this item is the back item (its
    /// title wins over `backButtonTitle` and `title`); its action is ignored: it pops.
    open var backBarButtonItem: UIBarButtonItem? { didSet { itemDidChange() } }
    open var backButtonTitle: String? { didSet { itemDidChange() } }
    open var backButtonDisplayMode: BackButtonDisplayMode = .default { didSet { itemDidChange() } }
    /// UIKit (iOS 16): run by the back button in place of popping.
    open var backAction: UIAction?
    open var hidesBackButton: Bool = false { didSet { itemDidChange() } }
    open var leftItemsSupplementBackButton: Bool = false { didSet { itemDidChange() } }
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { itemDidChange() } }
    /// UIKit (iOS 11): the search controller whose bar the navigation bar shows below its
    /// title (and large title) while the item is on top.
    open var searchController: UISearchController? { didSet { itemDidChange() } }
    /// UIKit (iOS 11): true — the search bar starts hidden, shows when the user pulls the
    /// content down past its top, and hides again once the content scrolls up by its row.
    /// Differs from UIKit: the row shows or hides at once instead of following the finger.
    open var hidesSearchBarWhenScrolling: Bool = true { didSet { itemDidChange() } }
    /// UIKit (iOS 16): `.automatic`. Ours: always shown stacked (`searchBarPlacement`).
    open var preferredSearchBarPlacement: SearchBarPlacement = .automatic
    /// Whether a search bar that hides when scrolling has been pulled into view.
    var searchBarRevealed = false

    /// Whether the navigation bar shows the search row now.
    var showsSearchRow: Bool {
        guard let searchController else { return false }
        return !hidesSearchBarWhenScrolling || searchBarRevealed || searchController.isActive
    }

    /// Setting them replaces `leadingItemGroups` with one fixed group of the items (UIKit).
    open var leftBarButtonItems: [UIBarButtonItem]? {
        get { leftItems.isEmpty ? nil : leftItems }
        set { replaceLeadingGroups(with: newValue ?? []) }
    }

    /// Listed trailing edge first; setting them replaces `trailingItemGroups` with one fixed
    /// group of the items in reading order (UIKit).
    open var rightBarButtonItems: [UIBarButtonItem]? {
        get { rightItems.isEmpty ? nil : rightItems }
        set { replaceTrailingGroups(with: newValue ?? []) }
    }

    /// The first of `leftBarButtonItems`; setting it replaces them all.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftItems.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first of `rightBarButtonItems` (the trailing-most); setting it replaces them all.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightItems.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// The items the bar shows, from the visible groups (`rebuildItemsFromGroups()`).
    var leftItems: [UIBarButtonItem] = []
    var rightItems: [UIBarButtonItem] = []
    var leadingGroupsStorage: [UIBarButtonItemGroup] = []
    var trailingGroupsStorage: [UIBarButtonItemGroup] = []
    var centerGroupsStorage: [UIBarButtonItemGroup] = []
    var pinnedTrailingGroupStorage: UIBarButtonItemGroup?

    /// UIKit (iOS 16): how the bar lays the item out. Kept: OpenUIKit's bar lays every style
    /// out as `.navigator` (centred title, center groups not shown).
    open var style: ItemStyle = .navigator { didSet { itemDidChange() } }
    /// UIKit (iOS 16): enables the bar's rename action. Kept: OpenUIKit's bar has no title
    /// menu or inline rename field, so the delegate is not called.
    open weak var renameDelegate: (any UINavigationItemRenameDelegate)?
    /// UIKit (iOS 16): makes the title menu, given the suggested actions. Kept: the title is
    /// not a menu button here.
    open var titleMenuProvider: (([UIMenuElement]) -> UIMenu?)?
    /// UIKit (iOS 16): the document header of the title menu. Kept (no title menu).
    open var documentProperties: UIDocumentProperties?
    /// UIKit (iOS 16): enables the user's bar customization, saved under this identifier.
    /// Kept: no customization sheet.
    open var customizationIdentifier: String?
    /// UIKit (iOS 16): items added to the overflow menu. Kept: no overflow button.
    open var additionalOverflowItems: UIDeferredMenuElement?
    /// UIKit (iOS 16): the overflow button, when shown; always nil (no overflow button).
    open var overflowPresentationSource: (any UIPopoverPresentationControllerSourceItem)? { nil }

    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
    }

    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        leftBarButtonItems = items
    }

    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        rightBarButtonItems = items
    }

    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        leftBarButtonItem = item
    }

    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        rightBarButtonItem = item
    }

    /// The bar's appearances while this item is on top (the bar's own when nil).
    open var standardAppearance: UINavigationBarAppearance? { didSet { itemDidChange() } }
    open var compactAppearance: UINavigationBarAppearance? { didSet { itemDidChange() } }
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { itemDidChange() } }
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? { didSet { itemDidChange() } }

    func itemDidChange() {
        owningBar?.navigationItemDidChange(self)
    }
}

extension UINavigationItem {
    /// Which title the back button shows (UIKit, iOS 14).
    public enum BackButtonDisplayMode: Int, Sendable {
        /// The back item's `backButtonTitle`, else its title, else "Back", else none: the
        /// first that fits.
        case `default` = 0
        /// "Back", else none.
        case generic = 1
        /// The chevron only.
        case minimal = 2
    }

    /// When the bar shows the item's title large (UIKit, iOS 11).
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the item below in the stack (large for the first item when the bar prefers
        /// large titles).
        case automatic = 0
        case always = 1
        case never = 2
        /// UIKit (iOS 17): the title inline (standard size).
        case inline = 3
    }
}
