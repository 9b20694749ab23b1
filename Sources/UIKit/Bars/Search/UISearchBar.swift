import Foundation

/// A bar with a search field (UIKit): the field, an optional prompt above it, a Cancel button
/// after it and a scope bar below it. It reports editing, text changes and button taps to
/// its delegate; a `UISearchController` owns the bar it shows.
@preconcurrency @MainActor
open class UISearchBar: UIView, UIBarPositioning, UITextInputTraits {
    /// UIKit (iOS 13+): a standalone search bar is 56 points tall on iPhone, its field 36.
    static let barHeight: CGFloat = 56
    /// Ours: the prompt's row and the scope bar's row.
    static let promptHeight: CGFloat = 30
    static let scopeBarHeight: CGFloat = 44
    /// Ours: the field's inset from the bar's sides and the gap before the Cancel button.
    static let horizontalInset: CGFloat = 8
    static let cancelGap: CGFloat = 8

    let fieldStorage = UISearchTextField(frame: .zero)
    let backgroundView = UIView()
    let promptLabel = UILabel()
    let cancelButton = UIButton(type: .system)
    var scopeControl: UISegmentedControl?
    /// Per-state images and offsets (see `UISearchBar+Customization.swift`).
    lazy var legacyAppearance = LegacyAppearanceStore()
    lazy var fieldObserver = SearchBarFieldObserver(bar: self)
    /// The search controller that owns the bar.
    weak var owningController: UISearchController?
    /// Inside a navigation bar the bar is drawn minimal and takes the bar's margins.
    var isInNavigationBar = false { didSet { if isInNavigationBar != oldValue { updateBackground(); setNeedsLayout() } } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        addSubview(backgroundView)
        backgroundView.isUserInteractionEnabled = false
        promptLabel.font = .systemFont(ofSize: 13)
        promptLabel.textColor = .secondaryLabel
        promptLabel.textAlignment = .center
        promptLabel.isHidden = true
        addSubview(promptLabel)
        fieldStorage.delegate = fieldObserver
        fieldStorage.addAction(UIAction { [weak self] _ in self?.fieldTextDidChange() }, for: .editingChanged)
        fieldStorage.placeholder = UISearchBar.defaultPlaceholder
        addSubview(fieldStorage)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.titleLabel?.font = .systemFont(ofSize: 17)
        cancelButton.addAction(UIAction { [weak self] _ in self?.cancelButtonTapped() }, for: .touchUpInside)
        cancelButton.isHidden = true
        addSubview(cancelButton)
        updateBackground()
    }

    /// UIKit (iOS 13+): a bar without a placeholder shows "Search" (the property stays nil).
    static let defaultPlaceholder = "Search"

    // MARK: Text

    /// The field's text. UIKit: setting it sends no delegate call.
    open var text: String? {
        get { fieldStorage.text }
        set { fieldStorage.text = newValue }
    }

    open var placeholder: String? {
        didSet { fieldStorage.placeholder = placeholder ?? UISearchBar.defaultPlaceholder }
    }

    /// A line of text above the field.
    open var prompt: String? {
        didSet {
            promptLabel.text = prompt
            promptLabel.isHidden = prompt == nil
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// The bar's field (UIKit, iOS 13).
    open var searchTextField: UISearchTextField { fieldStorage }

    /// UIKit: read-write on a search bar: the search field's accessory view.
    open override var inputAccessoryView: UIView? {
        get { fieldStorage.inputAccessoryView }
        set { fieldStorage.inputAccessoryView = newValue }
    }

    /// The delegate (held weakly).
    open weak var delegate: (any UISearchBarDelegate)?

    // MARK: Buttons

    /// Whether the Cancel button shows after the field.
    open var showsCancelButton: Bool {
        get { showsCancelStorage }
        set { setShowsCancelButton(newValue, animated: false) }
    }
    var showsCancelStorage = false

    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        guard showsCancelButton != showsCancelStorage else { return }
        showsCancelStorage = showsCancelButton
        cancelButton.isHidden = !showsCancelButton
        setNeedsLayout()
        if animated, window != nil {
            UIView.animate(withDuration: 0.25) { self.layoutIfNeeded() }
        }
    }

    // MARK: Scope bar

    /// The titles of the scope bar's segments.
    open var scopeButtonTitles: [String]? {
        didSet { rebuildScopeControl() }
    }

    /// The selected scope segment (0 by default). UIKit: setting it sends no delegate call.
    open var selectedScopeButtonIndex: Int = 0 {
        didSet { scopeControl?.selectedSegmentIndex = selectedScopeButtonIndex }
    }

    /// Whether the scope bar shows (with at least one title).
    open var showsScopeBar: Bool {
        get { showsScopeStorage }
        set {
            // UIKit (iOS 16): the app takes the scope bar over from its search controller.
            owningController?.scopeBarActivation = .manual
            setShowsScope(newValue, animated: false)
        }
    }
    var showsScopeStorage = false

    /// UIKit (iOS 13).
    open func setShowsScope(_ show: Bool, animated: Bool) {
        guard show != showsScopeStorage else { return }
        showsScopeStorage = show
        scopeControl?.isHidden = !isScopeBarShown
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        owningController?.searchBarSizeDidChange()
    }

    var isScopeBarShown: Bool { showsScopeStorage && !(scopeButtonTitles ?? []).isEmpty }

    private func rebuildScopeControl() {
        scopeControl?.removeFromSuperview()
        scopeControl = nil
        if let titles = scopeButtonTitles, !titles.isEmpty {
            let control = UISegmentedControl(items: titles)
            control.selectedSegmentIndex = min(max(0, selectedScopeButtonIndex), titles.count - 1)
            control.addAction(UIAction { [weak self] _ in self?.scopeControlChanged() }, for: .valueChanged)
            addSubview(control)
            applyScopeBarCustomization(to: control)
            scopeControl = control
        }
        scopeControl?.isHidden = !isScopeBarShown
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func scopeControlChanged() {
        guard let control = scopeControl else { return }
        selectedScopeButtonIndex = control.selectedSegmentIndex
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: selectedScopeButtonIndex)
        owningController?.searchBarScopeDidChange()
    }

    // MARK: Appearance

    /// UIKit: `.default`.
    open var searchBarStyle: UISearchBar.Style = .default { didSet { updateBackground() } }
    /// The bar background's color (nil: the system's).
    open var barTintColor: UIColor? { didSet { updateBackground() } }
    open var barStyle: UIBarStyle = .default { didSet { updateBackground() } }
    open var isTranslucent: Bool = true { didSet { updateBackground() } }

    /// UIKit: a standalone bar's position is `.any` (its delegate may answer otherwise).
    open var barPosition: UIBarPosition { delegate?.position(for: self) ?? .any }

    func updateBackground() {
        if searchBarStyle == .minimal || isInNavigationBar {
            backgroundView.isHidden = true
            return
        }
        backgroundView.isHidden = false
        var color = barTintColor ?? (barStyle == .black ? UIColor(white: 0.11, alpha: 1) : UIColor.systemGroupedBackground)
        if !isTranslucent { color = color.withAlphaComponent(1) }
        backgroundView.backgroundColor = color
    }

    // MARK: Size and layout

    /// UIKit: 56 points, plus the prompt's and the scope bar's rows when shown.
    var preferredHeight: CGFloat {
        var height = UISearchBar.barHeight
        if prompt != nil { height += UISearchBar.promptHeight }
        if isScopeBarShown { height += UISearchBar.scopeBarHeight }
        return height
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: preferredHeight)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: preferredHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = self.bounds
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        func place(_ view: UIView, _ rect: CGRect) {
            view.frame = rtl ? CGRect(x: bounds.width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height) : rect
        }
        backgroundView.frame = bounds
        var y: CGFloat = 0
        if prompt != nil {
            place(promptLabel, CGRect(x: 0, y: 0, width: bounds.width, height: UISearchBar.promptHeight))
            y = UISearchBar.promptHeight
        }
        // In a navigation bar the field lines up with the bar's 16-point margins.
        let inset = isInNavigationBar ? (traitCollection.horizontalSizeClass == .regular ? 20 : 16) : UISearchBar.horizontalInset
        let rowHeight = isInNavigationBar ? max(UISearchTextField.fieldHeight, bounds.height - y - (isScopeBarShown ? UISearchBar.scopeBarHeight : 0)) : UISearchBar.barHeight
        var fieldMaxX = bounds.width - inset
        if showsCancelStorage {
            let width = ceil(cancelButton.intrinsicContentSize.width)
            place(cancelButton, CGRect(x: bounds.width - inset - width, y: y, width: width, height: rowHeight))
            fieldMaxX -= width + UISearchBar.cancelGap
        }
        let fieldY = y + ((rowHeight - UISearchTextField.fieldHeight) / 2).rounded()
        place(fieldStorage, CGRect(x: inset, y: fieldY, width: max(0, fieldMaxX - inset), height: UISearchTextField.fieldHeight))
        y += rowHeight
        if let scopeControl, isScopeBarShown {
            // The segmented control's own height, centered in the scope row.
            let height = max(28, scopeControl.intrinsicContentSize.height)
            place(scopeControl, CGRect(x: inset, y: y + ((UISearchBar.scopeBarHeight - height) / 2).rounded(),
                                       width: max(0, bounds.width - 2 * inset), height: height))
        }
    }

    // MARK: Text input traits (the field's)

    open var autocapitalizationType: UITextAutocapitalizationType {
        get { fieldStorage.autocapitalizationType }
        set { fieldStorage.autocapitalizationType = newValue }
    }
    open var autocorrectionType: UITextAutocorrectionType {
        get { fieldStorage.autocorrectionType }
        set { fieldStorage.autocorrectionType = newValue }
    }
    open var spellCheckingType: UITextSpellCheckingType {
        get { fieldStorage.spellCheckingType }
        set { fieldStorage.spellCheckingType = newValue }
    }
    open var smartQuotesType: UITextSmartQuotesType {
        get { fieldStorage.smartQuotesType }
        set { fieldStorage.smartQuotesType = newValue }
    }
    open var smartDashesType: UITextSmartDashesType {
        get { fieldStorage.smartDashesType }
        set { fieldStorage.smartDashesType = newValue }
    }
    open var smartInsertDeleteType: UITextSmartInsertDeleteType {
        get { fieldStorage.smartInsertDeleteType }
        set { fieldStorage.smartInsertDeleteType = newValue }
    }
    /// Its field's (iOS 17).
    open var inlinePredictionType: UITextInlinePredictionType {
        get { fieldStorage.inlinePredictionType }
        set { fieldStorage.inlinePredictionType = newValue }
    }
    open var keyboardType: UIKeyboardType {
        get { fieldStorage.keyboardType }
        set { fieldStorage.keyboardType = newValue }
    }
    open var keyboardAppearance: UIKeyboardAppearance {
        get { fieldStorage.keyboardAppearance }
        set { fieldStorage.keyboardAppearance = newValue }
    }
    /// UIKit: `.search`.
    open var returnKeyType: UIReturnKeyType {
        get { fieldStorage.returnKeyType }
        set { fieldStorage.returnKeyType = newValue }
    }
    open var enablesReturnKeyAutomatically: Bool {
        get { fieldStorage.enablesReturnKeyAutomatically }
        set { fieldStorage.enablesReturnKeyAutomatically = newValue }
    }
    open var isSecureTextEntry: Bool {
        get { fieldStorage.isSecureTextEntry }
        set { fieldStorage.isSecureTextEntry = newValue }
    }
    open var textContentType: UITextContentType! {
        get { fieldStorage.textContentType }
        set { fieldStorage.textContentType = newValue }
    }

    // MARK: Responder

    /// The bar's field becomes first responder.
    @discardableResult
    open override func becomeFirstResponder() -> Bool { fieldStorage.becomeFirstResponder() }

    @discardableResult
    open override func resignFirstResponder() -> Bool { fieldStorage.resignFirstResponder() }

    open override var isFirstResponder: Bool { fieldStorage.isFirstResponder }

    // MARK: Events from the parts

    func fieldTextDidChange() {
        delegate?.searchBar(self, textDidChange: fieldStorage.text ?? "")
        owningController?.searchBarTextDidChange()
    }

    func cancelButtonTapped() {
        delegate?.searchBarCancelButtonClicked(self)
        owningController?.searchBarCancelled()
    }
}
