/// A control that executes your custom code in response to user interactions (UIKit).
///
/// A button shows a title (`titleLabel`), an image (`imageView`) and a background image,
/// each kept per control state with UIKit's fallback to `.normal`. The subviews are made
/// lazily and laid out by `contentRect(forBounds:)`, `titleRect(forContentRect:)` and
/// `imageRect(forContentRect:)`. A `configuration` (iOS 15) replaces the per-state content.
/// Tapping the button sends `touchUpInside` and then `primaryActionTriggered`.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// UIKit (UIAccessibilityContentSizeCategoryImageAdjusting): whether the image grows with
    /// the accessibility text sizes. Stored only: images keep their size here.
    open var adjustsImageSizeForAccessibilityContentSizeCategory = false
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system = 1
        case detailDisclosure = 2
        case infoLight = 3
        case infoDark = 4
        case contactAdd = 5
        case close = 7

        public static var roundedRect: ButtonType { .system }
        public static var plain: ButtonType { .system }
    }

    /// Semantic roles of a button.
    public enum Role: Int, Sendable {
        case normal = 0
        case primary = 1
        case cancel = 2
        case destructive = 3
    }

    /// A closure that updates the button's configuration for its state.
    public typealias ConfigurationUpdateHandler = (UIButton) -> Void

    var buttonTypeStorage: ButtonType
    var stateContent = ButtonStateContent()
    var titleLabelStorage: UILabel?
    var imageViewStorage: UIImageView?
    var subtitleLabelStorage: UILabel?
    var backgroundImageView: UIImageView?
    /// The rounded background a configuration draws (behind everything else).
    var configurationBackground: UIView?
    var contentEdgeInsetsStorage: UIEdgeInsets = .zero
    var titleEdgeInsetsStorage: UIEdgeInsets = .zero
    var imageEdgeInsetsStorage: UIEdgeInsets = .zero
    var configurationStorage: Configuration?
    var needsConfigurationUpdate = false
    var isUpdatingConfiguration = false
    /// The button is putting its state's content in its own subviews (their size changes are
    /// its own to report).
    var isApplyingContent = false
    /// The configuration last applied to the subviews (the stored one updated for the state).
    var appliedConfiguration: Configuration?
    var imageAdjuster = ButtonImageAdjuster()
    var titleShadowIsReversed = false
    /// The pointer interaction `isPointerInteractionEnabled` adds, and its style provider.
    var pointerInteractionStorage: UIPointerInteraction?
    var pointerStyleProviderStorage: PointerStyleProvider?
    /// The interaction `isSpringLoaded` adds.
    var springLoadedInteractionStorage: UISpringLoadedInteraction?

    // MARK: Pointer and spring loading (Interactions/Pointer, Interactions/SpringLoading)

    /// Whether the button adds a pointer interaction (iOS 13.4; default false). UIKit: its
    /// style is the automatic effect in the button's rounded frame, unless
    /// `pointerStyleProvider` returns another.
    open var isPointerInteractionEnabled: Bool {
        get { pointerInteractionStorage != nil }
        set { setPointerInteractionEnabled(newValue) }
    }

    /// Customizes the button's pointer style (used while `isPointerInteractionEnabled`).
    open var pointerStyleProvider: PointerStyleProvider? {
        get { pointerStyleProviderStorage }
        set {
            pointerStyleProviderStorage = newValue
            pointerInteractionStorage?.invalidate()
        }
    }

    /// Whether a drag resting on the button activates it (default false). UIKit: activation
    /// sends the button's `.primaryActionTriggered` and `.touchUpInside` actions.
    open var isSpringLoaded: Bool {
        get { springLoadedInteractionStorage != nil }
        set { setSpringLoaded(newValue) }
    }

    /// A `.custom` button.
    public override init(frame: CGRect) {
        buttonTypeStorage = .custom
        super.init(frame: frame)
        // UIKit: a button is not opaque (iOS's descriptions print `opaque = NO`).
        isOpaque = false
    }

    public required init?(coder: NSCoder) {
        buttonTypeStorage = .custom
        super.init(coder: coder)
        isOpaque = false
        _decodeButton(from: coder)
    }

    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        _encodeButton(with: coder)
    }

    /// UIKit's `UIButton(type:)`: a button of that type with a zero frame. A convenience
    /// initializer over `init(frame:)`, so subclasses inherit it (`MyButton(type: .system)`).
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        buttonTypeStorage = buttonType
        _buttonTypeDidChange()
    }

    /// A button of `buttonType` (system by default) whose primary action is `primaryAction`;
    /// the action's title and image become the button's.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            setTitle(primaryAction.title.isEmpty ? nil : primaryAction.title, for: .normal)
            if let image = primaryAction.image { setImage(image, for: .normal) }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// UIKit: a system button showing `configuration`, with an optional primary action.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    open var buttonType: ButtonType { buttonTypeStorage }

    open var role: Role = .normal

    // MARK: Subviews

    /// The label showing the current title. UIKit makes it on first use (so reading it makes
    /// it); it is not in the view hierarchy until the button has a title to show.
    open var titleLabel: UILabel? { _titleLabel }

    /// The image view showing the current image; made on first use, like `titleLabel`.
    open var imageView: UIImageView? { _imageView }

    /// The label showing the configuration's subtitle; nil without one (UIKit).
    open var subtitleLabel: UILabel? {
        configurationStorage?.subtitle != nil ? subtitleLabelStorage : nil
    }

    // MARK: Legacy appearance properties

    /// Insets from the bounds to the content (title and image). UIKit: zero; deprecated in
    /// iOS 15 and ignored when the button has a configuration.
    open var contentEdgeInsets: UIEdgeInsets {
        get { contentEdgeInsetsStorage }
        set {
            _appearanceSet(\UIButton.contentEdgeInsets, newValue)
            contentEdgeInsetsStorage = newValue
            setNeedsLayout()
            invalidateIntrinsicContentSize()
        }
    }

    /// Moves and resizes the title's rectangle; not part of the button's size (UIKit).
    open var titleEdgeInsets: UIEdgeInsets {
        get { titleEdgeInsetsStorage }
        set {
            titleEdgeInsetsStorage = newValue
            setNeedsLayout()
        }
    }

    /// Moves and resizes the image's rectangle; not part of the button's size (UIKit).
    open var imageEdgeInsets: UIEdgeInsets {
        get { imageEdgeInsetsStorage }
        set {
            imageEdgeInsetsStorage = newValue
            setNeedsLayout()
        }
    }

    /// Whether the title shadow's offset is reversed while highlighted. UIKit: false.
    open var reversesTitleShadowWhenHighlighted = false { didSet { _updateContent() } }

    /// Whether a custom button darkens its images while highlighted. UIKit: true.
    open var adjustsImageWhenHighlighted = true { didSet { _updateContent() } }

    /// Whether a custom button lightens its images while disabled. UIKit: true.
    open var adjustsImageWhenDisabled = true { didSet { _updateContent() } }

    /// Stored; OpenUIKit draws no glow under the touch.
    open var showsTouchWhenHighlighted = false

    /// Whether a tap toggles `isSelected` before the actions are sent (iOS 15). Default false.
    /// UIKit: with a menu shown as the primary action, the button is a pop-up button instead —
    /// its title is the menu's selected element — and `isSelected` does not toggle.
    open var changesSelectionAsPrimaryAction = false { didSet { _updatePopUpTitle() } }

    /// The menu the button shows (as its primary action when `showsMenuAsPrimaryAction`).
    /// UIKit: setting a menu enables the control's context menu interaction (a long press
    /// shows it), setting nil disables it.
    open var menu: UIMenu? {
        didSet {
            isContextMenuInteractionEnabled = menu != nil
            _updatePopUpTitle()
        }
    }

    /// The button's `menu` for a long press, ordered by `preferredMenuElementOrder`.
    open override func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                              configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        guard let menu else { return nil }
        let configuration = UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in menu }
        configuration.preferredMenuElementOrder = preferredMenuElementOrder
        return configuration
    }

    open override func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                              animator: (any UIContextMenuInteractionAnimating)?) {
        super.contextMenuInteraction(interaction, willDisplayMenuFor: configuration, animator: animator)
        isHeldStorage = true
    }

    open override func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                              animator: (any UIContextMenuInteractionAnimating)?) {
        super.contextMenuInteraction(interaction, willEndFor: configuration, animator: animator)
        isHeldStorage = false
    }

    /// The order of the menu's elements (iOS 16). UIKit: `.automatic`; passed on to the long
    /// press's menu configuration.
    open var preferredMenuElementOrder: UIContextMenuConfiguration.ElementOrder = .automatic

    /// Whether the button's menu shows for a long press (iOS 15). UIKit: a menu shown as the
    /// primary action does not set it.
    open var isHeld: Bool { isHeldStorage }
    var isHeldStorage = false

    /// The control style the button prefers (iOS 15). UIKit: `.automatic`.
    open var preferredBehavioralStyle: UIBehavioralStyle = .automatic

    /// The style the button behaves in: `.pad` unless the idiom is the Mac's (never here).
    open var behavioralStyle: UIBehavioralStyle { .pad }

    open override var showsMenuAsPrimaryAction: Bool { didSet { _updatePopUpTitle() } }

    // MARK: Configuration (iOS 15)

    /// The button's configuration; nil (UIKit's default for buttons made without one) keeps
    /// the per-state titles and images. Setting it updates the button's appearance.
    open var configuration: Configuration? {
        get { configurationStorage }
        set { _setConfiguration(newValue) }
    }

    /// Whether the button applies `configuration.updated(for:)` for its state. Default true.
    open var automaticallyUpdatesConfiguration = true {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Called after `updateConfiguration()` whenever the button updates its configuration.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Requests `updateConfiguration()` before the next layout; several requests make one
    /// update. UIKit calls it when the state changes.
    open func setNeedsUpdateConfiguration() {
        _setNeedsUpdateConfiguration()
    }

    /// Updates the configuration for the state. Override it (calling super) or set
    /// `configurationUpdateHandler`; call `setNeedsUpdateConfiguration()`, not this.
    open func updateConfiguration() {}

    /// UIKit updates a configuration when the traits change: its fonts follow the text size,
    /// its colors (the stroke too) the appearance.
    override func _traitsDidChange(from previous: TraitValues, to current: TraitValues) {
        super._traitsDidChange(from: previous, to: current)
        if configurationStorage != nil { _setNeedsUpdateConfiguration() }
    }

    // MARK: Per-state content (UIKit: a state without its own value uses the `.normal` one)

    /// UIKit: an attributed title, when there is one for the state, is shown instead.
    open func setTitle(_ title: String?, for state: UIControl.State) { _setTitle(title, for: state) }

    open func title(for state: UIControl.State) -> String? { stateContent.titles.value(for: state) }

    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        _setAttributedTitle(title, for: state)
    }

    open func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
        stateContent.attributedTitles.value(for: state)
    }

    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        _appearanceCall("setTitleColor(_:for:)", state.rawValue) { (view: UIButton) in view.setTitleColor(color, for: state) }
        _setTitleColor(color, for: state)
    }

    /// The color set for `state`, else the `.normal` one, else the button type's default: the
    /// tint color for system buttons (gray when disabled), white for custom ones.
    open func titleColor(for state: UIControl.State) -> UIColor? {
        stateContent.titleColors.value(for: state) ?? _defaultTitleColor(for: state)
    }

    open func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) {
        _appearanceCall("setTitleShadowColor(_:for:)", state.rawValue) { (view: UIButton) in view.setTitleShadowColor(color, for: state) }
        _setTitleShadowColor(color, for: state)
    }

    open func titleShadowColor(for state: UIControl.State) -> UIColor? {
        stateContent.titleShadowColors.value(for: state)
    }

    /// UIKit: a system button draws an image of automatic rendering mode as a template, in its
    /// tint color; a custom button draws it as it is.
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        _appearanceCall("setImage(_:for:)", state.rawValue) { (view: UIButton) in view.setImage(image, for: state) }
        _setImage(image, for: state)
    }

    open func image(for state: UIControl.State) -> UIImage? { stateContent.images.value(for: state) }

    /// The symbol configuration for the button's symbol images in `state` (iOS 13). UIKit: a
    /// state without one uses the `.normal` one; ignored when the button has a configuration.
    open func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: UIControl.State) {
        stateContent.symbolConfigurations[exactly: state] = configuration
        _contentDidChange(affectsSize: true)
    }

    open func preferredSymbolConfigurationForImage(in state: UIControl.State) -> UIImage.SymbolConfiguration? {
        stateContent.symbolConfigurations.value(for: state)
    }

    /// Drawn behind the title and image, stretched to `backgroundRect(forBounds:)`.
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        _appearanceCall("setBackgroundImage(_:for:)", state.rawValue) { (view: UIButton) in view.setBackgroundImage(image, for: state) }
        _setBackgroundImage(image, for: state)
    }

    open func backgroundImage(for state: UIControl.State) -> UIImage? {
        stateContent.backgroundImages.value(for: state)
    }

    /// The title for the current state.
    open var currentTitle: String? { title(for: state) }

    open var currentTitleColor: UIColor { titleColor(for: state) ?? _defaultTitleColor(for: state) }

    open var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }

    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

    open var currentImage: UIImage? { image(for: state) }

    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    open var currentPreferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        preferredSymbolConfigurationForImage(in: state)
    }

    // MARK: Layout rectangles (overridable, as in UIKit)

    /// Where the background image goes: the bounds.
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The content area: the bounds inset by `contentEdgeInsets`.
    open func contentRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: contentEdgeInsetsStorage) }

    /// The title's frame: image and title form one group placed by the content alignments in
    /// `contentRect` inset by `titleEdgeInsets`; the title follows the image.
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect { _titleRect(forContentRect: contentRect) }

    /// The image's frame: the group placed in `contentRect` inset by `imageEdgeInsets`; the
    /// image leads.
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect { _imageRect(forContentRect: contentRect) }

    // MARK: Behaviour

    override var defaultActionIsSingleTap: Bool { true }

    override func _presentMenuAsPrimaryAction() -> Bool { _presentMenu() }

    override var defaultAccessibilityTraits: UIAccessibilityTraits { .button }

    /// UIKit: a button without an explicit label reads its current title.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? currentTitle ?? currentAttributedTitle?.string ?? configurationStorage?.title }
        set { super.accessibilityLabel = newValue }
    }

    override func controlStateDidChange() {
        _controlStateDidChange()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        _updateContent()
        setNeedsUpdateConfiguration()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        _layoutButton()
    }

    open override var intrinsicContentSize: CGSize { _intrinsicContentSize() }

    /// UIKit: the button's natural size (title, image and content insets), whatever `size`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { _intrinsicContentSize() }

    /// UIKit (iOS 17.4): a button that changes its selection as its primary action toggles it
    /// first, as a tap does.
    open override func performPrimaryAction() {
        if isEnabled, changesSelectionAsPrimaryAction, !isPopUpButton { isSelected.toggle() }
        super.performPrimaryAction()
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        // UIKit (iOS 15): the selection toggles before the touch-up actions run.
        if changesSelectionAsPrimaryAction, isTouchInside, !isPopUpButton { isSelected.toggle() }
    }
}
