/// A control that executes your custom code in response to user interactions (UIKit).
///
/// Titles and title colors are kept per control state; a state without its own value uses
/// the `.normal` one. Tapping the button sends `touchUpInside` and then
/// `primaryActionTriggered`.
@MainActor
open class UIButton: UIControl {
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

    var buttonTypeStorage: ButtonType
    var titles: [UInt: String] = [:]
    var titleColors: [UInt: UIColor] = [:]
    var titleShadowColors: [UInt: UIColor] = [:]

    /// A `.custom` button.
    public override init(frame: CGRect) {
        buttonTypeStorage = .custom
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        buttonTypeStorage = .custom
        super.init(coder: coder)
    }

    /// UIKit's `UIButton(type:)`: a button of that type with a zero frame. A convenience
    /// initializer over `init(frame:)`, so subclasses inherit it (`MyButton(type: .system)`).
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        buttonTypeStorage = buttonType
    }

    /// A system button whose primary action is `primaryAction`.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            setTitle(primaryAction.title.isEmpty ? nil : primaryAction.title, for: .normal)
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    open var buttonType: ButtonType { buttonTypeStorage }

    open var role: Role = .normal

    // MARK: Titles

    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// UIKit: a state without its own title uses the title of `.normal`.
    open func title(for state: UIControl.State) -> String? {
        titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
    }

    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
        setNeedsDisplay()
    }

    /// The color set for `state`, else the `.normal` one, else the button type's default
    /// (the tint color for system buttons, white for custom ones).
    open func titleColor(for state: UIControl.State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[UIControl.State.normal.rawValue] ?? defaultTitleColor
    }

    open func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) {
        titleShadowColors[state.rawValue] = color
    }

    open func titleShadowColor(for state: UIControl.State) -> UIColor? {
        titleShadowColors[state.rawValue] ?? titleShadowColors[UIControl.State.normal.rawValue]
    }

    /// The title for the current state.
    open var currentTitle: String? { title(for: state) }

    open var currentTitleColor: UIColor { titleColor(for: state) ?? defaultTitleColor }

    open var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }

    var defaultTitleColor: UIColor {
        switch buttonTypeStorage {
        case .custom: return .white
        default: return isEnabled ? tintColor : UIColor.systemGray
        }
    }

    // MARK: Behaviour

    override var defaultActionIsSingleTap: Bool { true }

    override var defaultAccessibilityTraits: UIAccessibilityTraits { .button }

    /// UIKit: a button without an explicit label reads its current title.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? currentTitle }
        set { super.accessibilityLabel = newValue }
    }

    override func controlStateDidChange() {
        setNeedsLayout()
    }
}
