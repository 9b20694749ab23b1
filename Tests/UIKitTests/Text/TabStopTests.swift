import XCTest
import UIKit
import UIKitTesting

/// Paragraph styles' tab stops (`NSTextTab`, `tabStops`, `defaultTabInterval`): where text
/// after a tab character goes.
@MainActor
final class TabStopTests: XCTestCase {
    private let font = UIFont.systemFont(ofSize: 14)

    private func width(_ text: String, _ style: NSParagraphStyle? = nil) -> CGFloat {
        var attributes: [NSAttributedString.Key: Any] = [.font: font]
        if let style { attributes[.paragraphStyle] = style }
        return NSAttributedString(string: text, attributes: attributes).size().width
    }

    func testDefaultStyleHasTwelveLeftStops28PointsApart() async {
        let stops = NSParagraphStyle.default.tabStops
        XCTAssertEqual(stops.count, 12)
        XCTAssertEqual(stops.map(\.location), (1...12).map { CGFloat($0) * 28 })
        XCTAssertTrue(stops.allSatisfy { $0.alignment == .left })
        XCTAssertEqual(NSParagraphStyle.default.defaultTabInterval, 0)
        XCTAssertEqual(NSParagraphStyle.default.lineBreakStrategy, [])
        XCTAssertEqual(NSTextTab.OptionKey.columnTerminators.rawValue, "NSTabColumnTerminatorsAttributeName")
    }

    func testTextAfterATabStartsAtTheNextStop() async {
        XCTAssertEqual(width("a\tb"), 28 + width("b"), accuracy: 0.6)
        let style = NSMutableParagraphStyle()
        style.tabStops = [NSTextTab(textAlignment: .left, location: 100)]
        XCTAssertEqual(width("a\tb", style), 100 + width("b"), accuracy: 0.6)
    }

    func testRightAlignedStopEndsTheTextThere() async {
        let style = NSMutableParagraphStyle()
        style.tabStops = [NSTextTab(textAlignment: .right, location: 120)]
        XCTAssertEqual(width("a\tbbbb", style), 120, accuracy: 0.6)
    }

    func testDefaultIntervalContinuesPastTheLastStop() async {
        let style = NSMutableParagraphStyle()
        style.tabStops = []
        style.defaultTabInterval = 50
        XCTAssertEqual(width("a\t\tb", style), 100 + width("b"), accuracy: 0.6)
    }

    func testAddingAndRemovingStopsKeepsThemInOrder() async {
        let style = NSMutableParagraphStyle()
        style.tabStops = [NSTextTab(textAlignment: .left, location: 80)]
        style.addTabStop(NSTextTab(textAlignment: .center, location: 40))
        XCTAssertEqual(style.tabStops.map(\.location), [40, 80])
        style.removeTabStop(NSTextTab(textAlignment: .left, location: 80))
        XCTAssertEqual(style.tabStops, [NSTextTab(textAlignment: .center, location: 40)])
        let copy = style.copy() as? NSParagraphStyle
        XCTAssertEqual(copy?.tabStops.first?.alignment, .center)
        XCTAssertNotEqual(copy, NSParagraphStyle.default)
        let terminators = NSTextTab.columnTerminators(for: Locale(identifier: "de_DE"))
        XCTAssertTrue(terminators.contains(","))
        let tab = NSTextTab(textAlignment: .right, location: 10, options: [.columnTerminators: terminators])
        XCTAssertEqual(tab.options[.columnTerminators] as? CharacterSet, terminators)
    }
}
