import XCTest
import UIKit
import UIKitTesting

/// A view's content size on one axis — hugging above its intrinsic size, compression
/// resistance below it — as the engine keeps it: one two-sided solver constraint while both
/// priorities are optional, two inequalities when one is required, and back. The frames are
/// UIKit's in every case.
@MainActor
final class AutoLayoutContentSizePairTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private final class FixedSizeView: UIView {
        var size = CGSize(width: 100, height: 20) {
            didSet { invalidateIntrinsicContentSize() }
        }
        override var intrinsicContentSize: CGSize { size }
    }

    private func setUpPulledView() -> (UIView, FixedSizeView) {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let view = FixedSizeView()
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: parent.topAnchor, constant: 5),
        ])
        return (parent, view)
    }

    func testCompressionResistanceAgainstASqueezeAcrossPriorityChanges() async {
        let (parent, view) = setUpPulledView()
        let squeeze = view.widthAnchor.constraint(equalToConstant: 40)
        squeeze.priority = UILayoutPriority(500)
        squeeze.isActive = true
        parent.layoutIfNeeded()
        XCTAssertEqual(view.frame, CGRect(x: 10, y: 5, width: 100, height: 20), "UIKit: resistance 750 beats a squeeze at 500")
        view.setContentCompressionResistancePriority(UILayoutPriority(400), for: .horizontal)
        parent.layoutIfNeeded()
        XCTAssertEqual(view.frame, CGRect(x: 10, y: 5, width: 40, height: 20), "resistance 400 gives way to 500")
        view.setContentCompressionResistancePriority(.required, for: .horizontal)
        parent.layoutIfNeeded()
        XCTAssertEqual(view.frame, CGRect(x: 10, y: 5, width: 100, height: 20), "required resistance: never narrower")
        view.setContentCompressionResistancePriority(UILayoutPriority(300), for: .horizontal)
        parent.layoutIfNeeded()
        XCTAssertEqual(view.frame, CGRect(x: 10, y: 5, width: 40, height: 20), "optional again")
        view.size = CGSize(width: 30, height: 20)
        parent.layoutIfNeeded()
        XCTAssertEqual(view.frame, CGRect(x: 10, y: 5, width: 40, height: 20),
                       "an intrinsic width below the pull: hugging (250) gives way to 500")
        squeeze.isActive = false
        parent.layoutIfNeeded()
        XCTAssertEqual(view.frame, CGRect(x: 10, y: 5, width: 30, height: 20), "alone: the intrinsic size")
    }

    func testHuggingAgainstAStretchAcrossPriorityChanges() async {
        let (parent, view) = setUpPulledView()
        let stretch = view.widthAnchor.constraint(equalToConstant: 160)
        stretch.priority = UILayoutPriority(500)
        stretch.isActive = true
        parent.layoutIfNeeded()
        XCTAssertEqual(view.frame.width, 160, "UIKit: hugging 250 gives way to a stretch at 500")
        view.setContentHuggingPriority(UILayoutPriority(600), for: .horizontal)
        parent.layoutIfNeeded()
        XCTAssertEqual(view.frame.width, 100, "hugging 600 beats 500")
        view.setContentHuggingPriority(.required, for: .horizontal)
        view.setContentCompressionResistancePriority(UILayoutPriority(100), for: .horizontal)
        parent.layoutIfNeeded()
        XCTAssertEqual(view.frame.width, 100, "required hugging: never wider")
        view.setContentHuggingPriority(UILayoutPriority(250), for: .horizontal)
        parent.layoutIfNeeded()
        XCTAssertEqual(view.frame.width, 160)
        // The other axis keeps its own pair: the height stays intrinsic under a weak pull.
        let tall = view.heightAnchor.constraint(equalToConstant: 50)
        tall.priority = UILayoutPriority(200)
        tall.isActive = true
        parent.layoutIfNeeded()
        XCTAssertEqual(view.frame, CGRect(x: 10, y: 5, width: 160, height: 20), "vertical hugging 250 beats 200")
    }

    func testOneContentSizeConstraintPerAxisAffectsTheLayout() async {
        let (parent, view) = setUpPulledView()
        parent.layoutIfNeeded()
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            let contentSize = view.constraintsAffectingLayout(for: axis).filter {
                $0.description.hasPrefix("<NSContentSizeLayoutConstraint:")
            }
            XCTAssertEqual(contentSize.count, 1, "axis \(axis.rawValue)")
            let name = axis == .horizontal ? "width" : "height"
            let value = axis == .horizontal ? "100" : "20"
            XCTAssertTrue(contentSize.first?.description.contains(".\(name) == \(value) Hug:250 CompressionResistance:750") ?? false,
                          contentSize.first?.description ?? "none")
        }
    }
}
