import Foundation

extension UIButton {
    /// The appearance and contents of a button, as a value (UIKit, iOS 15).
    ///
    /// Start from a style (`plain()`, `gray()`, `tinted()`, `filled()`), set the contents
    /// (`title`, `subtitle`, `image`) and colors, and give it to a button. Colors left nil
    /// come from the style, the button's tint color and its state: `updated(for:)` resolves
    /// them, and the button does so on every state change while
    /// `automaticallyUpdatesConfiguration` is on.
    ///
    /// `title` and `attributedTitle` are one value (so are the subtitles): the attributed form
    /// keeps its attributes over the style's font and color, and the text attributes
    /// transformers change the attributes of each run on every update.
    ///
    /// Differs from UIKit: the pop-up indicator and the activity indicator are not drawn
    /// (`indicator`, `indicatorColorTransformer` and `showsActivityIndicator` are stored).
    public struct Configuration: Hashable {
        /// How the background's corners are rounded.
        public enum CornerStyle: Hashable, Sendable {
            /// `background.cornerRadius`, as it is.
            case fixed
            /// A radius that follows `buttonSize`.
            case dynamic
            case small
            case medium
            case large
            /// Half the height: round ends.
            case capsule
        }

        /// Preset metrics: fonts, content insets and corner radii.
        public enum Size: Hashable, Sendable {
            case mini
            case small
            case medium
            case large
        }

        /// How the title and subtitle align with each other.
        /// The indicator a button shows after its content (UIKit, iOS 15).
        public enum Indicator: Hashable, Sendable {
            /// The pop-up indicator for pop-up buttons (a menu that changes the selection), else none.
            case automatic
            case none
            case popup
        }

        /// How a configured button looks under the Mac idiom (UIKit, iOS 15).
        public enum MacIdiomStyle: Hashable, Sendable {
            case automatic
            case bordered
            case borderless
            case borderlessTinted
        }

        public enum TitleAlignment: Hashable, Sendable {
            /// Leading beside an image, centered above or below one.
            case automatic
            case leading
            case center
            case trailing
        }

        var style: ButtonConfigurationStyle
        /// The state the colors are resolved for (`updated(for:)`); nil: the normal state.
        var resolvedState: UIControl.State?

        public var background: UIBackgroundConfiguration
        public var cornerStyle: CornerStyle = .dynamic
        public var buttonSize: Size = .medium
        /// The color of the title, subtitle and template images; nil: the style's.
        public var baseForegroundColor: UIColor?
        /// The fill the style derives its background from; nil: the tint color.
        public var baseBackgroundColor: UIColor?
        public var image: UIImage?
        /// Which side of the title the image is on. UIKit: leading.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// The space between the image and the title. UIKit: 0.
        public var imagePadding: CGFloat = 0
        /// Space kept for the image along `imagePlacement`'s axis (iOS 15). UIKit: 0; a smaller
        /// image is centered in the reserved space, a larger one ignores it.
        public var imageReservation: CGFloat = 0
        // UIKit: setting `title` replaces `attributedTitle` with its plain text, and
        // `attributedTitle` gives `title` its characters.
        public var title: String? {
            get { attributedTitle.map { String($0.characters) } }
            set { attributedTitle = newValue.map { AttributedString($0) } }
        }
        public var subtitle: String? {
            get { attributedSubtitle.map { String($0.characters) } }
            set { attributedSubtitle = newValue.map { AttributedString($0) } }
        }
        /// The title with its attributes; they win over the style's font and color.
        public var attributedTitle: AttributedString?
        public var attributedSubtitle: AttributedString?
        /// Changes the title's attributes (the style's with the title's own) on every update.
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer? {
            get { titleTransformerStorage?.transformer }
            set { titleTransformerStorage = newValue.map(UIConfigurationTextAttributesTransformer.Stored.init) }
        }
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer? {
            get { subtitleTransformerStorage?.transformer }
            set { subtitleTransformerStorage = newValue.map(UIConfigurationTextAttributesTransformer.Stored.init) }
        }
        /// Changes the image's tint (the foreground color) on every update.
        public var imageColorTransformer: UIConfigurationColorTransformer? {
            get { imageTransformerStorage?.transformer }
            set { imageTransformerStorage = newValue.map(UIConfigurationColorTransformer.Stored.init) }
        }
        var imageTransformerStorage: UIConfigurationColorTransformer.Stored?
        var titleTransformerStorage: UIConfigurationTextAttributesTransformer.Stored?
        var subtitleTransformerStorage: UIConfigurationTextAttributesTransformer.Stored?
        /// The space between the title and the subtitle. UIKit: 0.
        public var titlePadding: CGFloat = 0
        public var titleAlignment: TitleAlignment = .automatic
        public var titleLineBreakMode: NSLineBreakMode = .byWordWrapping
        public var subtitleLineBreakMode: NSLineBreakMode = .byWordWrapping
        /// Insets from the bounds to the content; until set, the default for `buttonSize`.
        public var contentInsets: NSDirectionalEdgeInsets {
            get { contentInsetsStorage ?? ButtonConfigurationMetrics(size: buttonSize).contentInsets }
            set { contentInsetsStorage = newValue }
        }
        var contentInsetsStorage: NSDirectionalEdgeInsets?
        public var showsActivityIndicator = false
        /// UIKit (iOS 15): changes the activity indicator's color (default: the foreground
        /// color). Kept: the configuration's activity indicator is not drawn here.
        public var activityIndicatorColorTransformer: UIConfigurationColorTransformer? {
            get { activityIndicatorTransformerStorage?.transformer }
            set { activityIndicatorTransformerStorage = newValue.map(UIConfigurationColorTransformer.Stored.init) }
        }
        var activityIndicatorTransformerStorage: UIConfigurationColorTransformer.Stored?
        /// UIKit (iOS 15): the look under the Mac idiom. Kept: never the idiom here.
        public var macIdiomStyle: MacIdiomStyle = .automatic
        /// Whether a selected button looks selected. UIKit: true.
        public var automaticallyUpdateForSelection = true
        /// UIKit (iOS 15): the indicator after the content. Kept: OpenUIKit's pop-up buttons
        /// draw no up-and-down chevron.
        public var indicator: Indicator = .automatic
        /// UIKit (iOS 15): changes the indicator's color. Kept: no indicator is drawn.
        public var indicatorColorTransformer: UIConfigurationColorTransformer? {
            get { indicatorTransformerStorage?.transformer }
            set { indicatorTransformerStorage = newValue.map(UIConfigurationColorTransformer.Stored.init) }
        }
        var indicatorTransformerStorage: UIConfigurationColorTransformer.Stored?
        /// UIKit (iOS 15): the symbol configuration applied to a symbol image (a point size,
        /// weight or scale); other images are shown as they are.
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?

        init(style: ButtonConfigurationStyle) {
            self.style = style
            background = UIBackgroundConfiguration()
        }

        // MARK: Styles

        /// A transparent background; the title in the tint color.
        public static func plain() -> Configuration { Configuration(style: .plain) }

        /// A gray background; the title in the tint color.
        public static func gray() -> Configuration { Configuration(style: .gray) }

        /// A background of the tint color, faint; the title in the tint color.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }

        /// A background of the tint color; a white title.
        public static func filled() -> Configuration { Configuration(style: .filled) }

        /// The plain style (the name of iOS 15's borderless buttons).
        public static func borderless() -> Configuration { plain() }

        /// The gray style (the name of iOS 15's bordered buttons).
        public static func bordered() -> Configuration { gray() }

        /// The tinted style.
        public static func borderedTinted() -> Configuration { tinted() }

        /// The filled style.
        public static func borderedProminent() -> Configuration { filled() }

        /// Resets `contentInsets` to the default for `buttonSize`.
        public mutating func setDefaultContentInsets() {
            contentInsetsStorage = nil
        }

        /// A copy whose style colors are resolved for `button`'s state (highlighted, selected,
        /// disabled). Values you set are kept.
        @preconcurrency @MainActor
        public func updated(for button: UIButton) -> Configuration {
            var copy = self
            copy.resolvedState = button.state
            return copy
        }
    }
}
