@testable import UIKit
import XCTest
import UIKitTesting

/// The Visual Format Language parser: the constraints each construct of Apple's grammar
/// describes, in UIKit's order, with UIKit's attributes.
@MainActor
final class VisualFormatParserTests: XCTestCase {
    typealias Spec = VisualFormatConstraintSpec

    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private let views: Set<String> = ["a", "b", "c", "button", "textField", "purpleBox", "topField", "bottomField",
                                      "maroonView", "blueView", "button1", "button2", "flexibleButton",
                                      "find", "findNext", "findField"]

    private func parse(_ format: String, options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil,
                       file: StaticString = #filePath, line: UInt = #line) -> [Spec] {
        do {
            return try VisualFormatParser.parse(format, options: options, metrics: metrics,
                                                isView: { self.views.contains($0) }, hasSuperview: { _ in true })
        } catch {
            XCTFail("\(format) did not parse: \(error.message)", file: file, line: line)
            return []
        }
    }

    private func spec(_ first: Spec.Item, _ firstAttribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
                      _ second: Spec.Item?, _ secondAttribute: NSLayoutConstraint.Attribute,
                      _ constant: Double, priority: Float = 1000) -> Spec {
        Spec(firstItem: first, firstAttribute: firstAttribute, relation: relation, secondItem: second,
             secondAttribute: secondAttribute, constant: constant, priority: priority)
    }

    // MARK: - Apple's examples (Auto Layout Guide, "Visual Format Language")

    func testStandardSpaceBetweenSiblingsIsEightPointsFromTrailingToLeading() async {
        XCTAssertEqual(parse("[button]-[textField]"),
                       [spec(.view("textField"), .leading, .equal, .view("button"), .trailing, 8)])
    }

    func testWidthConstraint() async {
        XCTAssertEqual(parse("[button(>=50)]"),
                       [spec(.view("button"), .width, .greaterThanOrEqual, nil, .notAnAttribute, 50)])
    }

    func testConnectionToSuperviewWithAFixedSpaceUsesTheEdges() async {
        XCTAssertEqual(parse("|-50-[purpleBox]-50-|"), [
            spec(.view("purpleBox"), .leading, .equal, .superview(of: "purpleBox"), .leading, 50),
            spec(.superview(of: "purpleBox"), .trailing, .equal, .view("purpleBox"), .trailing, 50),
        ])
    }

    func testVerticalLayoutSpacesBottomToTop() async {
        XCTAssertEqual(parse("V:[topField]-10-[bottomField]"),
                       [spec(.view("bottomField"), .top, .equal, .view("topField"), .bottom, 10)])
    }

    func testFlushViewsHaveNoSpace() async {
        XCTAssertEqual(parse("[maroonView][blueView]"),
                       [spec(.view("blueView"), .leading, .equal, .view("maroonView"), .trailing, 0)])
    }

    func testPriority() async {
        XCTAssertEqual(parse("[button(100@20)]"),
                       [spec(.view("button"), .width, .equal, nil, .notAnAttribute, 100, priority: 20)])
    }

    func testEqualWidths() async {
        XCTAssertEqual(parse("[button1(==button2)]"),
                       [spec(.view("button1"), .width, .equal, .view("button2"), .width, 0)])
    }

    func testMultiplePredicates() async {
        XCTAssertEqual(parse("[flexibleButton(>=70,<=100)]"), [
            spec(.view("flexibleButton"), .width, .greaterThanOrEqual, nil, .notAnAttribute, 70),
            spec(.view("flexibleButton"), .width, .lessThanOrEqual, nil, .notAnAttribute, 100),
        ])
    }

    func testACompleteLineOfLayoutInUIKitsOrderWithStandardSpaceToTheSuperviewsMarginsGuide() async {
        // Each connection, then the size of the view it leads to.
        XCTAssertEqual(parse("|-[find]-[findNext]-[findField(>=20)]-|"), [
            spec(.view("find"), .leading, .equal, .superviewMargins(of: "find"), .leading, 0),
            spec(.view("findNext"), .leading, .equal, .view("find"), .trailing, 8),
            spec(.view("findField"), .leading, .equal, .view("findNext"), .trailing, 8),
            spec(.view("findField"), .width, .greaterThanOrEqual, nil, .notAnAttribute, 20),
            spec(.superviewMargins(of: "findField"), .trailing, .equal, .view("findField"), .trailing, 0),
        ])
    }

    // MARK: - Orientation, superview, connections

    func testHorizontalIsTheDefaultAndHSaysTheSame() async {
        XCTAssertEqual(parse("H:[a(50)]-[b]"), parse("[a(50)]-[b]"))
        XCTAssertEqual(parse("[a(50)]"), [spec(.view("a"), .width, .equal, nil, .notAnAttribute, 50)])
    }

    func testVerticalPredicatesConstrainTheHeight() async {
        XCTAssertEqual(parse("V:[a(44)]"), [spec(.view("a"), .height, .equal, nil, .notAnAttribute, 44)])
        XCTAssertEqual(parse("V:[a(==b)]"), [spec(.view("a"), .height, .equal, .view("b"), .height, 0)])
    }

    func testVerticalStandardSpaceToTheSuperviewUsesTheTopAndBottomOfItsMarginsGuide() async {
        XCTAssertEqual(parse("V:|-[a]-|"), [
            spec(.view("a"), .top, .equal, .superviewMargins(of: "a"), .top, 0),
            spec(.superviewMargins(of: "a"), .bottom, .equal, .view("a"), .bottom, 0),
        ])
    }

    func testFlushAndExplicitZeroToTheSuperviewUseTheEdgesNotTheMargins() async {
        let edges = [
            spec(.view("a"), .leading, .equal, .superview(of: "a"), .leading, 0),
            spec(.superview(of: "a"), .trailing, .equal, .view("a"), .trailing, 0),
        ]
        XCTAssertEqual(parse("|[a]|"), edges)
        XCTAssertEqual(parse("|-0-[a]-0-|"), edges)
        XCTAssertEqual(parse("|-(0)-[a]-(0)-|"), edges)
    }

    func testTheSuperviewIsTheOneOfTheViewNextToTheBar() async {
        XCTAssertEqual(parse("[a]-[b]-|").last,
                       spec(.superviewMargins(of: "b"), .trailing, .equal, .view("b"), .trailing, 0))
    }

    func testRelationsAndPrioritiesInConnections() async {
        XCTAssertEqual(parse("[a]-(>=20)-[b]-(<=30@750)-[c]"), [
            spec(.view("b"), .leading, .greaterThanOrEqual, .view("a"), .trailing, 20),
            spec(.view("c"), .leading, .lessThanOrEqual, .view("b"), .trailing, 30, priority: 750),
        ])
        XCTAssertEqual(parse("[a]-(==20)-[b]"), parse("[a]-20-[b]"))
        XCTAssertEqual(parse("[a]-20@250-[b]"),
                       [spec(.view("b"), .leading, .equal, .view("a"), .trailing, 20, priority: 250)])
    }

    func testSeveralPredicatesInAConnectionMakeOneConstraintEach() async {
        XCTAssertEqual(parse("|-(>=8,<=20)-[a]"), [
            spec(.view("a"), .leading, .greaterThanOrEqual, .superview(of: "a"), .leading, 8),
            spec(.view("a"), .leading, .lessThanOrEqual, .superview(of: "a"), .leading, 20),
        ])
    }

    func testNegativeNumbersInParentheses() async {
        XCTAssertEqual(parse("[a]-(-10)-[b]"), [spec(.view("b"), .leading, .equal, .view("a"), .trailing, -10)])
        XCTAssertEqual(parse("[a(>=-5)]"), [spec(.view("a"), .width, .greaterThanOrEqual, nil, .notAnAttribute, -5)])
    }

    func testNumbersAreReadAsStrtodReadsThem() async {
        XCTAssertEqual(parse("[a(1.5)]").first?.constant, 1.5)
        XCTAssertEqual(parse("[a(1e1)]").first?.constant, 10)
        XCTAssertEqual(parse("[a(2.)]").first?.constant, 2)
        XCTAssertEqual(parse("[a(0x10)]").first?.constant, 16)
        XCTAssertEqual(parse("[a(-.5)]").first?.constant, -0.5)
        // An exponent without digits is not part of the number: "1e-" is 1 and "e" then fails.
        XCTAssertEqual(VisualFormatParser.scanNumber(Array("1e-[".utf8), from: 0)?.length, 1)
        XCTAssertEqual(VisualFormatParser.scanNumber(Array("-20-[".utf8), from: 0)?.length, 3)
        XCTAssertNil(VisualFormatParser.scanNumber(Array("-x".utf8), from: 0))
    }

    func testAViewCanRelateToSeveralViewsAndConstants() async {
        XCTAssertEqual(parse("[a(>=b,<=c@500,100@250)]"), [
            spec(.view("a"), .width, .greaterThanOrEqual, .view("b"), .width, 0),
            spec(.view("a"), .width, .lessThanOrEqual, .view("c"), .width, 0, priority: 500),
            spec(.view("a"), .width, .equal, nil, .notAnAttribute, 100, priority: 250),
        ])
    }

    // MARK: - Metrics

    func testMetricsGiveConstantsAndPrioritiesOfAnyNumberType() async {
        let metrics: [String: Any] = ["space": 12, "width": 100.5, "height": CGFloat(44),
                                      "low": NSNumber(value: 250), "inset": Float(4), "text": "16"]
        XCTAssertEqual(parse("|-inset-[a(width@low)]-(>=space)-[b(==text)]", metrics: metrics), [
            spec(.view("a"), .leading, .equal, .superview(of: "a"), .leading, 4),
            spec(.view("a"), .width, .equal, nil, .notAnAttribute, 100.5, priority: 250),
            spec(.view("b"), .leading, .greaterThanOrEqual, .view("a"), .trailing, 12),
            spec(.view("b"), .width, .equal, nil, .notAnAttribute, 16),
        ])
        XCTAssertEqual(parse("V:[a(height)]", metrics: metrics).first?.constant, 44)
    }

    func testAMetricNamedLikeAViewWins() async {
        XCTAssertEqual(parse("[a(==b)]", metrics: ["b": 30]),
                       [spec(.view("a"), .width, .equal, nil, .notAnAttribute, 30)])
    }

    // MARK: - Options

    func testAlignmentOptionsAlignEachPairOfNeighboursAfterAllOtherConstraints() async {
        let options: NSLayoutConstraint.FormatOptions = [.alignAllTop, .alignAllBottom]
        XCTAssertEqual(parse("|-[a]-[b(==a)]-[c]", options: options), [
            spec(.view("a"), .leading, .equal, .superviewMargins(of: "a"), .leading, 0),
            spec(.view("b"), .leading, .equal, .view("a"), .trailing, 8),
            spec(.view("b"), .width, .equal, .view("a"), .width, 0),
            spec(.view("c"), .leading, .equal, .view("b"), .trailing, 8),
            spec(.view("a"), .top, .equal, .view("b"), .top, 0),
            spec(.view("a"), .bottom, .equal, .view("b"), .bottom, 0),
            spec(.view("b"), .top, .equal, .view("c"), .top, 0),
            spec(.view("b"), .bottom, .equal, .view("c"), .bottom, 0),
        ])
    }

    func testAlignmentIsMadeOncePerConnectionWhateverItsPredicates() async {
                XCTAssertEqual(parse("[a]-(>=8,<=20)-[b]", options: .alignAllCenterY).filter { $0.firstAttribute == .centerY },
                       [spec(.view("a"), .centerY, .equal, .view("b"), .centerY, 0)])
    }

    func testVerticalLayoutAlignsHorizontally() async {
        XCTAssertEqual(parse("V:[a][b]", options: [.alignAllLeading, .alignAllCenterX]), [
            spec(.view("b"), .top, .equal, .view("a"), .bottom, 0),
            spec(.view("a"), .leading, .equal, .view("b"), .leading, 0),
            spec(.view("a"), .centerX, .equal, .view("b"), .centerX, 0),
        ])
    }

    func testAlignmentNeedsTwoViews() async {
        XCTAssertEqual(parse("|-[a(50)]-|", options: .alignAllTop).count, 3)
    }

    func testDirectionLeftToRightUsesLeftAndRight() async {
                XCTAssertEqual(parse("|-[a]-10-[b]-|", options: .directionLeftToRight), [
            spec(.view("a"), .left, .equal, .superviewMargins(of: "a"), .left, 0),
            spec(.view("b"), .left, .equal, .view("a"), .right, 10),
            spec(.superviewMargins(of: "b"), .right, .equal, .view("b"), .right, 0),
        ])
    }

    func testDirectionRightToLeftReadsTheFormatFromTheRight() async {
                XCTAssertEqual(parse("|-[a]-10-[b]-20-|", options: .directionRightToLeft), [
            spec(.superviewMargins(of: "a"), .right, .equal, .view("a"), .right, 0),
            spec(.view("a"), .left, .equal, .view("b"), .right, 10),
            spec(.view("b"), .left, .equal, .superview(of: "b"), .left, 20),
        ])
        // Vertical layout has no direction.
        XCTAssertEqual(parse("V:[a]-[b]", options: .directionRightToLeft), parse("V:[a]-[b]"))
    }

    func testBaselineToBaselineSpacesVerticalNeighboursByTheirBaselines() async {
                XCTAssertEqual(parse("V:|-[a]-[b]-20-|", options: .spacingBaselineToBaseline), [
            spec(.view("a"), .firstBaseline, .equal, .superviewMargins(of: "a"), .top, 0),
            spec(.view("b"), .firstBaseline, .equal, .view("a"), .lastBaseline, 8),
            spec(.superview(of: "b"), .bottom, .equal, .view("b"), .lastBaseline, 20),
        ])
    }

    func testEdgeToEdgeIsTheDefaultSpacing() async {
        XCTAssertEqual(parse("V:[a]-[b]", options: .spacingEdgeToEdge), [spec(.view("b"), .top, .equal, .view("a"), .bottom, 8)])
    }
}
