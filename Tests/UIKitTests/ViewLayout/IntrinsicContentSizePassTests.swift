import XCTest
import UIKit
import UIKitTesting

/// A view whose intrinsic size is 30 × 10 and that counts how often it is asked.
final class AskedSizeView: UIView {
    var asked = 0
    override var intrinsicContentSize: CGSize {
        asked += 1
        return CGSize(width: 30, height: 10)
    }
}

/// When the engine asks for intrinsic sizes: in the constraint pass before the layout (as the
/// frames of views that translate their autoresizing mask), not while constraints are activated.
@MainActor
final class IntrinsicContentSizePassTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func pinned(_ view: UIView, in container: UIView) -> [NSLayoutConstraint] {
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        return [view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5),
                view.topAnchor.constraint(equalTo: container.topAnchor, constant: 7)]
    }

    func testActivationAsksNothingAndTheLayoutPassSizesTheView() async {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let view = AskedSizeView()
        NSLayoutConstraint.activate(pinned(view, in: container))
        XCTAssertEqual(view.asked, 0, "UIKit takes the intrinsic size into account when it next updates the layout")
        container.layoutIfNeeded()
        XCTAssertGreaterThan(view.asked, 0)
        XCTAssertEqual(view.frame, CGRect(x: 5, y: 7, width: 30, height: 10))
    }

    func testRequiredConstraintsAddedAfterActivationStillBeatTheIntrinsicSize() async {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let view = AskedSizeView()
        NSLayoutConstraint.activate(pinned(view, in: container))
        // Hugging (250) gives way to a required width; compression resistance (750) to a
        // required height below the intrinsic one.
        NSLayoutConstraint.activate([view.widthAnchor.constraint(equalToConstant: 80),
                                     view.heightAnchor.constraint(equalToConstant: 4)])
        container.layoutIfNeeded()
        XCTAssertEqual(view.frame, CGRect(x: 5, y: 7, width: 80, height: 4))
    }

    func testFittingRightAfterActivationUsesTheIntrinsicSize() async {
        let view = AskedSizeView()
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(inner)
        NSLayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 2),
            inner.topAnchor.constraint(equalTo: view.topAnchor, constant: 3),
            inner.widthAnchor.constraint(equalToConstant: 4),
            inner.heightAnchor.constraint(equalToConstant: 5),
        ])
        view.translatesAutoresizingMaskIntoConstraints = false
        XCTAssertEqual(view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize), CGSize(width: 30, height: 10))
        // A label measured in a fitting pass right after its text was set.
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = "Fitting"
        let expected = roundedUpTextSize("Fitting", font: label.font)
        XCTAssertEqual(label.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize), expected)
    }

    func testConstraintsAffectingLayoutListTheContentSizeRightAfterActivation() async {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let view = AskedSizeView()
        NSLayoutConstraint.activate(pinned(view, in: container))
        let names = view.constraintsAffectingLayout(for: .horizontal).map { String(describing: type(of: $0)) }
        XCTAssertTrue(names.contains("NSContentSizeLayoutConstraint"), "\(names)")
    }

    func testATextChangeBeforeTheFirstPassIsWhatTheLayoutUses() async {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let label = UILabel()
        label.text = "Short"
        NSLayoutConstraint.activate(pinned(label, in: container))
        label.text = "A longer text"
        container.layoutIfNeeded()
        XCTAssertEqual(label.frame.size, roundedUpTextSize("A longer text", font: label.font))
        XCTAssertEqual(label.frame.origin, CGPoint(x: 5, y: 7))
    }

    func testAViewThatStopsTranslatingItsMaskBeforeThePassGetsItsContentSize() async {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let view = AskedSizeView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        container.addSubview(view)
        // Mentioned while it still translates its mask: its frame would be required.
        NSLayoutConstraint.activate([view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5),
                                     view.topAnchor.constraint(equalTo: container.topAnchor, constant: 7)])
        view.translatesAutoresizingMaskIntoConstraints = false
        container.layoutIfNeeded()
        XCTAssertEqual(view.frame, CGRect(x: 5, y: 7, width: 30, height: 10))
    }
}
