import XCTest
import UIKit
import UIKitTesting

/// Intrinsic sizes with hugging and compression resistance, baselines, the constraint and
/// layout passes, animation of engine frames, fitting sizes (UIKit's documented behaviour).
@MainActor
final class AutoLayoutContentAndPassTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func label(_ text: String, in parent: UIView, size: CGFloat = 17) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = UIFont.systemFont(ofSize: size)
        label.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(label)
        return label
    }

    /// Two labels in a row between the container's edges, 8 points apart.
    private func row(width: CGFloat) -> (UIView, UILabel, UILabel) {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 100))
        let first = label("Name", in: parent), second = label("A longer value", in: parent)
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 8),
            second.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
            first.topAnchor.constraint(equalTo: parent.topAnchor),
            second.topAnchor.constraint(equalTo: parent.topAnchor),
        ])
        return (parent, first, second)
    }

    func testTheLowerHuggingLabelGrows() async {
        let (parent, first, second) = row(width: 400)
        first.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        parent.layoutIfNeeded()
        let firstWidth = first.intrinsicContentSize.width
        XCTAssertGreaterThan(firstWidth, 0)
        XCTAssertEqual(first.frame, CGRect(x: 0, y: 0, width: firstWidth, height: first.intrinsicContentSize.height))
        XCTAssertEqual(second.frame.minX, firstWidth + 8)
        XCTAssertEqual(second.frame.width, 400 - firstWidth - 8, "the label that hugs less takes the extra space")
        XCTAssertEqual(second.frame.height, second.intrinsicContentSize.height, "heights hug their text")
        XCTAssertFalse(second.hasAmbiguousLayout)
    }

    func testEqualHuggingIsAmbiguous() async {
        let (parent, _, second) = row(width: 400)
        parent.layoutIfNeeded()
        XCTAssertTrue(second.hasAmbiguousLayout, "UIKit: equal hugging leaves the split undetermined")
    }

    func testTheLowerCompressionResistanceLabelShrinks() async {
        let (parent, first, second) = row(width: 60)
        second.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        parent.layoutIfNeeded()
        XCTAssertEqual(first.frame.width, first.intrinsicContentSize.width)
        XCTAssertEqual(second.frame.width, 60 - first.intrinsicContentSize.width - 8)
    }

    func testInvalidatingTheIntrinsicSizeRelaysOut() async {
        let (parent, first, second) = row(width: 400)
        first.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        parent.layoutIfNeeded()
        first.text = "A much longer name"
        parent.layoutIfNeeded()
        XCTAssertEqual(first.frame.width, first.intrinsicContentSize.width)
        XCTAssertEqual(second.frame.minX, first.intrinsicContentSize.width + 8)
    }

    func testFirstBaselinesOfTwoLabelsAlign() async {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        let big = label("Title", in: parent, size: 30), small = label("detail", in: parent, size: 12)
        NSLayoutConstraint.activate([
            big.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            big.topAnchor.constraint(equalTo: parent.topAnchor, constant: 10),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
            small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
        ])
        parent.layoutIfNeeded()
        // UIKit: frames lie on the pixel grid (scale 2 here): the solved edge, to the nearest half point.
        func pixel(_ value: CGFloat) -> CGFloat { (value * UIScreen.main.scale).rounded() / UIScreen.main.scale }
        XCTAssertEqual(small.frame.minY, pixel(10 + big.font.ascender - small.font.ascender),
                       "UIKit: a label's first baseline lies its font's ascender below the top of its text")
        let plain = UIView()
        plain.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(plain)
        NSLayoutConstraint.activate([
            plain.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            plain.widthAnchor.constraint(equalToConstant: 10),
            plain.heightAnchor.constraint(equalToConstant: 10),
            plain.lastBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
        ])
        parent.layoutIfNeeded()
        XCTAssertEqual(plain.frame.maxY, pixel(10 + big.font.ascender), "a plain view's baseline is its bottom")
        XCTAssertEqual(plain.frame.height, 10)
    }

    func testAMultilineLabelTakesItsHeightFromItsWidth() async {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 400))
        let text = label("The quick brown fox jumps over the lazy dog again and again", in: parent)
        text.numberOfLines = 0
        NSLayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
            text.topAnchor.constraint(equalTo: parent.topAnchor),
        ])
        parent.layoutIfNeeded()
        let expected = text.sizeThatFits(CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude)).height
        XCTAssertEqual(text.frame.width, 120)
        XCTAssertEqual(text.frame.height, expected)
        XCTAssertGreaterThan(expected, text.font.lineHeight * 2, "wrapped onto several lines")
    }

    func testUnsatisfiableConstraintsAreLoggedAndOneIsBroken() async {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        let width = view.widthAnchor.constraint(equalToConstant: 100)
        let leading = view.leadingAnchor.constraint(equalTo: parent.leadingAnchor)
        let trailing = view.trailingAnchor.constraint(equalTo: parent.trailingAnchor)
        NSLayoutConstraint.activate([width, leading, view.topAnchor.constraint(equalTo: parent.topAnchor),
                                     view.heightAnchor.constraint(equalToConstant: 10)])
        // UIKit finds the conflict when it solves, in the constraint pass before layout.
        let log = LogCapture.capture {
            trailing.isActive = true
            parent.layoutIfNeeded()
        }
        let text = log.lines.joined(separator: "\n")
        let lines = text.components(separatedBy: "\n")
        XCTAssertEqual(lines.first, "Unable to simultaneously satisfy constraints.")
        XCTAssertTrue(text.contains("\tProbably at least one of the constraints in the following list is one you don't want. \n\tTry this: \n\t\t(1) look at each constraint and try to figure out which you don't expect; \n\t\t(2) find the code that added the unwanted constraint or constraints and fix it. \n\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) "), text)
        XCTAssertTrue(text.contains("    \"\(width.description)\""), text)
        XCTAssertTrue(text.contains("NSAutoresizingMaskLayoutConstraint"), "the container's frame takes part: \(text)")
        XCTAssertTrue(text.contains("Will attempt to recover by breaking constraint \n\(trailing.description)"), text)
        XCTAssertTrue(lines.contains("Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger."))
        XCTAssertEqual(lines.last, "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.")
        XCTAssertTrue(trailing.isActive, "UIKit keeps the broken constraint active")
        parent.layoutIfNeeded()
        XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: 100, height: 10), "laid out without the broken constraint")
        width.isActive = false
        parent.layoutIfNeeded()
        XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: 300, height: 10), "the broken constraint holds again once it can")
    }

    func testAmbiguityIsReportedAndExercised() async {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 5),
            view.widthAnchor.constraint(equalToConstant: 50),
            view.heightAnchor.constraint(equalToConstant: 20),
        ])
        parent.layoutIfNeeded()
        XCTAssertTrue(view.hasAmbiguousLayout, "nothing places it vertically")
        let before = view.frame
        parent.layoutIfNeeded()
        XCTAssertEqual(view.frame, before, "a stable result")
        view.exerciseAmbiguityInLayout()
        XCTAssertNotEqual(view.frame.minY, before.minY, "moved to another valid frame")
        XCTAssertEqual(view.frame.minX, 5)
        XCTAssertEqual(view.frame.size, CGSize(width: 50, height: 20))
        let top = view.topAnchor.constraint(equalTo: parent.topAnchor, constant: 7)
        top.isActive = true
        XCTAssertFalse(view.hasAmbiguousLayout)
        parent.layoutIfNeeded()
        XCTAssertEqual(view.frame, CGRect(x: 5, y: 7, width: 50, height: 20))
        let vertical = view.constraintsAffectingLayout(for: .vertical)
        XCTAssertEqual(vertical.filter { !$0.description.contains("NSAutoresizingMaskLayoutConstraint") }.count, 2,
                       "its top and height (and the container's frame): \(vertical)")
        XCTAssertTrue(view.constraintsAffectingLayout(for: .vertical).contains(top))
        XCTAssertFalse(view.constraintsAffectingLayout(for: .vertical).contains { $0.firstAttribute == .width })
    }

    func testConstraintPassRunsBottomUpBeforeTheLayoutPassTopDown() async {
        var calls: [String] = []
        final class Recorder: UIView {
            var name = "", record: ((String) -> Void)?
            override func updateConstraints() { record?("\(name).updateConstraints"); super.updateConstraints() }
            override func layoutSubviews() { record?("\(name).layoutSubviews"); super.layoutSubviews() }
        }
        final class Controller: UIViewController {
            var record: ((String) -> Void)?
            override func loadView() { view = Recorder() }
            override func updateViewConstraints() { record?("controller.updateViewConstraints"); super.updateViewConstraints() }
            override func viewWillLayoutSubviews() { record?("controller.viewWillLayoutSubviews") }
            override func viewDidLayoutSubviews() { record?("controller.viewDidLayoutSubviews") }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let controller = Controller()
        controller.record = { calls.append($0) }
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let root = controller.view as! Recorder
        root.name = "root"
        root.record = { calls.append($0) }
        let child = Recorder()
        child.name = "child"
        child.record = { calls.append($0) }
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            child.widthAnchor.constraint(equalToConstant: 30),
            child.heightAnchor.constraint(equalToConstant: 40),
        ])
        root.setNeedsUpdateConstraints()
        child.setNeedsUpdateConstraints()
        calls.removeAll()
        window.layoutIfNeeded()
        XCTAssertEqual(calls, ["child.updateConstraints", "root.updateConstraints", "controller.updateViewConstraints",
                               "controller.viewWillLayoutSubviews", "root.layoutSubviews", "controller.viewDidLayoutSubviews",
                               "child.layoutSubviews"])
        XCTAssertEqual(child.frame, CGRect(x: 10, y: 20, width: 30, height: 40))
    }

    func testASelfDirtyingUpdateConstraintsIsStopped() async {
        final class Restless: UIView {
            var count = 0
            override func updateConstraints() { count += 1; setNeedsUpdateConstraints(); super.updateConstraints() }
        }
        let view = Restless(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.setNeedsUpdateConstraints()
        let log = LogCapture.capture { view.layoutIfNeeded() }
        XCTAssertEqual(view.count, 100)
        XCTAssertTrue(log.contains("the constraint pass did not settle after 100 passes"), log.lines.joined())
        XCTAssertFalse(view.needsUpdateConstraints())
    }

    func testAnimatingAConstantChangeAnimatesTheSolvedFrame() async {
        ManualClock.install()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.makeKeyAndVisible()
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        let top = view.topAnchor.constraint(equalTo: window.topAnchor, constant: 0)
        NSLayoutConstraint.activate([top, view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                                     view.widthAnchor.constraint(equalToConstant: 20), view.heightAnchor.constraint(equalToConstant: 20)])
        window.layoutIfNeeded()
        XCTAssertEqual(view.frame.minY, 0)
        top.constant = 100
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { window.layoutIfNeeded() }, completion: nil)
        XCTAssertEqual(view.frame.minY, 100, "the model takes the solved frame at once")
        ManualClock.advance(by: 0.5)
        XCTAssertEqual(view.layer.presentation()!.position.y, 60, accuracy: 0.5, "halfway from 10 to 110")
        ManualClock.advance(by: 0.6)
        XCTAssertEqual(view.layer.presentation()!.position.y, 110, accuracy: 0.001)
    }

    func testSystemLayoutSizeFittingUsesTheConstraints() async {
        let card = UIView()
        let title = label("Title", in: card)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(box)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
            box.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
            box.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
            box.widthAnchor.constraint(equalToConstant: 40),
            box.heightAnchor.constraint(equalToConstant: 40),
            box.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            box.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -12),
        ])
        let size = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        let titleSize = title.intrinsicContentSize
        XCTAssertEqual(size, CGSize(width: 16 + titleSize.width + 8 + 40 + 16, height: 12 + titleSize.height + 4 + 40 + 12))
        XCTAssertEqual(card.frame.size, .zero, "fitting leaves the view's frame alone")
        let wide = card.systemLayoutSizeFitting(CGSize(width: 500, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        XCTAssertEqual(wide, CGSize(width: 500, height: size.height))
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 40))
        XCTAssertEqual(plain.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize), CGSize(width: 30, height: 40),
                       "a view without constraints keeps its own measure")
    }
}
