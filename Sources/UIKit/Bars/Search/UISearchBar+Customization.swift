import Foundation

// UIKit's image, offset and scope bar customization of a search bar. Applied: the `.search`
// icon image (the field's leading image), the scope bar's title attributes, background
// images and divider images (forwarded to the scope bar's segmented control). Stored only
// (each getter returns what its setter stored): the bar's and field's background images, the
// other icons' images, the position adjustments, and the bookmark and results list buttons,
// which OpenUIKit's field does not show.
extension UISearchBar {
    /// The bar's background image (UIKit: the image for any position at the default metrics).
    public var backgroundImage: UIImage? {
        get { backgroundImage(for: .any, barMetrics: .default) }
        set { setBackgroundImage(newValue, for: .any, barMetrics: .default) }
    }

    public func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {
        legacyAppearance.set(backgroundImage, "background", barPosition.rawValue, barMetrics.rawValue)
    }

    public func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        legacyAppearance.value("background", barPosition.rawValue, barMetrics.rawValue)
    }

    /// The image behind the text field in `state`.
    public func setSearchFieldBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State) {
        legacyAppearance.set(backgroundImage, "fieldBackground", state.appearanceKey)
    }

    public func searchFieldBackgroundImage(for state: UIControl.State) -> UIImage? {
        legacyAppearance.value("fieldBackground", state.appearanceKey)
    }

    /// The image shown for `icon` in `state`. UIKit: the `.search` image (normal state)
    /// replaces the magnifying glass before the text; nil restores the glass.
    public func setImage(_ iconImage: UIImage?, for icon: UISearchBar.Icon, state: UIControl.State) {
        legacyAppearance.set(iconImage, "icon", icon.rawValue, state.appearanceKey)
        if icon == .search, state == .normal { searchIconDidChange() }
    }

    public func image(for icon: UISearchBar.Icon, state: UIControl.State) -> UIImage? {
        legacyAppearance.value("icon", icon.rawValue, state.appearanceKey)
    }

    /// How far `icon` is moved from where the bar places it; `.zero` unless set.
    public func setPositionAdjustment(_ adjustment: UIOffset, for icon: UISearchBar.Icon) {
        legacyAppearance.set(adjustment, "iconPosition", icon.rawValue)
    }

    public func positionAdjustment(for icon: UISearchBar.Icon) -> UIOffset {
        legacyAppearance.value("iconPosition", icon.rawValue) ?? .zero
    }

    /// How far the text field's background is moved; `.zero` by default (stored).
    public var searchFieldBackgroundPositionAdjustment: UIOffset {
        get { legacyAppearance.value("fieldBackgroundPosition") ?? .zero }
        set { legacyAppearance.set(newValue, "fieldBackgroundPosition") }
    }

    /// How far the text is moved inside the field; `.zero` by default (stored).
    public var searchTextPositionAdjustment: UIOffset {
        get { legacyAppearance.value("textPosition") ?? .zero }
        set { legacyAppearance.set(newValue, "textPosition") }
    }

    /// The scope bar's background image (stored).
    public var scopeBarBackgroundImage: UIImage? {
        get { legacyAppearance.value("scopeBackground") }
        set { legacyAppearance.set(newValue, "scopeBackground") }
    }

    /// The scope buttons' background image in `state` (the scope bar's segmented control's
    /// background image at the default metrics).
    public func setScopeBarButtonBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State) {
        legacyAppearance.set(backgroundImage, "scopeButtonBackground", state.appearanceKey)
        scopeControl?.setBackgroundImage(backgroundImage, for: state, barMetrics: .default)
    }

    public func scopeBarButtonBackgroundImage(for state: UIControl.State) -> UIImage? {
        legacyAppearance.value("scopeButtonBackground", state.appearanceKey)
    }

    /// The image between two scope buttons in the given states.
    public func setScopeBarButtonDividerImage(_ dividerImage: UIImage?, forLeftSegmentState leftState: UIControl.State,
                                            rightSegmentState rightState: UIControl.State) {
        legacyAppearance.set(dividerImage, "scopeDivider", leftState.appearanceKey, rightState.appearanceKey)
        scopeControl?.setDividerImage(dividerImage, forLeftSegmentState: leftState, rightSegmentState: rightState,
                                      barMetrics: .default)
    }

    public func scopeBarButtonDividerImage(forLeftSegmentState leftState: UIControl.State,
                                         rightSegmentState rightState: UIControl.State) -> UIImage? {
        legacyAppearance.value("scopeDivider", leftState.appearanceKey, rightState.appearanceKey)
    }

    /// The scope buttons' title attributes in `state`: the scope bar's segmented control
    /// draws its titles with them.
    public func setScopeBarButtonTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        legacyAppearance.set(attributes, "scopeTitle", state.appearanceKey)
        scopeControl?.setTitleTextAttributes(attributes, for: state)
    }

    public func scopeBarButtonTitleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        legacyAppearance.value("scopeTitle", state.appearanceKey)
    }

    /// Whether the field shows a bookmark button (stored: OpenUIKit's field does not show it).
    public var showsBookmarkButton: Bool {
        get { legacyAppearance.value("showsBookmark") ?? false }
        set { legacyAppearance.set(newValue, "showsBookmark") }
    }

    /// Whether the field shows a results list button (stored: not shown).
    public var showsSearchResultsButton: Bool {
        get { legacyAppearance.value("showsResults") ?? false }
        set { legacyAppearance.set(newValue, "showsResults") }
    }

    /// Whether the results list button is selected (stored).
    public var isSearchResultsButtonSelected: Bool {
        get { legacyAppearance.value("resultsSelected") ?? false }
        set { legacyAppearance.set(newValue, "resultsSelected") }
    }

    /// The field's leading image: the `.search` image when one is set, else the glass.
    func searchIconDidChange() {
        if let icon = image(for: .search, state: .normal) {
            let view = UIImageView(image: icon)
            view.contentMode = .center
            searchTextField.leftView = view
        } else if !(searchTextField.leftView is SearchGlyphView) {
            searchTextField.leftView = SearchGlyphView(frame: CGRect(origin: .zero, size: SearchGlyphView.boxSize))
        }
    }

    /// Gives a new scope bar control the scope customization set so far.
    func applyScopeBarCustomization(to control: UISegmentedControl) {
        for state: UIControl.State in [.normal, .highlighted, .disabled, .selected, .focused] {
            if let attributes = scopeBarButtonTitleTextAttributes(for: state) {
                control.setTitleTextAttributes(attributes, for: state)
            }
            if let image = scopeBarButtonBackgroundImage(for: state) {
                control.setBackgroundImage(image, for: state, barMetrics: .default)
            }
        }
    }
}
