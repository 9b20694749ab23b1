import Foundation

/// The look of a bar's background and shadow (UIKit, iOS 13). Bars copy an appearance when
/// it is assigned: change it, then assign it again.
///
/// Differs from UIKit: a `backgroundEffect` is drawn as a translucent color approximating
/// the chrome material (the same for every blur style). `copy()` returns `Self` in a typed
/// context (`let a: UINavigationBarAppearance = b.copy()`); untyped (`let a = b.copy()`)
/// Swift on Linux picks `NSObject.copy()` (`Any`), which cannot be overridden with `Self`.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject {
    let idiomStorage: UIUserInterfaceIdiom
    /// Whether the background is the (approximated) system chrome material.
    var usesMaterialBackground: Bool { backgroundEffect != nil }

    public init(idiom: UIUserInterfaceIdiom) {
        idiomStorage = idiom
        super.init()
        configureWithDefaultBackground()
    }

    public override convenience init() {
        self.init(idiom: UIScreen.main.traitCollection.userInterfaceIdiom)
    }

    /// A copy of `barAppearance`'s background and shadow (and, for the same subclass, its
    /// bar-specific properties).
    public required init(barAppearance: UIBarAppearance) {
        idiomStorage = barAppearance.idiomStorage
        super.init()
        copyBackground(from: barAppearance)
        copySpecifics(from: barAppearance)
    }

    open var idiom: UIUserInterfaceIdiom { idiomStorage }

    /// UIKit: the system material with the standard hairline shadow.
    open func configureWithDefaultBackground() {
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = UIBarAppearance.defaultShadowColor
        shadowImage = nil
    }

    /// UIKit: an opaque background in the system background color, with the hairline shadow.
    open func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowColor = UIBarAppearance.defaultShadowColor
        shadowImage = nil
    }

    /// UIKit: no background and no shadow (the content shows through).
    open func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = nil
        shadowImage = nil
    }

    /// The blur behind the bar's content (UIKit: the system chrome material by default, nil
    /// for opaque and transparent backgrounds). Ours: drawn as a translucent color.
    open var backgroundEffect: UIBlurEffect?
    /// Drawn over the background material (the bar's whole color when the material is off).
    open var backgroundColor: UIColor?
    open var backgroundImage: UIImage?
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    /// The color of the one-pixel line along the bar's content edge; none when nil.
    open var shadowColor: UIColor?
    open var shadowImage: UIImage?

    /// UIKit's hairline under (or over) a bar: black at 30 % opacity.
    static let defaultShadowColor = UIColor(white: 0, alpha: 0.3)

    /// Ours: the chrome material approximated as a translucent near-white (near-black in
    /// dark mode).
    static let materialColor = UIColor(dynamicProvider: { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 0.11, alpha: 0.85) : UIColor(white: 0.98, alpha: 0.85)
    })

    func copyBackground(from other: UIBarAppearance) {
        backgroundEffect = other.backgroundEffect
        backgroundColor = other.backgroundColor
        backgroundImage = other.backgroundImage
        backgroundImageContentMode = other.backgroundImageContentMode
        shadowColor = other.shadowColor
        shadowImage = other.shadowImage
    }

    /// Subclasses copy their own properties.
    func copySpecifics(from other: UIBarAppearance) {}

    /// A copy of the receiver with its class (what bars keep when one is assigned).
    func makeCopy() -> Self {
        Self(barAppearance: self)
    }

    /// A copy with the receiver's class and every property (UIKit's `-copy` returns
    /// `instancetype`). Disfavored so that `NSObject.copy()` still answers `copy() as! T`.
    @_disfavoredOverload
    public func copy() -> Self {
        makeCopy()
    }
}
