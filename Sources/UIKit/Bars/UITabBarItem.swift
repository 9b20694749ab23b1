import Foundation

/// An item of a tab bar (UIKit): a title, an image (and a selected image), a badge.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    var systemItemStorage: SystemItem?
    var badgeAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// UIKit: a system item has the system's title and symbol (English titles here).
    public convenience init(tabBarSystemItem systemItem: UITabBarItem.SystemItem, tag: Int) {
        self.init()
        systemItemStorage = systemItem
        title = systemItem.systemTitle
        image = systemItem.glyph.image
        self.tag = tag
    }

    /// Shown while the item is selected (the image, tinted, when nil).
    open var selectedImage: UIImage? { didSet { itemDidChange() } }
    /// Text in a red badge at the image's top trailing corner; none when nil.
    open var badgeValue: String? { didSet { itemDidChange() } }
    /// The badge's background (UIKit's system red when nil).
    open var badgeColor: UIColor? { didSet { _appearanceSet(\UITabBarItem.badgeColor, badgeColor); itemDidChange() } }
    open var titlePositionAdjustment: UIOffset = .zero {
        didSet { _appearanceSet(\UITabBarItem.titlePositionAdjustment, titlePositionAdjustment); itemDidChange() }
    }
    /// The tab bar's appearance while this item is selected (the bar's own when nil).
    open var standardAppearance: UITabBarAppearance? { didSet { itemDidChange() } }
    open var scrollEdgeAppearance: UITabBarAppearance? { didSet { itemDidChange() } }
    /// Whether a drag resting on the item selects its tab (UISpringLoadedInteractionSupporting).
    /// Stored only: tab bar items are not drop targets here.
    open var isSpringLoaded = false

    open func setBadgeTextAttributes(_ textAttributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        badgeAttributesByState[state.rawValue] = textAttributes
        _appearanceCall("setBadgeTextAttributes", state.rawValue) { (item: UITabBarItem) in
            item.setBadgeTextAttributes(textAttributes, for: state)
        }
        itemDidChange()
    }

    open func badgeTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        badgeAttributesByState[state.rawValue]
    }
}

extension UITabBarItem {
    /// The system's tab bar items (UIKit).
    public enum SystemItem: Int, Sendable {
        case more = 0
        case favorites = 1
        case featured = 2
        case topRated = 3
        case recents = 4
        case contacts = 5
        case history = 6
        case bookmarks = 7
        case search = 8
        case downloads = 9
        case mostRecent = 10
        case mostViewed = 11

        var systemTitle: String {
            switch self {
            case .more: return "More"
            case .favorites: return "Favorites"
            case .featured: return "Featured"
            case .topRated: return "Top Rated"
            case .recents: return "Recents"
            case .contacts: return "Contacts"
            case .history: return "History"
            case .bookmarks: return "Bookmarks"
            case .search: return "Search"
            case .downloads: return "Downloads"
            case .mostRecent: return "Most Recent"
            case .mostViewed: return "Most Viewed"
            }
        }

        var glyph: BarGlyph {
            switch self {
            case .more: return .ellipsis
            case .favorites, .featured, .topRated: return .star
            case .recents, .mostRecent: return .clock
            case .contacts: return .contacts
            case .history: return .history
            case .bookmarks: return .bookmarks
            case .search: return .search
            case .downloads: return .download
            case .mostViewed: return .grid
            }
        }
    }
}
extension UITabBarItem: UISpringLoadedInteractionSupporting {}
