import Foundation

/// The content of an empty state — an image (or, for `loading()`, an activity indicator), a
/// text, a secondary text and up to two buttons, stacked and centred — as a value (UIKit,
/// iOS 17). Give it to a view controller's `contentUnavailableConfiguration` or to a
/// `UIContentUnavailableView`.
///
/// Not `Sendable`, as in UIKit (it holds an `NSAttributedString` and button configurations).
public struct UIContentUnavailableConfiguration: UIContentConfiguration, Hashable {
    /// How the content lines up across the view.
    public enum Alignment: Int, Hashable, Sendable {
        /// Each element centred (UIKit's default).
        case center = 0
        /// Each element at the leading edge, the texts naturally aligned.
        case natural = 1
    }

    /// Which factory made the configuration.
    enum Kind: Hashable {
        case empty, loading, search
    }

    let kind: Kind

    public var image: UIImage?
    public var imageProperties = ImageProperties()
    public var text: String?
    /// Shown instead of `text` when set.
    public var attributedText: NSAttributedString?
    public var textProperties: TextProperties
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var secondaryTextProperties: TextProperties
    /// The primary button; shown when it has a title, a subtitle or an image.
    public var button: UIButton.Configuration = .plain()
    public var buttonProperties = ButtonProperties()
    /// The secondary button, under the primary one; shown when it has a title, a subtitle or
    /// an image.
    public var secondaryButton: UIButton.Configuration = .plain()
    public var secondaryButtonProperties = ButtonProperties()
    public var alignment: Alignment = .center
    /// The axes along which the content keeps at least its superview's layout margins.
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .both
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
    public var imageToTextPadding: CGFloat = 10
    public var textToSecondaryTextPadding: CGFloat = 5
    public var textToButtonPadding: CGFloat = 20
    public var buttonToSecondaryButtonPadding: CGFloat = 10
    /// What is drawn behind the content (clear by default: the content sits over the
    /// controller's view).
    public var background: UIBackgroundConfiguration = .clear()

    init(kind: Kind) {
        self.kind = kind
        textProperties = TextProperties(font: UIContentUnavailableConfiguration.textFont, color: .label)
        secondaryTextProperties = TextProperties(font: .preferredFont(forTextStyle: .body), color: .secondaryLabel)
    }

    /// Ours: the text is title 3 in bold (Apple publishes no figure).
    static var textFont: UIFont {
        let title3 = UIFont.preferredFont(forTextStyle: .title3)
        return UIFont.boldSystemFont(ofSize: title3.pointSize)
    }

    // MARK: Factories

    /// UIKit: nothing filled in; set the image, the texts and the buttons.
    public static func empty() -> UIContentUnavailableConfiguration {
        UIContentUnavailableConfiguration(kind: .empty)
    }

    /// UIKit: a spinning activity indicator in place of the image, over the text "Loading…".
    /// The image properties' tint color colors the indicator.
    public static func loading() -> UIContentUnavailableConfiguration {
        var configuration = UIContentUnavailableConfiguration(kind: .loading)
        configuration.text = "Loading…"
        configuration.textProperties.font = .preferredFont(forTextStyle: .body)
        configuration.textProperties.color = .secondaryLabel
        return configuration
    }

    /// UIKit: a magnifying glass, "No Results" and a hint to check the spelling.
    public static func search() -> UIContentUnavailableConfiguration {
        var configuration = UIContentUnavailableConfiguration(kind: .search)
        configuration.image = UIImage(systemName: "magnifyingglass")
        configuration.text = "No Results"
        configuration.secondaryText = "Check the spelling or try a new search."
        return configuration
    }

    /// Whether the view shows an activity indicator instead of the image.
    var showsActivityIndicator: Bool { kind == .loading }

    // MARK: UIContentConfiguration

    @MainActor
    public func makeContentView() -> any UIView & UIContentView {
        UIContentUnavailableView(configuration: self)
    }

    /// UIKit: the configuration does not change with the state (the controller's
    /// `updateContentUnavailableConfiguration(using:)` does that).
    public func updated(for state: any UIConfigurationState) -> UIContentUnavailableConfiguration { self }
}
