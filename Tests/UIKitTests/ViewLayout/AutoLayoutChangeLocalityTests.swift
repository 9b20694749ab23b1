import XCTest
import UIKit
import UIKitTesting

/// After a change the engine updates the views whose solved values moved — however far through
/// the constraints the change reached — and no others (the flush follows the solver's changed
/// variables, not a search of the hierarchy).
@MainActor
final class AutoLayoutChangeLocalityTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    /// A view whose intrinsic width switches between 10 and 30 points.
    private final class Toggling: UIView {
        var wide = false { didSet { invalidateIntrinsicContentSize() } }
        override var intrinsicContentSize: CGSize { CGSize(width: wide ? 30 : 10, height: 10) }
    }

    /// Counts its layout passes.
    private final class Counting: UIView {
        var passes = 0
        override func layoutSubviews() {
            passes += 1
            super.layoutSubviews()
        }
    }

    /// A frame-positioned card with an inner view 8 points in, a toggling view at its
    /// leading edge and a view 4 points after it.
    private func card(at y: CGFloat, in window: UIView) -> (inner: Counting, toggling: Toggling, next: UIView) {
        let outer = UIView(frame: CGRect(x: 0, y: y, width: 200, height: 50))
        let inner = Counting(), toggling = Toggling(), next = UIView()
        for view in [inner, toggling, next] { view.translatesAutoresizingMaskIntoConstraints = false }
        window.addSubview(outer)
        outer.addSubview(inner)
        inner.addSubview(toggling)
        inner.addSubview(next)
        NSLayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: outer.leadingAnchor, constant: 8),
            inner.trailingAnchor.constraint(equalTo: outer.trailingAnchor, constant: -8),
            inner.topAnchor.constraint(equalTo: outer.topAnchor, constant: 8),
            inner.bottomAnchor.constraint(equalTo: outer.bottomAnchor, constant: -8),
            toggling.leadingAnchor.constraint(equalTo: inner.leadingAnchor),
            toggling.topAnchor.constraint(equalTo: inner.topAnchor),
            next.leadingAnchor.constraint(equalTo: toggling.trailingAnchor, constant: 4),
            next.topAnchor.constraint(equalTo: inner.topAnchor),
            next.widthAnchor.constraint(equalToConstant: 20),
            next.heightAnchor.constraint(equalToConstant: 20),
        ])
        return (inner, toggling, next)
    }

    func testAnIntrinsicSizeChangeLaysOutOnlyItsOwnCard() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let first = card(at: 0, in: window), second = card(at: 50, in: window)
        window.layoutIfNeeded()
        XCTAssertEqual(first.toggling.frame, CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(first.next.frame, CGRect(x: 14, y: 0, width: 20, height: 20))
        first.inner.passes = 0
        second.inner.passes = 0

        first.toggling.wide = true
        window.layoutIfNeeded()
        XCTAssertEqual(first.toggling.frame, CGRect(x: 0, y: 0, width: 30, height: 10))
        XCTAssertEqual(first.next.frame, CGRect(x: 34, y: 0, width: 20, height: 20), "the neighbour follows")
        XCTAssertEqual(first.inner.passes, 1)
        XCTAssertEqual(second.inner.passes, 0, "the other card is not laid out")
        XCTAssertEqual(second.next.frame, CGRect(x: 14, y: 0, width: 20, height: 20))

        first.toggling.wide = false
        window.layoutIfNeeded()
        XCTAssertEqual(first.next.frame, CGRect(x: 14, y: 0, width: 20, height: 20), "and back")
    }

    /// A constant change reaches a view two constraints away, in another superview that does
    /// not move: only the solver's changed values can tell that superview to lay out.
    func testAConstantChangeMovesAViewTwoConstraintsAwayInAnotherSuperview() async {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        let a = UIView(), b = UIView(), holder = UIView(), c = UIView()
        for view in [a, b, holder, c] { view.translatesAutoresizingMaskIntoConstraints = false }
        container.addSubview(a)
        container.addSubview(b)
        container.addSubview(holder)
        holder.addSubview(c)
        for view in [a, b, c] {
            NSLayoutConstraint.activate([
                view.heightAnchor.constraint(equalToConstant: 10),
                view.widthAnchor.constraint(equalToConstant: 20),
            ])
        }
        let leading = a.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5)
        NSLayoutConstraint.activate([
            leading,
            a.topAnchor.constraint(equalTo: container.topAnchor),
            b.topAnchor.constraint(equalTo: container.topAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            holder.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            holder.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
            holder.widthAnchor.constraint(equalToConstant: 300),
            holder.heightAnchor.constraint(equalToConstant: 20),
            c.topAnchor.constraint(equalTo: holder.topAnchor),
            c.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8),
        ])
        container.layoutIfNeeded()
        XCTAssertEqual(holder.frame, CGRect(x: 0, y: 20, width: 300, height: 20))
        XCTAssertEqual(c.frame, CGRect(x: 61, y: 0, width: 20, height: 10))

        leading.constant = 25
        container.layoutIfNeeded()
        XCTAssertEqual(a.frame, CGRect(x: 25, y: 0, width: 20, height: 10))
        XCTAssertEqual(b.frame, CGRect(x: 53, y: 0, width: 20, height: 10))
        XCTAssertEqual(holder.frame, CGRect(x: 0, y: 20, width: 300, height: 20), "the holder stays")
        XCTAssertEqual(c.frame, CGRect(x: 81, y: 0, width: 20, height: 10), "and lays out its moved subview")
    }
}
