import Foundation

/// The abstract item of a bar (UIKit): a title, an image and an enabled state, shown by the
/// bar that holds it (`UIBarButtonItem` in navigation bars and toolbars, `UITabBarItem` in
/// tab bars).
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    var titleAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]
    /// The bars showing the item, told when it changes so they show it again.
    var observingBars: [WeakBarReference] = []
    /// Appearance: set on a proxy, or the customizable properties set on the item.
    var appearanceState: ViewAppearanceState?
    /// While proxies' customizations are applied: the bars are told once after.
    var suppressesChangeNotifications = false
    /// Pre-iOS 13 images and offsets (see `UIBarButtonItem+LegacyCustomization.swift`).
    lazy var legacyAppearance = LegacyAppearanceStore()

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    open var isEnabled: Bool = true { didSet { itemDidChange() } }
    open var title: String? { didSet { itemDidChange() } }
    open var image: UIImage? { didSet { itemDidChange() } }
    /// The image in a compact height (iPhone landscape); `image` when nil.
    open var landscapeImagePhone: UIImage? { didSet { itemDidChange() } }
    /// Moves the image within the item's button.
    open var imageInsets: UIEdgeInsets = .zero { didSet { itemDidChange() } }
    open var landscapeImagePhoneInsets: UIEdgeInsets = .zero { didSet { itemDidChange() } }
    open var tag: Int = 0

    /// UIKit (iOS 11): the image the large content viewer shows for the item (for people who
    /// use the largest text sizes); nil uses `image`. Stored: OpenUIKit has no large content viewer.
    open var largeContentSizeImage: UIImage?
    open var largeContentSizeImageInsets: UIEdgeInsets = .zero

    // UIKit: bar items are accessibility elements through the views bars make for them.
    open var accessibilityLabel: String? { didSet { itemDidChange() } }
    open var accessibilityIdentifier: String? { didSet { itemDidChange() } }
    /// Given to the bar's view for the item, as the label is.
    open var accessibilityHint: String? { didSet { itemDidChange() } }
    /// Given to the bar's view for the item (a tab bar item's badge when nil).
    open var accessibilityValue: String? { didSet { itemDidChange() } }
    /// Added to the traits of the bar's view for the item (`.button`, and `.selected` for
    /// the selected tab).
    open var accessibilityTraits: UIAccessibilityTraits = .none { didSet { itemDidChange() } }
    /// UIKit: false — the item itself is not an element; the view the bar makes for it is.
    open var isAccessibilityElement = false

    /// Text attributes (font, foreground color) for the item's title in a control state.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributesByState[state.rawValue] = attributes
        _appearanceCall("setTitleTextAttributes", state.rawValue) { (item: UIBarItem) in
            item.setTitleTextAttributes(attributes, for: state)
        }
        itemDidChange()
    }

    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributesByState[state.rawValue]
    }

    func itemDidChange() {
        guard !suppressesChangeNotifications else { return }
        observingBars.removeAll { $0.bar == nil }
        for reference in observingBars { reference.bar?.barItemDidChange(self) }
    }

    func addObservingBar(_ bar: any BarItemObserver) {
        guard !observingBars.contains(where: { $0.bar === bar }) else { return }
        observingBars.append(WeakBarReference(bar: bar))
    }

    func removeObservingBar(_ bar: any BarItemObserver) {
        observingBars.removeAll { $0.bar == nil || $0.bar === bar }
    }
}

/// A bar that shows items and updates when one of them changes.
@MainActor
protocol BarItemObserver: AnyObject {
    func barItemDidChange(_ item: UIBarItem)
}

@MainActor
struct WeakBarReference {
    weak var bar: (any BarItemObserver)?
}
