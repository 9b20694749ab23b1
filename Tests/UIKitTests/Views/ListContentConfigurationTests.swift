import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

@MainActor
final class ListContentConfigurationTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    /// A square image of `side` points.
    private func image(_ side: CGFloat) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: side, height: side))
        }
    }

    /// A list content view in a window (scale 2), `width` wide, sized to fit.
    private func hosted(_ configuration: UIListContentConfiguration, width: CGFloat = 320) -> (UIWindow, UIListContentView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = UIListContentView(configuration: configuration)
        window.addSubview(view)
        let height = view.sizeThatFits(CGSize(width: width, height: 0)).height
        view.frame = CGRect(x: 0, y: 0, width: width, height: height)
        view.layoutIfNeeded()
        return (window, view)
    }

    private func label(_ view: UIListContentView, _ text: String) -> UILabel? {
        view.subviews.compactMap { $0 as? UILabel }.first { $0.text == text && !$0.isHidden }
    }

    private func width(of text: String, _ style: UIFont.TextStyle) -> CGFloat {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: style)
        label.text = text
        return label.sizeThatFits(CGSize(width: 1000, height: 1000)).width
    }

    func testCellDefaultsAreUIKits() async {
        let cell = UIListContentConfiguration.cell()
        XCTAssertEqual(cell.textProperties.font, .preferredFont(forTextStyle: .body))
        XCTAssertEqual(cell.textProperties.color, .label)
        XCTAssertEqual(cell.secondaryTextProperties.font, .preferredFont(forTextStyle: .subheadline))
        XCTAssertEqual(cell.secondaryTextProperties.color, .secondaryLabel)
        XCTAssertEqual(cell.textProperties.numberOfLines, 0)
        XCTAssertEqual(cell.textProperties.lineBreakMode, .byTruncatingTail)
        XCTAssertEqual(cell.axesPreservingSuperviewLayoutMargins, .horizontal)
        XCTAssertFalse(cell.prefersSideBySideTextAndSecondaryText)
        XCTAssertEqual(cell.directionalLayoutMargins.leading, 16)
        XCTAssertEqual(cell.directionalLayoutMargins.trailing, 16)
        XCTAssertNil(cell.text)
        XCTAssertNil(cell.image)
        XCTAssertTrue(UIListContentConfiguration.valueCell().prefersSideBySideTextAndSecondaryText)
        XCTAssertEqual(UIListContentConfiguration.valueCell().secondaryTextProperties.font, .preferredFont(forTextStyle: .body))
        XCTAssertEqual(UIListContentConfiguration.groupedHeader().textProperties.transform, .uppercase)
        XCTAssertEqual(UIListContentConfiguration.groupedHeader().textProperties.color, .secondaryLabel)
        XCTAssertEqual(UIListContentConfiguration.plainHeader().textProperties.font, .preferredFont(forTextStyle: .headline))
        XCTAssertEqual(UIListContentConfiguration.plainFooter().textProperties.font, .preferredFont(forTextStyle: .footnote))
        XCTAssertEqual(UIAxis.both, [.horizontal, .vertical])
    }

    /// One line of body text: the row keeps UIKit's 44 pt minimum, the text centred in it.
    func testOneLineCellIsFortyFourPointsWithTheTextCentred() async {
        var configuration = UIListContentConfiguration.cell()
        configuration.text = "Title"
        let (_, view) = hosted(configuration)
        XCTAssertEqual(view.frame.height, 44)
        let text = try? XCTUnwrap(label(view, "Title"))
        XCTAssertEqual(text?.frame, CGRect(x: 16, y: 10, width: 288, height: 24))
        XCTAssertEqual(text?.font, .preferredFont(forTextStyle: .body))
        XCTAssertEqual(text?.textColor, .label)
    }

    /// Subtitle cell: the secondary text under the text, 3 pt apart, margins above and below.
    func testSubtitleStacksTheSecondaryText() async {
        var configuration = UIListContentConfiguration.subtitleCell()
        configuration.text = "Title"
        configuration.secondaryText = "Detail"
        let (_, view) = hosted(configuration)
        let margin = configuration.directionalLayoutMargins.top
        XCTAssertEqual(margin, 9.5, "our 24 pt body line keeps one-line rows at 44 pt")
        XCTAssertEqual(view.frame.height, margin + 24 + 3 + 21 + margin)
        XCTAssertEqual(label(view, "Title")?.frame, CGRect(x: 16, y: 9.5, width: 288, height: 24))
        XCTAssertEqual(label(view, "Detail")?.frame, CGRect(x: 16, y: 36.5, width: 288, height: 21))
        XCTAssertEqual(label(view, "Detail")?.textColor, .secondaryLabel)
    }

    /// Value cell: text at the leading margin, the value at the trailing one, one line.
    func testValueCellPutsTheTextsSideBySide() async {
        var configuration = UIListContentConfiguration.valueCell()
        configuration.text = "Name"
        configuration.secondaryText = "Value"
        let (_, view) = hosted(configuration)
        XCTAssertEqual(view.frame.height, 44)
        let valueWidth = width(of: "Value", .body)
        XCTAssertEqual(label(view, "Name")?.frame, CGRect(x: 16, y: 10, width: width(of: "Name", .body), height: 24))
        XCTAssertEqual(label(view, "Value")?.frame, CGRect(x: 304 - valueWidth, y: 10, width: valueWidth, height: 24))
    }

    /// Too long to sit side by side: the value cell stacks its texts.
    func testValueCellStacksWhenTheTextsDoNotFit() async {
        var configuration = UIListContentConfiguration.valueCell()
        configuration.text = "A rather long name for a row"
        configuration.secondaryText = "and an equally long value"
        let (_, view) = hosted(configuration, width: 200)
        let text = label(view, "A rather long name for a row")
        let value = label(view, "and an equally long value")
        XCTAssertEqual(text?.frame.minX, 16)
        XCTAssertEqual(value?.frame.minX, 16)
        XCTAssertEqual(value?.frame.minY, (text?.frame.maxY ?? 0) + 3)
        XCTAssertEqual(text?.frame.width, 168)
    }

    /// The image sits at the leading margin, centred; the text starts 16 pt after it.
    func testImageBeforeTheText() async {
        var configuration = UIListContentConfiguration.cell()
        configuration.text = "Title"
        configuration.image = image(30)
        let (_, view) = hosted(configuration)
        XCTAssertEqual(view.frame.height, 9.5 + 30 + 9.5)
        let imageView = view.subviews.compactMap { $0 as? UIImageView }.first
        XCTAssertEqual(imageView?.frame, CGRect(x: 16, y: 9.5, width: 30, height: 30))
        XCTAssertEqual(label(view, "Title")?.frame, CGRect(x: 62, y: 12.5, width: 242, height: 24))
    }

    /// Right to left: the image at the right margin, the text to its left.
    func testRightToLeftMirrorsTheLayout() async {
        var configuration = UIListContentConfiguration.cell()
        configuration.text = "Title"
        configuration.image = image(30)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = UIListContentView(configuration: configuration)
        view.semanticContentAttribute = .forceRightToLeft
        window.addSubview(view)
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 49)
        view.layoutIfNeeded()
        let imageView = view.subviews.compactMap { $0 as? UIImageView }.first
        XCTAssertEqual(imageView?.frame, CGRect(x: 274, y: 9.5, width: 30, height: 30))
        XCTAssertEqual(label(view, "Title")?.frame, CGRect(x: 16, y: 12.5, width: 242, height: 24))
    }

    /// maximumSize scales the image down (aspect kept); reservedLayoutSize keeps room.
    func testImageMaximumAndReservedSizes() async {
        var configuration = UIListContentConfiguration.cell()
        configuration.text = "Title"
        configuration.image = image(60)
        configuration.imageProperties.maximumSize = CGSize(width: 20, height: 40)
        configuration.imageProperties.reservedLayoutSize = CGSize(width: 40, height: 0)
        configuration.imageToTextPadding = 10
        let (_, view) = hosted(configuration)
        let imageView = view.subviews.compactMap { $0 as? UIImageView }.first
        XCTAssertEqual(imageView?.frame, CGRect(x: 26, y: 12, width: 20, height: 20), "centred in its 40 pt room")
        XCTAssertEqual(label(view, "Title")?.frame.minX, 16 + 40 + 10)
    }

    /// Margins, paddings, alignment and transform follow the configuration.
    func testCustomMarginsAlignmentAndTransform() async {
        var configuration = UIListContentConfiguration.cell()
        configuration.text = "Title"
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 20, leading: 30, bottom: 20, trailing: 10)
        configuration.textProperties.alignment = .center
        configuration.textProperties.transform = .uppercase
        configuration.textProperties.color = .systemRed
        let (_, view) = hosted(configuration)
        XCTAssertEqual(view.frame.height, 64)
        let text = label(view, "TITLE")
        XCTAssertEqual(text?.frame, CGRect(x: 30, y: 20, width: 280, height: 24))
        XCTAssertEqual(text?.textAlignment, .center)
        XCTAssertEqual(text?.textColor, .systemRed)
    }

    /// Horizontal margins grow to the superview's layout margins where the view reaches them.
    func testPreservesTheSuperviewsHorizontalMargins() async {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 24)
        var configuration = UIListContentConfiguration.cell()
        configuration.text = "Title"
        let view = UIListContentView(configuration: configuration)
        container.addSubview(view)
        view.frame = container.bounds
        view.layoutIfNeeded()
        XCTAssertEqual(label(view, "Title")?.frame.minX, 40)
        XCTAssertEqual(label(view, "Title")?.frame.width, 320 - 40 - 24)
        configuration.axesPreservingSuperviewLayoutMargins = []
        view.configuration = configuration
        view.layoutIfNeeded()
        XCTAssertEqual(label(view, "Title")?.frame.minX, 16)
    }

    /// A new configuration restyles the same view; the protocol setter takes only list ones.
    func testContentViewProtocol() async {
        var configuration = UIListContentConfiguration.cell()
        configuration.text = "One"
        let made = configuration.makeContentView()
        XCTAssertTrue(made is UIListContentView)
        XCTAssertTrue(made.supports(UIListContentConfiguration.valueCell()))
        configuration.text = "Two"
        var contentView: any UIView & UIContentView = made
        contentView.configuration = configuration
        XCTAssertEqual((made as? UIListContentView)?.configuration.text, "Two")
        XCTAssertEqual(configuration.updated(for: UICellConfigurationState(traitCollection: UITraitCollection())), configuration)
    }

    /// List backgrounds: white (plain) or grouped white, gray when highlighted or selected.
    func testListBackgroundConfigurationsFollowTheState() async {
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        XCTAssertEqual(UIBackgroundConfiguration.listPlainCell().backgroundColor, .systemBackground)
        XCTAssertEqual(UIBackgroundConfiguration.listGroupedCell().backgroundColor, .secondarySystemGroupedBackground)
        XCTAssertEqual(UIBackgroundConfiguration.listPlainHeaderFooter().backgroundColor, .systemBackground)
        XCTAssertEqual(UIBackgroundConfiguration.listGroupedHeaderFooter().backgroundColor, .clear)
        XCTAssertEqual(UIBackgroundConfiguration.listPlainCell().updated(for: state).backgroundColor, .systemBackground)
        state.isHighlighted = true
        XCTAssertEqual(UIBackgroundConfiguration.listPlainCell().updated(for: state).backgroundColor, .systemGray4)
        state.isHighlighted = false
        state.isSelected = true
        XCTAssertEqual(UIBackgroundConfiguration.listGroupedCell().updated(for: state).backgroundColor, .systemGray4)
        XCTAssertEqual(UIBackgroundConfiguration.listPlainHeaderFooter().updated(for: state).backgroundColor, .systemBackground)
        XCTAssertEqual(UIBackgroundConfiguration.clear().updated(for: state).backgroundColor, .clear)
        var custom = UIBackgroundConfiguration()
        custom.backgroundColor = nil
        XCTAssertEqual(custom.resolvedBackgroundColor(for: .systemPink), .systemPink)
        let key = UIConfigurationStateCustomKey("com.example.flag")
        state[key] = true
        XCTAssertEqual(state[key], true)
        XCTAssertNil(state[UIConfigurationStateCustomKey("com.example.other")])
    }
}
