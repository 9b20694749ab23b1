import UIKit
import UIKit.UIGestureRecognizerSubclass

// iOS subclasses of UIKit classes as components write them. Which initializers each one must
// write, and which it inherits, follow Apple's rules: a subclass that adds no designated
// initializer inherits all of its superclass's; one that overrides every designated
// initializer also inherits the convenience ones; `required` ones must be repeated.

// MARK: - Colors, images, paths, fonts

/// No initializers of its own: every `UIColor` initializer is inherited.
class BrandColor: UIColor {
    var isBrand: Bool { true }
}

/// A convenience initializer over inherited designated ones.
final class HexColor: UIColor {
    convenience init(hex: UInt32, alpha: CGFloat = 1) {
        self.init(red: CGFloat((hex >> 16) & 0xFF) / 255,
                  green: CGFloat((hex >> 8) & 0xFF) / 255,
                  blue: CGFloat(hex & 0xFF) / 255,
                  alpha: alpha)
    }

    convenience init(gray: CGFloat) {
        self.init(white: gray, alpha: 1)
    }
}

/// A designated initializer of its own: the required ones must be provided.
final class RoleColor: UIColor {
    let role: String

    init(role: String, red: CGFloat, green: CGFloat, blue: CGFloat) {
        self.role = role
        super.init(red: red, green: green, blue: blue, alpha: 1)
    }

    required init?(coder: NSCoder) {
        role = "decoded"
        super.init(coder: coder)
    }

    required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(role: "literal", red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue))
    }
}

/// An image subclass without initializers: `UIImage`'s are inherited.
final class TaggedImage: UIImage {
    var tag = 0
}

/// A color subclass overriding one of the designated initializers iOS declares.
final class HueColor: UIColor {
    private(set) var hueValue: CGFloat = 0

    override init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        super.init(hue: hue, saturation: saturation, brightness: brightness, alpha: alpha)
        hueValue = hue
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(hue: 0, saturation: 0, brightness: CGFloat(red), alpha: CGFloat(alpha))
    }
}

/// An image subclass overriding the designated initializers it uses; the required ones repeated.
final class CountedImage: UIImage {
    private(set) var madeFromCGImage = false

    override init() {
        super.init()
    }

    override init(cgImage: CGImage) {
        super.init(cgImage: cgImage)
        madeFromCGImage = true
    }

    override init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {
        super.init(cgImage: cgImage, scale: scale, orientation: orientation)
        madeFromCGImage = true
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    required convenience init(imageLiteralResourceName name: String) {
        self.init()
    }
}

/// A path subclass adding a convenience initializer over `init(ovalIn:)`.
final class RingPath: UIBezierPath {
    convenience init(ringIn rect: CGRect, thickness: CGFloat) {
        self.init(ovalIn: rect)
        append(UIBezierPath(ovalIn: rect.insetBy(dx: thickness, dy: thickness)))
        usesEvenOddFillRule = true
    }
}

/// A path subclass with a designated initializer of its own.
final class TrianglePath: UIBezierPath {
    let side: CGFloat

    init(side: CGFloat) {
        self.side = side
        super.init()
        move(to: CGPoint(x: side / 2, y: 0))
        addLine(to: CGPoint(x: side, y: side))
        addLine(to: CGPoint(x: 0, y: side))
        close()
    }

    required init?(coder: NSCoder) {
        side = 0
        super.init(coder: coder)
    }
}

/// Fonts are rarely subclassed; declaring one compiles.
final class AppFont: UIFont {}

/// A paragraph style subclass with a convenience initializer over the inherited `init()`.
final class BodyParagraphStyle: NSMutableParagraphStyle {
    convenience init(lineSpacing: CGFloat) {
        self.init()
        self.lineSpacing = lineSpacing
        lineBreakMode = .byTruncatingTail
    }
}

// MARK: - Views and controls

/// The usual pair of view initializers; `CardView()` inherits `init()`, which calls `init(frame:)`.
final class CardView: UIView {
    private(set) var ranFrameInit = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        ranFrameInit = true
        layer.cornerRadius = 8
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    convenience init(color: UIColor) {
        self.init(frame: .zero)
        backgroundColor = color
    }

    override var intrinsicContentSize: CGSize { CGSize(width: 120, height: 44) }
    override class var layerClass: AnyClass { CAGradientLayer.self }
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -10, dy: -10).contains(point)
    }
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 44) }
    override func draw(_ rect: CGRect) { super.draw(rect) }
    override func layoutSublayers(of layer: CALayer) { super.layoutSublayers(of: layer) }
    override func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        super.action(for: layer, forKey: event)
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
    }
    override var canBecomeFirstResponder: Bool { true }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        super.pressesBegan(presses, with: event)
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        super.pressesEnded(presses, with: event)
    }
    override var keyCommands: [UIKeyCommand]? { super.keyCommands }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        super.motionEnded(motion, with: event)
    }
    override func accessibilityActivate() -> Bool { true }
    override var accessibilityLabel: String? {
        get { "Card" }
        set { super.accessibilityLabel = newValue }
    }
    override func accessibilityIncrement() { super.accessibilityIncrement() }
    override var accessibilityTraits: UIAccessibilityTraits {
        get { super.accessibilityTraits.union(.button) }
        set { super.accessibilityTraits = newValue }
    }
}

/// No initializers: everything `UIView` has is inherited.
final class PlainView: UIView {}

/// A control with the tracking and state overrides custom controls write.
final class CheckBox: UIControl {
    private(set) var highlightChanges = 0
    private(set) var selectionChanges = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override var isHighlighted: Bool { didSet { highlightChanges += 1 } }
    override var isSelected: Bool { didSet { selectionChanges += 1 } }
    override var isEnabled: Bool { didSet { alpha = isEnabled ? 1 : 0.5 } }
    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        super.beginTracking(touch, with: event)
    }
    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        super.continueTracking(touch, with: event)
    }
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        isSelected.toggle()
    }
    override func cancelTracking(with event: UIEvent?) { super.cancelTracking(with: event) }
    override var intrinsicContentSize: CGSize { CGSize(width: 24, height: 24) }
}

/// A button made with `init(type:)` from its own convenience initializer.
final class PillButton: UIButton {
    private(set) var ranFrameInit = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        ranFrameInit = true
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    convenience init(title: String) {
        self.init(type: .system)
        setTitle(title, for: .normal)
    }

    override var isHighlighted: Bool { didSet { alpha = isHighlighted ? 0.7 : 1 } }
    override var intrinsicContentSize: CGSize {
        let size = super.intrinsicContentSize
        return CGSize(width: size.width + 24, height: size.height)
    }
    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 2
    }
}

/// No initializers: `PlainButton(type:)` and `PlainButton(configuration:primaryAction:)` are inherited.
final class PlainButton: UIButton {}

/// A refresh control overriding `init()`, its designated initializer on iOS.
final class TintedRefreshControl: UIRefreshControl {
    override init() {
        super.init()
        tintColor = .red
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// An effect view overriding `init(effect:)`: `init(frame:)` and `init()` are inherited.
final class BlurBackgroundView: UIVisualEffectView {
    override init(effect: UIVisualEffect?) {
        super.init(effect: effect ?? UIBlurEffect(style: .regular))
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

final class PaddedLabel: UILabel {
    var insets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)

    override func drawText(in rect: CGRect) {
        super.drawText(in: rect.inset(by: insets))
    }

    override var intrinsicContentSize: CGSize {
        let size = super.intrinsicContentSize
        return CGSize(width: size.width + insets.left + insets.right, height: size.height + insets.top + insets.bottom)
    }

    override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        super.textRect(forBounds: bounds.inset(by: insets), limitedToNumberOfLines: numberOfLines)
    }
}

final class RoundImageView: UIImageView {
    override init(image: UIImage?) {
        super.init(image: image)
        clipsToBounds = true
    }

    override init(image: UIImage?, highlightedImage: UIImage?) {
        super.init(image: image, highlightedImage: highlightedImage)
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.width / 2
    }
}

final class PlainImageView: UIImageView {}

final class InsetTextField: UITextField {
    let padding = UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 12)

    override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: padding) }
    override func editingRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: padding) }
    override func placeholderRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: padding) }
    override func clearButtonRect(forBounds bounds: CGRect) -> CGRect { super.clearButtonRect(forBounds: bounds) }
    override func leftViewRect(forBounds bounds: CGRect) -> CGRect { super.leftViewRect(forBounds: bounds) }
    override func rightViewRect(forBounds bounds: CGRect) -> CGRect { super.rightViewRect(forBounds: bounds) }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { false }
    override func caretRect(for position: UITextPosition) -> CGRect { super.caretRect(for: position) }
    override func deleteBackward() { super.deleteBackward() }
    override func becomeFirstResponder() -> Bool { super.becomeFirstResponder() }
}

/// A text view overriding only its designated initializers: `init(frame:)` and `init()` are inherited.
final class PlaceholderTextView: UITextView {
    var placeholder = ""

    override init(frame: CGRect, textContainer: NSTextContainer?) {
        super.init(frame: frame, textContainer: textContainer)
        placeholder = "Write something"
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override var text: String! { didSet { setNeedsDisplay() } }
}

final class PagingScrollView: UIScrollView {
    override func touchesShouldCancel(in view: UIView) -> Bool { true }
    override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        super.touchesShouldBegin(touches, with: event, in: view)
    }
}

/// A table view that is as tall as its content; overriding `init(frame:style:)` keeps `init(frame:)`.
final class IntrinsicTableView: UITableView {
    override init(frame: CGRect, style: UITableView.Style) {
        super.init(frame: frame, style: style)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override var contentSize: CGSize { didSet { invalidateIntrinsicContentSize() } }
    override var intrinsicContentSize: CGSize {
        layoutIfNeeded()
        return CGSize(width: UIView.noIntrinsicMetric, height: contentSize.height)
    }
    override func reloadData() { super.reloadData() }
}

final class SubtitleCell: UITableViewCell {
    static let reuseIdentifier = "SubtitleCell"
    private(set) var reuseCount = 0

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
    }

    override func setSelected(_ selected: Bool, animated: Bool) { super.setSelected(selected, animated: animated) }
    override func setHighlighted(_ highlighted: Bool, animated: Bool) { super.setHighlighted(highlighted, animated: animated) }
    override func setEditing(_ editing: Bool, animated: Bool) { super.setEditing(editing, animated: animated) }
    override func awakeFromNib() { super.awakeFromNib() }
    override func layoutSubviews() { super.layoutSubviews() }
}

final class TileCell: UICollectionViewCell {
    static let reuseIdentifier = "TileCell"
    private(set) var appliedTint: UIColor?

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 6
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override var isSelected: Bool { didSet { contentView.alpha = isSelected ? 0.5 : 1 } }
    override var isHighlighted: Bool { didSet {} }
    override func prepareForReuse() {
        super.prepareForReuse()
        appliedTint = nil
    }
    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        if let attributes = layoutAttributes as? TintedLayoutAttributes {
            appliedTint = attributes.tint
            contentView.backgroundColor = attributes.tint
        }
    }
    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        super.preferredLayoutAttributesFitting(layoutAttributes)
    }
    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
    }
}

final class SectionHeaderView: UICollectionReusableView {
    static let kind = UICollectionView.elementKindSectionHeader

    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) { super.apply(layoutAttributes) }
    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
        attributes.size.height = 30
        return attributes
    }
    override func prepareForReuse() { super.prepareForReuse() }
}

// MARK: - Collection view layouts

/// Layout attributes carrying one more value: copied, compared, made with `Self(forCellWith:)`.
final class TintedLayoutAttributes: UICollectionViewLayoutAttributes {
    var tint: UIColor = .clear

    static func make(item: Int, tint: UIColor) -> Self {
        let attributes = Self(forCellWith: IndexPath(item: item, section: 0))
        attributes.tint = tint
        return attributes
    }

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! TintedLayoutAttributes
        copy.tint = tint
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? TintedLayoutAttributes, other.tint == tint else { return false }
        return super.isEqual(object)
    }
}

/// A hand-written layout: one column of 40-point rows, tinted attributes.
final class ColumnLayout: UICollectionViewLayout {
    private var cache: [TintedLayoutAttributes] = []
    private var contentHeight: CGFloat = 0
    private(set) var preparedCount = 0

    override class var layoutAttributesClass: AnyClass { TintedLayoutAttributes.self }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    override func prepare() {
        super.prepare()
        preparedCount += 1
        guard let collectionView else { return }
        cache = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
            let attributes = TintedLayoutAttributes.make(item: item, tint: item.isMultiple(of: 2) ? .red : .blue)
            attributes.frame = CGRect(x: 0, y: CGFloat(item) * 40, width: collectionView.bounds.width, height: 40)
            return attributes
        }
        contentHeight = CGFloat(cache.count) * 40
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.indices.contains(indexPath.item) ? cache[indexPath.item] : nil
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != collectionView?.bounds.width
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = layoutAttributesForItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes
        attributes?.alpha = 0
        return attributes
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        CGPoint(x: proposedContentOffset.x, y: (proposedContentOffset.y / 40).rounded() * 40)
    }

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
    }

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        super.invalidateLayout(with: context)
    }
}

final class SnappingFlowLayout: UICollectionViewFlowLayout {
    override init() {
        super.init()
        scrollDirection = .horizontal
        minimumLineSpacing = 12
        itemSize = CGSize(width: 100, height: 100)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)?.compactMap { $0.copy() as? UICollectionViewLayoutAttributes }
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        let pitch = itemSize.width + minimumLineSpacing
        return CGPoint(x: (proposedContentOffset.x / pitch).rounded() * pitch, y: proposedContentOffset.y)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
}

final class PlainFlowLayout: UICollectionViewFlowLayout {}

/// A compositional layout subclass with a convenience initializer over `init(section:)`.
final class GridLayout: UICollectionViewCompositionalLayout {
    convenience init(columns: Int) {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            subitems: [item])
        self.init(section: NSCollectionLayoutSection(group: group))
    }
}

/// A compositional layout subclass overriding the designated initializers it uses.
final class ProviderLayout: UICollectionViewCompositionalLayout {
    override init(section: NSCollectionLayoutSection) {
        super.init(section: section)
    }

    override init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        super.init(sectionProvider: sectionProvider)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

// MARK: - View controllers

final class ProfileViewController: UIViewController {
    let userID: Int

    init(userID: Int) {
        self.userID = userID
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "User \(userID)"
    }

    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews() }
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
    }
    override var canBecomeFirstResponder: Bool { true }
    override var keyCommands: [UIKeyCommand]? { [] }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        super.motionEnded(motion, with: event)
    }
    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
    }
}

/// Overrides `init(nibName:bundle:)`: `init()` is inherited and calls it.
final class NibNamedViewController: UIViewController {
    private(set) var ranNibInit = false

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        ranNibInit = true
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

final class PlainViewController: UIViewController {}

final class RootNavigationController: UINavigationController {
    private(set) var ranRootInit = false

    override init(rootViewController: UIViewController) {
        super.init(rootViewController: rootViewController)
        ranRootInit = true
        navigationBar.prefersLargeTitles = true
    }

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func pushViewController(_ viewController: UIViewController, animated: Bool) {
        super.pushViewController(viewController, animated: animated)
    }

    override func popViewController(animated: Bool) -> UIViewController? {
        super.popViewController(animated: animated)
    }

    override var childForStatusBarStyle: UIViewController? { topViewController }
}

/// No initializers: `init(rootViewController:)` is inherited.
final class ThemedNavigationController: UINavigationController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }
}

final class MainTabBarController: UITabBarController {
    private(set) var selectedTitles: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        viewControllers = [PlainViewController(), PlainViewController()]
    }

    override func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        selectedTitles.append(item.title ?? "")
    }
}

/// A page view controller made with `init()`, declared without `override` as on iOS (the
/// superclass's `init()` is a convenience initializer).
final class OnboardingPageViewController: UIPageViewController {
    init() {
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

final class RootSplitViewController: UISplitViewController {
    override init(style: UISplitViewController.Style) {
        super.init(style: style)
        preferredDisplayMode = .oneBesideSecondary
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

final class BottomSheetPresentationController: UIPresentationController {
    private(set) var ranOwnInit = false

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        ranOwnInit = true
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        let bounds = containerView.bounds
        return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }

    override var shouldRemovePresentersView: Bool { false }
    override func presentationTransitionWillBegin() { super.presentationTransitionWillBegin() }
    override func presentationTransitionDidEnd(_ completed: Bool) { super.presentationTransitionDidEnd(completed) }
    override func dismissalTransitionWillBegin() { super.dismissalTransitionWillBegin() }
    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

// MARK: - Gestures, windows, layers, animations

/// `init()` is inherited (a convenience initializer) and runs this override.
final class TouchDownGestureRecognizer: UIGestureRecognizer {
    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        cancelsTouchesInView = false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { state = .recognized }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { state = .failed }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { state = .cancelled }
    override func reset() { super.reset() }
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

final class DoubleTapRecognizer: UITapGestureRecognizer {
    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        numberOfTapsRequired = 2
    }
}

final class PlainPanRecognizer: UIPanGestureRecognizer {}

final class ShakeWindow: UIWindow {
    override init(windowScene: UIWindowScene) {
        super.init(windowScene: windowScene)
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func sendEvent(_ event: UIEvent) { super.sendEvent(event) }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        super.motionEnded(motion, with: event)
    }
}

final class ProgressLayer: CALayer {
    var progress: CGFloat = 0

    override init() {
        super.init()
        needsDisplayOnBoundsChange = true
    }

    override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? ProgressLayer { progress = other.progress }
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "progress" || super.needsDisplay(forKey: key)
    }

    override func action(forKey event: String) -> (any CAAction)? { super.action(forKey: event) }
    override func draw(in ctx: CGContext) {
        ctx.setFillColor(UIColor.red.cgColor)
        ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * progress, height: bounds.height))
    }
}

final class RingLayer: CAShapeLayer {
    override init() {
        super.init()
        fillColor = nil
        lineWidth = 4
    }

    override init(layer: Any) {
        super.init(layer: layer)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func layoutSublayers() {
        super.layoutSublayers()
        path = UIBezierPath(ovalIn: bounds.insetBy(dx: lineWidth / 2, dy: lineWidth / 2)).cgPath
    }
}

final class PlainGradientLayer: CAGradientLayer {}

/// `init(keyPath:)` is inherited by an animation subclass without initializers.
final class FadeAnimation: CABasicAnimation {
    var label = "fade"
}

// MARK: - Stack views, constraints, bar items, behaviors

final class FormStackView: UIStackView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        axis = .vertical
        spacing = 8
    }

    required init(coder: NSCoder) {
        super.init(coder: coder)
    }
}

final class IdentifiedConstraint: NSLayoutConstraint {
    override var constant: CGFloat { didSet {} }
    override var isActive: Bool { didSet {} }
}

/// A bar button item that runs a closure, made with the inherited `init(title:style:target:action:)`.
final class ClosureBarButtonItem: UIBarButtonItem {
    private(set) var handler: (() -> Void)?

    convenience init(title: String, handler: @escaping () -> Void) {
        self.init(title: title, style: .plain, target: nil, action: nil)
        self.handler = handler
    }

    convenience init(symbol: String) {
        self.init(image: UIImage(systemName: symbol), style: .plain, target: nil, action: nil)
    }
}

/// A composite behavior with its own designated initializer, as dynamics code writes one.
final class FallBehavior: UIDynamicBehavior {
    let gravity: UIGravityBehavior

    init(items: [any UIDynamicItem]) {
        gravity = UIGravityBehavior(items: items)
        super.init()
        addChildBehavior(gravity)
        addChildBehavior(UICollisionBehavior(items: items))
    }
}

final class StrongGravityBehavior: UIGravityBehavior {
    override init(items: [any UIDynamicItem]) {
        super.init(items: items)
        magnitude = 2
    }
}
