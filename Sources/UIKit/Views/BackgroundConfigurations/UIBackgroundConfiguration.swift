/// The background of a view, as a value (UIKit, iOS 14): a color, a corner radius, a stroke,
/// an image or a custom view. Buttons with a configuration draw theirs from it.
///
/// The list factories (`listPlainCell()`…) give table and collection rows their fills; their
/// `updated(for:)` turns a highlighted or selected row gray, as iOS does.
public struct UIBackgroundConfiguration: Hashable {
    /// The list look a factory gave (nil: made with `init()` or `clear()`).
    var listStyle: ListBackgroundStyle?

    /// A custom view shown behind the other content; nil by default.
    public var customView: UIView?
    /// UIKit: 0 by default.
    public var cornerRadius: CGFloat = 0
    /// Insets from the view's bounds to the background.
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero
    /// The edges whose `backgroundInsets` are measured from the containing view's layout
    /// margins instead of its bounds. UIKit: none.
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    /// The fill; nil means the view's tint color (see `resolvedBackgroundColor(for:)`). A
    /// button configuration's background leaves it nil for the style's own color.
    public var backgroundColor: UIColor?
    /// An image drawn over the fill, placed by `imageContentMode`.
    public var image: UIImage?
    public var imageContentMode: UIView.ContentMode = .scaleToFill
    /// The stroke; nil means the tint color. Drawn only when `strokeWidth` is positive.
    public var strokeColor: UIColor?
    public var strokeWidth: CGFloat = 0
    /// How far the stroke extends beyond the background's edges.
    public var strokeOutset: CGFloat = 0
    /// Applied to the fill when it is resolved (`resolvedBackgroundColor(for:)`).
    public var backgroundColorTransformer: UIConfigurationColorTransformer? {
        get { backgroundTransformerStorage?.transformer }
        set { backgroundTransformerStorage = newValue.map(UIConfigurationColorTransformer.Stored.init) }
    }
    /// Applied to the stroke color when it is resolved (`resolvedStrokeColor(for:)`).
    public var strokeColorTransformer: UIConfigurationColorTransformer? {
        get { strokeTransformerStorage?.transformer }
        set { strokeTransformerStorage = newValue.map(UIConfigurationColorTransformer.Stored.init) }
    }
    var backgroundTransformerStorage: UIConfigurationColorTransformer.Stored?
    var strokeTransformerStorage: UIConfigurationColorTransformer.Stored?
    /// A blur or vibrancy shown behind the fill (UIKit: nil by default); cells and headers show
    /// it in a `UIVisualEffectView`.
    public var visualEffect: UIVisualEffect?

    public init() {}

    /// A background with a clear fill.
    public static func clear() -> UIBackgroundConfiguration {
        var configuration = UIBackgroundConfiguration()
        configuration.backgroundColor = .clear
        return configuration
    }

    /// The fill for a view whose tint color is `tintColor`.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let color = backgroundColor ?? tintColor
        return backgroundColorTransformer?(color) ?? color
    }

    /// The stroke color for a view whose tint color is `tintColor`.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let color = strokeColor ?? tintColor
        return strokeColorTransformer?(color) ?? color
    }
}
