import XCTest
import UIKit
import UIKitTesting

/// Stacks inside stacks, and arrangement within the layout margins.
@MainActor
final class StackViewNestingTests: XCTestCase {
    private var host: StackHost!

    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        host = StackHost()
    }

    func testANestedRowSitsInAColumn() async {
        let a = StackItemView(50, 20), b = StackItemView(60, 30), c = StackItemView(100, 40)
        b.setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
        let row = UIStackView(arrangedSubviews: [a, b])
        row.spacing = 5
        let column = UIStackView(arrangedSubviews: [row, c])
        column.axis = .vertical
        column.spacing = 10
        column.translatesAutoresizingMaskIntoConstraints = false
        host.container.addSubview(column)
        NSLayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: host.container.leadingAnchor, constant: 10),
            column.topAnchor.constraint(equalTo: host.container.topAnchor, constant: 20),
            column.widthAnchor.constraint(equalToConstant: 200),
        ])
        host.layOut()
        XCTAssertEqual(column.frame, CGRect(x: 10, y: 20, width: 200, height: 80), "30 + 10 + 40")
        XCTAssertEqual(row.frame, CGRect(x: 0, y: 0, width: 200, height: 30), "as tall as its tallest view")
        XCTAssertEqual(c.frame, CGRect(x: 0, y: 40, width: 200, height: 40))
        XCTAssertEqual(a.frame, CGRect(x: 0, y: 0, width: 50, height: 30))
        XCTAssertEqual(b.frame, CGRect(x: 55, y: 0, width: 145, height: 30))
        XCTAssertFalse(row.translatesAutoresizingMaskIntoConstraints)

        // Hiding the nested row collapses it in the column.
        row.isHidden = true
        host.layOut()
        XCTAssertEqual(column.frame.height, 40)
        XCTAssertEqual(c.frame, CGRect(x: 0, y: 0, width: 200, height: 40))
    }

    func testLayoutMarginsRelativeArrangementInsetsTheViews() async {
        let views = [StackItemView(10, 10), StackItemView(10, 10), StackItemView(10, 10)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .fillEqually
        stack.spacing = 10
        stack.layoutMargins = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 30)
        stack.isLayoutMarginsRelativeArrangement = true
        host.layOut(stack, frame: CGRect(x: 0, y: 0, width: 300, height: 50))
        XCTAssertEqual(views.map(\.frame), [
            CGRect(x: 10, y: 5, width: 80, height: 40),
            CGRect(x: 100, y: 5, width: 80, height: 40),
            CGRect(x: 190, y: 5, width: 80, height: 40),
        ])
        let canvas = stack.constraints.filter { $0.identifier == "UISV-canvas-connection" }
        XCTAssertTrue(canvas.contains { $0.secondAttribute == .leadingMargin }, "edges pin to the margins")

        stack.isLayoutMarginsRelativeArrangement = false
        host.layOut()
        // 280 / 3 = 93.33… each; UIKit puts each edge on the pixel grid (scale 2), so they abut.
        XCTAssertEqual(views.map(\.frame), [
            CGRect(x: 0, y: 0, width: 93.5, height: 50),
            CGRect(x: 103.5, y: 0, width: 93, height: 50),
            CGRect(x: 206.5, y: 0, width: 93.5, height: 50),
        ])
    }

    func testMarginsRelativeProportionsSubtractTheMargins() async {
        let a = StackItemView(10, 10), b = StackItemView(30, 10)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.distribution = .fillProportionally
        stack.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        stack.isLayoutMarginsRelativeArrangement = true
        host.layOut(stack, frame: CGRect(x: 0, y: 0, width: 200, height: 10))
        XCTAssertEqual(a.frame, CGRect(x: 20, y: 0, width: 40, height: 10))
        XCTAssertEqual(b.frame, CGRect(x: 60, y: 0, width: 120, height: 10))
    }
}

/// Baseline-relative columns.
@MainActor
final class StackViewBaselineTests: XCTestCase {
    private var host: StackHost!

    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        host = StackHost()
    }

    func testBaselineRelativeArrangementSpacesBaselines() async {
        let first = UILabel(), second = UILabel()
        first.text = "Title"
        first.font = .systemFont(ofSize: 24)
        second.text = "Subtitle"
        second.font = .systemFont(ofSize: 12)
        let stack = UIStackView(arrangedSubviews: [first, second])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 20
        stack.isBaselineRelativeArrangement = true
        stack.translatesAutoresizingMaskIntoConstraints = false
        host.container.addSubview(stack)
        stack.leadingAnchor.constraint(equalTo: host.container.leadingAnchor).isActive = true
        stack.topAnchor.constraint(equalTo: host.container.topAnchor).isActive = true

        // The same arrangement made by hand with baseline anchors.
        let reference = UIView(frame: CGRect(x: 300, y: 0, width: 200, height: 200))
        host.container.addSubview(reference)
        let one = UILabel(), two = UILabel()
        one.text = "Title"
        one.font = .systemFont(ofSize: 24)
        two.text = "Subtitle"
        two.font = .systemFont(ofSize: 12)
        for label in [one, two] {
            label.translatesAutoresizingMaskIntoConstraints = false
            reference.addSubview(label)
            label.leadingAnchor.constraint(equalTo: reference.leadingAnchor).isActive = true
        }
        NSLayoutConstraint.activate([
            one.topAnchor.constraint(equalTo: reference.topAnchor),
            two.firstBaselineAnchor.constraint(equalTo: one.lastBaselineAnchor, constant: 20),
        ])
        host.layOut()
        XCTAssertEqual(first.frame, one.frame)
        XCTAssertEqual(second.frame, two.frame)
        XCTAssertNotEqual(second.frame.minY, first.frame.maxY + 20, "baseline to baseline, not edge to edge")
        XCTAssertEqual(stack.frame.height, second.frame.maxY, "the stack ends at the last view's bottom")
    }
}
