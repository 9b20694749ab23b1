import XCTest
import UIKit
import UIKitTesting

/// `UIAccessibilityCustomRotor` and friends: declarations as in UIKit, searches run as
/// VoiceOver runs them (a predicate with the current item and a direction).
@MainActor
final class AccessibilityCustomRotorTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    /// An article whose links a "Links" rotor steps through.
    final class Article: UIView {
        let links: [UILabel] = (0..<3).map { i in
            let label = UILabel()
            label.text = "Link \(i)"
            return label
        }

        override init(frame: CGRect) {
            super.init(frame: frame)
            links.forEach(addSubview)
        }

        required init?(coder: NSCoder) { super.init(coder: coder) }

        override var accessibilityCustomRotors: [UIAccessibilityCustomRotor]? {
            get {
                [UIAccessibilityCustomRotor(name: "Links") { [unowned self] predicate in
                    let current = predicate.currentItem.targetElement as? UILabel
                    let index = current.flatMap { c in links.firstIndex { $0 === c } }
                    let next: Int
                    switch predicate.searchDirection {
                    case .next: next = index.map { $0 + 1 } ?? 0
                    case .previous: next = index.map { $0 - 1 } ?? links.count - 1
                    }
                    guard links.indices.contains(next) else { return nil }
                    return UIAccessibilityCustomRotorItemResult(targetElement: links[next], targetRange: nil)
                }]
            }
            set {}
        }
    }

    private func step(_ rotor: UIAccessibilityCustomRotor, from item: UIAccessibilityCustomRotorItemResult?,
                      _ direction: UIAccessibilityCustomRotor.Direction) -> UIAccessibilityCustomRotorItemResult? {
        let predicate = UIAccessibilityCustomRotorSearchPredicate()
        if let item { predicate.currentItem = item }
        predicate.searchDirection = direction
        return rotor.itemSearchBlock(predicate)
    }

    func testRotorStepsThroughItemsBothWays() async throws {
        let article = Article(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let rotor = try XCTUnwrap(article.accessibilityCustomRotors?.first)
        XCTAssertEqual(rotor.name, "Links")
        XCTAssertEqual(rotor.systemRotorType, .none)
        var item = step(rotor, from: nil, .next)
        XCTAssertTrue(item?.targetElement === article.links[0], "a search from nothing starts at the first item")
        item = step(rotor, from: item, .next)
        XCTAssertTrue(item?.targetElement === article.links[1])
        item = step(rotor, from: item, .next)
        XCTAssertTrue(item?.targetElement === article.links[2])
        XCTAssertNil(step(rotor, from: item, .next), "nil past the last item")
        XCTAssertTrue(step(rotor, from: item, .previous)?.targetElement === article.links[1])
    }

    func testPredicateDefaults() async {
        let predicate = UIAccessibilityCustomRotorSearchPredicate()
        XCTAssertNil(predicate.currentItem.targetElement)
        XCTAssertNil(predicate.currentItem.targetRange)
        XCTAssertEqual(predicate.searchDirection, .next)
    }

    func testNamesAndSystemTypes() async {
        let rotor = UIAccessibilityCustomRotor(attributedName: NSAttributedString(string: "Headings")) { _ in nil }
        XCTAssertEqual(rotor.name, "Headings")
        rotor.name = "Titles"
        XCTAssertEqual(rotor.attributedName.string, "Titles")
        let system = UIAccessibilityCustomRotor(systemType: .misspelledWord) { _ in nil }
        XCTAssertEqual(system.systemRotorType, .misspelledWord)
        XCTAssertEqual(system.name, "")
        // UIKit's raw values.
        XCTAssertEqual(UIAccessibilityCustomRotor.SystemRotorType.link.rawValue, 1)
        XCTAssertEqual(UIAccessibilityCustomRotor.SystemRotorType.headingLevel6.rawValue, 9)
        XCTAssertEqual(UIAccessibilityCustomRotor.SystemRotorType.landmark.rawValue, 18)
        XCTAssertEqual(UIAccessibilityCustomRotor.Direction.previous.rawValue, 0)
        XCTAssertEqual(UIAccessibilityCustomRotor.Direction.next.rawValue, 1)
    }

    func testRotorsAreStoredOnViewsAndElements() async {
        let view = UIView()
        XCTAssertNil(view.accessibilityCustomRotors)
        let rotor = UIAccessibilityCustomRotor(name: "Rows") { _ in nil }
        view.accessibilityCustomRotors = [rotor]
        XCTAssertTrue(view.accessibilityCustomRotors?.first === rotor)
        let element = UIAccessibilityElement(accessibilityContainer: view)
        XCTAssertNil(element.accessibilityCustomRotors)
        element.accessibilityCustomRotors = [rotor]
        XCTAssertEqual(element.accessibilityCustomRotors?.count, 1)
        // The search block can be replaced.
        let label = UILabel()
        rotor.itemSearchBlock = { _ in UIAccessibilityCustomRotorItemResult(targetElement: label, targetRange: nil) }
        XCTAssertTrue(rotor.itemSearchBlock(UIAccessibilityCustomRotorSearchPredicate())?.targetElement === label)
    }

    func testTextRotorResultCarriesARange() async throws {
        let field = UITextField()
        field.text = "Hello world"
        let start = try XCTUnwrap(field.position(from: field.beginningOfDocument, offset: 6))
        let range = try XCTUnwrap(field.textRange(from: start, to: field.endOfDocument))
        let result = UIAccessibilityCustomRotorItemResult(targetElement: field, targetRange: range)
        XCTAssertEqual(result.targetRange.flatMap { field.text(in: $0) }, "world")
    }
}
