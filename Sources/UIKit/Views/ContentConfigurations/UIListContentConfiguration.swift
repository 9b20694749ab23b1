import Foundation

/// The content of a list row, header or footer — an image, a text and a secondary text with
/// their styling and spacing — as a value (UIKit, iOS 14). `makeContentView()` gives a
/// `UIListContentView`. Start from a factory (`cell()`, `subtitleCell()`…) or a cell's
/// `defaultContentConfiguration()`.
///
/// Not `Sendable`, as in UIKit (it holds an `NSAttributedString`).
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// Which factory made the configuration: fixes the minimum height and state styling.
    enum BaseStyle: Hashable {
        case cell, header, footer, sidebarCell, sidebarHeader
        /// `header()` / `footer()` (iOS 18): styled by the list environment in `updated(for:)`.
        case environmentHeader, environmentFooter
    }

    var baseStyle: BaseStyle

    public var image: UIImage?
    public var imageProperties = ImageProperties()
    public var text: String?
    /// Shown instead of `text` when set (its attributes win over `textProperties`).
    public var attributedText: NSAttributedString?
    public var textProperties: TextProperties
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var secondaryTextProperties: TextProperties
    /// The axes along which the content view keeps at least its superview's layout margins.
    /// UIKit's default: `.horizontal` (the text lines up with the cell's margins).
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .horizontal
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    public var prefersSideBySideTextAndSecondaryText = false
    public var imageToTextPadding: CGFloat
    public var textToSecondaryTextHorizontalPadding: CGFloat
    public var textToSecondaryTextVerticalPadding: CGFloat
    /// The content's opacity (UIKit, iOS 18).
    public var alpha: CGFloat = 1

    init(baseStyle: BaseStyle, textStyle: UIFont.TextStyle, textColor: UIColor,
         secondaryTextStyle: UIFont.TextStyle, secondaryTextColor: UIColor, margins: NSDirectionalEdgeInsets) {
        self.baseStyle = baseStyle
        textProperties = TextProperties(font: .preferredFont(forTextStyle: textStyle), color: textColor)
        secondaryTextProperties = TextProperties(font: .preferredFont(forTextStyle: secondaryTextStyle), color: secondaryTextColor)
        directionalLayoutMargins = margins
        imageToTextPadding = UIListContentConfiguration.standardImageToTextPadding
        textToSecondaryTextHorizontalPadding = UIListContentConfiguration.standardSideBySidePadding
        textToSecondaryTextVerticalPadding = UIListContentConfiguration.standardStackedPadding
    }

    // MARK: Metrics

    /// UIKit: list rows are at least 44 pt tall (the standard row height, the minimum tap
    /// target of Apple's guidelines).
    static let minimumCellHeight: CGFloat = 44
    /// UIKit: iPhone-width lists inset their content 16 pt from the leading and trailing edges.
    static let standardHorizontalMargin: CGFloat = 16
    /// UIKit: a table cell's content view has 11 pt top and bottom layout margins: one line of
    /// SF body text (21 pt rounded up), the margins and the separator fit the 44 pt minimum
    /// row. Our body font's line is taller (24 pt), so the margins shrink to what keeps a
    /// one-line row at 44 pt (9.5 pt), never above UIKit's 11.
    static let standardVerticalMargin: CGFloat = {
        let line = UIFont.preferredFont(forTextStyle: .body).lineHeight.rounded(.up)
        return max(0, min(11, (minimumCellHeight - 1 - line) / 2))
    }()
    /// Ours (close to iOS's look, not a documented figure): the gap after the image, between
    /// side-by-side texts, and between stacked texts.
    static let standardImageToTextPadding: CGFloat = 16
    static let standardSideBySidePadding: CGFloat = 16
    static let standardStackedPadding: CGFloat = 3

    static var cellMargins: NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: standardVerticalMargin, leading: standardHorizontalMargin,
                                bottom: standardVerticalMargin, trailing: standardHorizontalMargin)
    }

    /// Ours: header and footer margins (iOS pads a plain header less than a row).
    static var headerFooterMargins: NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: 6, leading: standardHorizontalMargin, bottom: 6, trailing: standardHorizontalMargin)
    }

    var minimumHeight: CGFloat {
        switch baseStyle {
        case .cell, .sidebarCell: return Self.minimumCellHeight
        case .header, .footer, .sidebarHeader, .environmentHeader, .environmentFooter: return 0
        }
    }

    // MARK: Factories

    /// UIKit: body text in the label color; secondary text below in subheadline, secondary
    /// label color.
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(baseStyle: .cell, textStyle: .body, textColor: .label,
                                   secondaryTextStyle: .subheadline, secondaryTextColor: .secondaryLabel, margins: cellMargins)
    }

    /// UIKit: as `cell()`; the secondary text sits under the text.
    public static func subtitleCell() -> UIListContentConfiguration { cell() }

    /// UIKit: body text with the secondary text (body, secondary label color) side by side at
    /// the trailing edge when both fit.
    public static func valueCell() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(baseStyle: .cell, textStyle: .body, textColor: .label,
                                                       secondaryTextStyle: .body, secondaryTextColor: .secondaryLabel,
                                                       margins: cellMargins)
        configuration.prefersSideBySideTextAndSecondaryText = true
        return configuration
    }

    /// UIKit (iOS 15 and later): a plain list's header is headline text in the label color.
    public static func plainHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(baseStyle: .header, textStyle: .headline, textColor: .label,
                                   secondaryTextStyle: .subheadline, secondaryTextColor: .secondaryLabel,
                                   margins: headerFooterMargins)
    }

    /// UIKit: footnote text in the secondary label color.
    public static func plainFooter() -> UIListContentConfiguration {
        UIListContentConfiguration(baseStyle: .footer, textStyle: .footnote, textColor: .secondaryLabel,
                                   secondaryTextStyle: .footnote, secondaryTextColor: .secondaryLabel,
                                   margins: headerFooterMargins)
    }

    /// UIKit (iOS 14–17): a grouped list's header is uppercase footnote text in the secondary
    /// label color.
    public static func groupedHeader() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(baseStyle: .header, textStyle: .footnote, textColor: .secondaryLabel,
                                                   secondaryTextStyle: .footnote, secondaryTextColor: .secondaryLabel,
                                                   margins: headerFooterMargins)
        configuration.textProperties.transform = .uppercase
        return configuration
    }

    /// UIKit: footnote text in the secondary label color.
    public static func groupedFooter() -> UIListContentConfiguration { plainFooter() }

    /// UIKit: an inset grouped list's prominent header is title3-weight label-colored text.
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(baseStyle: .header, textStyle: .title3, textColor: .label,
                                   secondaryTextStyle: .subheadline, secondaryTextColor: .secondaryLabel,
                                   margins: headerFooterMargins)
    }

    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(baseStyle: .header, textStyle: .title2, textColor: .label,
                                   secondaryTextStyle: .subheadline, secondaryTextColor: .secondaryLabel,
                                   margins: headerFooterMargins)
    }

    /// UIKit (iOS 18): the header of the list it is shown in: `updated(for:)` takes the plain,
    /// grouped or sidebar header's styling from the state's `listEnvironment` (plain until then).
    public static func header() -> UIListContentConfiguration {
        environmentStyled(plainHeader(), as: .environmentHeader)
    }

    /// UIKit (iOS 18): the footer of the list it is shown in, resolved as `header()` is.
    public static func footer() -> UIListContentConfiguration {
        environmentStyled(plainFooter(), as: .environmentFooter)
    }

    /// UIKit: a sidebar row: body text; the image takes the tint color.
    public static func sidebarCell() -> UIListContentConfiguration {
        UIListContentConfiguration(baseStyle: .sidebarCell, textStyle: .body, textColor: .label,
                                   secondaryTextStyle: .subheadline, secondaryTextColor: .secondaryLabel,
                                   margins: cellMargins)
    }

    public static func sidebarSubtitleCell() -> UIListContentConfiguration { sidebarCell() }

    public static func accompaniedSidebarCell() -> UIListContentConfiguration { sidebarCell() }

    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration { sidebarCell() }

    /// UIKit: a sidebar section header: headline text in the secondary label color.
    public static func sidebarHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(baseStyle: .sidebarHeader, textStyle: .headline, textColor: .secondaryLabel,
                                   secondaryTextStyle: .subheadline, secondaryTextColor: .secondaryLabel,
                                   margins: headerFooterMargins)
    }

    // MARK: UIContentConfiguration

    @MainActor
    public func makeContentView() -> any UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// UIKit: a list configuration keeps its colors in the normal, highlighted and selected
    /// states of plain and grouped rows (the background configuration shows those); a
    /// selected sidebar row shows white text and image over its tinted background.
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration {
        if baseStyle == .environmentHeader || baseStyle == .environmentFooter {
            return resolved(in: state.traitCollection.listEnvironment)
        }
        guard baseStyle == .sidebarCell, let cellState = state as? UICellConfigurationState,
              cellState.isSelected else { return self }
        var configuration = self
        configuration.textProperties.color = .white
        configuration.secondaryTextProperties.color = .white
        configuration.imageProperties.tintColor = .white
        return configuration
    }
}
