import XCTest
import UIKit
import UIKitTesting

/// Active constraints give frames, as UIKit's engine does (values worked out from the
/// constraints' documented meaning).
@MainActor
final class AutoLayoutEngineTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func container(_ width: CGFloat = 300, _ height: CGFloat = 200) -> UIView {
        UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    }

    private func child(of parent: UIView) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        return view
    }

    func testPinningToTheEdgesWithConstants() async {
        let parent = container()
        let view = child(of: parent)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 20),
            view.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -10),
            view.topAnchor.constraint(equalTo: parent.topAnchor, constant: 8),
            view.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -12),
        ])
        parent.layoutIfNeeded()
        XCTAssertEqual(view.frame, CGRect(x: 20, y: 8, width: 270, height: 180))
        XCTAssertFalse(view.hasAmbiguousLayout)
    }

    func testCenteringWithAFixedSize() async {
        let parent = container()
        let view = child(of: parent)
        NSLayoutConstraint.activate([
            view.centerXAnchor.constraint(equalTo: parent.centerXAnchor),
            view.centerYAnchor.constraint(equalTo: parent.centerYAnchor, constant: 10),
            view.widthAnchor.constraint(equalToConstant: 100),
            view.heightAnchor.constraint(equalToConstant: 40),
        ])
        parent.layoutIfNeeded()
        XCTAssertEqual(view.frame, CGRect(x: 100, y: 90, width: 100, height: 40))
    }

    func testMultiplierAndAspectRatio() async {
        let parent = container(400, 300)
        let view = child(of: parent)
        NSLayoutConstraint.activate([
            view.widthAnchor.constraint(equalTo: parent.widthAnchor, multiplier: 0.5),
            view.heightAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.75),
            view.leftAnchor.constraint(equalTo: parent.leftAnchor),
            view.topAnchor.constraint(equalTo: parent.topAnchor),
        ])
        parent.layoutIfNeeded()
        XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: 200, height: 150))
    }

    func testInequalitiesWithPriorities() async {
        let parent = container()
        let view = child(of: parent)
        let wish = view.widthAnchor.constraint(equalToConstant: 500)
        wish.priority = .defaultHigh
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            view.topAnchor.constraint(equalTo: parent.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 10),
            view.trailingAnchor.constraint(lessThanOrEqualTo: parent.trailingAnchor, constant: -20),
            wish,
        ])
        parent.layoutIfNeeded()
        XCTAssertEqual(view.frame.width, 280, "the required ≤ wins over the optional width")
        wish.constant = 100
        parent.layoutIfNeeded()
        XCTAssertEqual(view.frame.width, 100)
    }

    func testLeadingAndTrailingFlipInRightToLeft() async {
        let parent = container()
        parent.semanticContentAttribute = .forceRightToLeft
        let view = child(of: parent)
        view.semanticContentAttribute = .forceRightToLeft
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 20),
            view.widthAnchor.constraint(equalToConstant: 50),
            view.topAnchor.constraint(equalTo: parent.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 10),
        ])
        parent.layoutIfNeeded()
        XCTAssertEqual(view.frame, CGRect(x: 230, y: 0, width: 50, height: 10), "leading is the right edge, 20 points in")
        let next = child(of: parent)
        next.semanticContentAttribute = .forceRightToLeft
        NSLayoutConstraint.activate([
            next.leadingAnchor.constraint(equalTo: view.trailingAnchor, constant: 8),
            next.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
            next.topAnchor.constraint(equalTo: parent.topAnchor),
            next.heightAnchor.constraint(equalToConstant: 10),
        ])
        parent.layoutIfNeeded()
        XCTAssertEqual(next.frame, CGRect(x: 0, y: 0, width: 222, height: 10), "8 points after view, toward the left")
    }

    func testMarginsAttributesAndGuide() async {
        let parent = container()
        parent.layoutMargins = UIEdgeInsets(top: 10, left: 16, bottom: 20, right: 24)
        let view = child(of: parent)
        let guide = parent.layoutMarginsGuide
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            view.topAnchor.constraint(equalTo: guide.topAnchor),
            view.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        parent.layoutIfNeeded()
        XCTAssertEqual(view.frame, CGRect(x: 16, y: 10, width: 260, height: 170))
        parent.layoutMargins = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        parent.layoutIfNeeded()
        XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: 300, height: 200), "the guide follows the margins")

        let other = child(of: parent)
        parent.layoutMargins = UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 8)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: other, attribute: .leftMargin, relatedBy: .equal, toItem: parent, attribute: .leftMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: other, attribute: .top, relatedBy: .equal, toItem: parent, attribute: .topMargin, multiplier: 1, constant: 0),
            other.widthAnchor.constraint(equalToConstant: 10),
            other.heightAnchor.constraint(equalToConstant: 10),
        ])
        parent.layoutIfNeeded()
        XCTAssertEqual(other.frame, CGRect(x: -2, y: 5, width: 10, height: 10), "other's leftMargin (its default 8) on parent's leftMargin (6)")
    }

    func testSafeAreaGuideOfARootViewWithAdditionalInsets() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let view = child(of: controller.view)
        let safe = controller.view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: safe.topAnchor),
            view.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            view.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(view.frame, CGRect(x: 0, y: 44, width: 320, height: 402))
    }

    func testKeyboardLayoutGuideSitsAtTheSafeAreaBottomWithoutAKeyboard() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0)
        let root = controller.view!
        let bar = child(of: root)
        let guide = root.keyboardLayoutGuide
        XCTAssertTrue(guide.usesBottomSafeArea)
        XCTAssertTrue(root.keyboardLayoutGuide === guide)
        NSLayoutConstraint.activate([
            bar.bottomAnchor.constraint(equalTo: guide.topAnchor, constant: -8),
            bar.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 44),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(guide.layoutFrame, CGRect(x: 0, y: 446, width: 320, height: 34))
        XCTAssertEqual(bar.frame, CGRect(x: 0, y: 394, width: 320, height: 44))
        guide.usesBottomSafeArea = false
        window.layoutIfNeeded()
        XCTAssertEqual(guide.layoutFrame, CGRect(x: 0, y: 480, width: 320, height: 0))
        XCTAssertEqual(bar.frame.maxY, 472, "UIKit: tied to the view's bottom instead")
        let near = bar.heightAnchor.constraint(greaterThanOrEqualToConstant: 40)
        let away = bar.heightAnchor.constraint(equalToConstant: 60)
        guide.setConstraints([near], activeWhenNearEdge: .bottom)
        guide.setConstraints([away], activeWhenAwayFrom: .bottom)
        XCTAssertTrue(near.isActive, "a docked keyboard is near the bottom edge")
        XCTAssertFalse(away.isActive)
    }

    func testTheReadmeExample() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let title = UILabel(), badge = UIView()
        for view in [title, badge] {
            view.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(view)
        }
        title.text = "Inbox"
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor),
            title.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor, constant: 80),
            badge.leadingAnchor.constraint(equalToSystemSpacingAfter: title.trailingAnchor, multiplier: 1),
            badge.centerYAnchor.constraint(equalTo: title.centerYAnchor),
            badge.widthAnchor.constraint(equalToConstant: 12),
            badge.heightAnchor.constraint(equalTo: badge.widthAnchor),
        ])
        window.layoutIfNeeded()
        let size = title.intrinsicContentSize
        XCTAssertEqual(title.frame, CGRect(x: 8, y: 80, width: size.width, height: size.height))
        XCTAssertEqual(badge.frame, CGRect(x: 8 + size.width + 8, y: 80 + size.height / 2 - 6, width: 12, height: 12))
    }

    func testAlignmentRectInsetsMoveTheFrame() async {
        final class Shadowed: UIView {
            override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 0, left: 4, bottom: 6, right: 4) }
        }
        let parent = container()
        let view = Shadowed()
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            view.topAnchor.constraint(equalTo: parent.topAnchor),
            view.widthAnchor.constraint(equalToConstant: 100),
            view.heightAnchor.constraint(equalToConstant: 50),
        ])
        parent.layoutIfNeeded()
        XCTAssertEqual(view.frame, CGRect(x: -4, y: 0, width: 108, height: 56), "constraints act on the alignment rectangle")
    }

    func testConstantChangeRelaysOut() async {
        let parent = container()
        let view = child(of: parent)
        let top = view.topAnchor.constraint(equalTo: parent.topAnchor, constant: 10)
        NSLayoutConstraint.activate([
            top, view.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            view.widthAnchor.constraint(equalToConstant: 10), view.heightAnchor.constraint(equalToConstant: 10),
        ])
        parent.layoutIfNeeded()
        XCTAssertEqual(view.frame.minY, 10)
        top.constant = 70
        XCTAssertTrue(parent.needsLayoutForTesting, "a constant change asks for layout")
        parent.layoutIfNeeded()
        XCTAssertEqual(view.frame.minY, 70)
        top.isActive = false
        let bottom = view.bottomAnchor.constraint(equalTo: parent.bottomAnchor)
        bottom.isActive = true
        parent.layoutIfNeeded()
        XCTAssertEqual(view.frame.minY, 190)
    }

    func testNestedContainersWithCrossLevelConstraint() async {
        let parent = container()
        let box = child(of: parent)
        let inner = child(of: box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 30),
            box.topAnchor.constraint(equalTo: parent.topAnchor, constant: 40),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalToConstant: 100),
            // Across two levels: written in parent's coordinates.
            inner.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 50),
            inner.topAnchor.constraint(equalTo: box.topAnchor, constant: 5),
            inner.widthAnchor.constraint(equalToConstant: 10),
            inner.heightAnchor.constraint(equalToConstant: 10),
        ])
        parent.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 30, y: 40, width: 100, height: 100))
        XCTAssertEqual(inner.frame, CGRect(x: 20, y: 5, width: 10, height: 10))
    }

    func testATranslatingContainerIsFixedByItsFrame() async {
        let parent = container()
        let view = child(of: parent)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 10),
            view.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -10),
            view.topAnchor.constraint(equalTo: parent.topAnchor),
            view.heightAnchor.constraint(equalTo: parent.heightAnchor, multiplier: 0.5),
        ])
        parent.layoutIfNeeded()
        XCTAssertEqual(view.frame, CGRect(x: 10, y: 0, width: 280, height: 100))
        parent.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        parent.layoutIfNeeded()
        XCTAssertEqual(view.frame, CGRect(x: 10, y: 0, width: 180, height: 50), "its frame changes update its constraints")
        let affecting = view.constraintsAffectingLayout(for: .horizontal)
        XCTAssertTrue(affecting.contains { $0.description.contains("NSAutoresizingMaskLayoutConstraint") && $0.description.contains("h=--& v=--&") && $0.description.contains(".width == 200") },
                      affecting.map(\.description).joined(separator: "\n"))
    }

    func testRemovingFromSuperviewDeactivatesCrossingConstraints() async {
        let parent = container()
        let box = child(of: parent)
        let inner = child(of: box)
        let crossing = [
            box.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            box.topAnchor.constraint(equalTo: parent.topAnchor),
            inner.topAnchor.constraint(equalTo: parent.topAnchor, constant: 7),
        ]
        let inside = [
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalToConstant: 60),
            inner.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 3),
            inner.widthAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
            inner.heightAnchor.constraint(equalToConstant: 10),
        ]
        NSLayoutConstraint.activate(crossing + inside)
        parent.layoutIfNeeded()
        box.removeFromSuperview()
        XCTAssertTrue(crossing.allSatisfy { !$0.isActive }, "UIKit removes constraints to views outside the removed subtree")
        XCTAssertTrue(inside.allSatisfy { $0.isActive })
        box.widthAnchor.constraints(for: inside[0]).constant = 40
        inner.topAnchor.constraint(equalTo: box.topAnchor, constant: 2).isActive = true
        box.layoutIfNeeded()
        XCTAssertEqual(inner.frame, CGRect(x: 3, y: 2, width: 20, height: 10), "laid out alone, the subtree keeps its constraints")
        let other = container(500, 500)
        other.addSubview(box)
        box.leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: 100).isActive = true
        box.topAnchor.constraint(equalTo: other.topAnchor, constant: 200).isActive = true
        other.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 100, y: 200, width: 40, height: 60))
        XCTAssertEqual(inner.frame, CGRect(x: 3, y: 2, width: 20, height: 10))
    }

    func testTurningTranslationOffAfterActivationLetsTheEngineSizeTheView() async {
        let parent = container()
        let view = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        parent.addSubview(view)
        let log = LogCapture.capture {
            NSLayoutConstraint.activate([
                view.widthAnchor.constraint(equalToConstant: 50),
                view.heightAnchor.constraint(equalToConstant: 60),
            ])
            parent.layoutIfNeeded()
        }
        XCTAssertTrue(log.contains("Unable to simultaneously satisfy constraints."), "the frame (3 × 4) contradicts the size")
        XCTAssertEqual(view.frame, CGRect(x: 1, y: 2, width: 3, height: 4), "the frame constraints win while the mask is translated")
        view.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 5),
            view.topAnchor.constraint(equalTo: parent.topAnchor, constant: 6),
        ])
        parent.layoutIfNeeded()
        XCTAssertEqual(view.frame, CGRect(x: 5, y: 6, width: 50, height: 60))
    }

    func testConstraintsAddedBeforeTranslationIsTurnedOffDoNotConflict() async {
        // UIKit makes a view's autoresizing constraints in the constraint pass, so the common
        // order "constrain in init, turn translation off, add to a superview" never conflicts.
        let parent = container()
        let thumb = UIView()
        let log = LogCapture.capture {
            thumb.addConstraint(thumb.widthAnchor.constraint(equalToConstant: 31))
            thumb.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(thumb)
            NSLayoutConstraint.activate([
                thumb.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 10),
                thumb.topAnchor.constraint(equalTo: parent.topAnchor),
                thumb.heightAnchor.constraint(equalToConstant: 31),
            ])
            parent.layoutIfNeeded()
        }
        XCTAssertFalse(log.contains("Unable to simultaneously satisfy constraints."), log.lines.joined(separator: "\n"))
        XCTAssertEqual(thumb.frame, CGRect(x: 10, y: 0, width: 31, height: 31))
    }

    func testARootViewConstrainedBeforeItHasASuperviewDoesNotConflict() async {
        let parent = container()
        let stack = UIView()
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        stack.addSubview(child)
        let log = LogCapture.capture {
            NSLayoutConstraint.activate([
                child.widthAnchor.constraint(equalToConstant: 44),
                child.heightAnchor.constraint(equalToConstant: 20),
                child.leadingAnchor.constraint(equalTo: stack.leadingAnchor),
                child.trailingAnchor.constraint(equalTo: stack.trailingAnchor),
                child.topAnchor.constraint(equalTo: stack.topAnchor),
                child.bottomAnchor.constraint(equalTo: stack.bottomAnchor),
            ])
            stack.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(stack)
            stack.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 7).isActive = true
            stack.topAnchor.constraint(equalTo: parent.topAnchor, constant: 9).isActive = true
            parent.layoutIfNeeded()
        }
        XCTAssertFalse(log.contains("Unable to simultaneously satisfy constraints."), log.lines.joined(separator: "\n"))
        XCTAssertEqual(stack.frame, CGRect(x: 7, y: 9, width: 44, height: 20))
        XCTAssertEqual(child.frame, CGRect(x: 0, y: 0, width: 44, height: 20))
    }

    func testAConstantThatContradictsRequiredConstraintsIsReportedAndBroken() async {
        let parent = container()
        let view = child(of: parent)
        let width = view.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            view.trailingAnchor.constraint(lessThanOrEqualTo: parent.trailingAnchor),
            view.topAnchor.constraint(equalTo: parent.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 10),
            width,
        ])
        parent.layoutIfNeeded()
        let log = LogCapture.capture { width.constant = 400 }
        XCTAssertTrue(log.contains("Will attempt to recover by breaking constraint \n\(width.description)"), log.lines.joined(separator: "\n"))
        XCTAssertTrue(width.isActive)
        parent.layoutIfNeeded()
        XCTAssertEqual(view.frame.minX, 0)
        XCTAssertLessThanOrEqual(view.frame.maxX, 300, "the required ≤ still holds")
        width.constant = 120
        parent.layoutIfNeeded()
        XCTAssertEqual(view.frame.width, 120, "a satisfiable constant takes effect again")
    }

    func testReadableContentGuideCapsTheWidth() async {
        let parent = container(1000, 100)
        parent.layoutMargins = .zero
        let view = child(of: parent)
        let readable = parent.readableContentGuide
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: readable.trailingAnchor),
            view.topAnchor.constraint(equalTo: readable.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 10),
        ])
        parent.layoutIfNeeded()
        XCTAssertEqual(view.frame, CGRect(x: 164, y: 0, width: 672, height: 10), "UIKit: 672 points, centered")
        XCTAssertEqual(readable.layoutFrame, CGRect(x: 164, y: 0, width: 672, height: 100))
    }

    func testAViewWithConstraintsJoinsAHierarchyThatHasAnEngine() async {
        let host = container()
        let anchor = child(of: host)
        NSLayoutConstraint.activate([
            anchor.leadingAnchor.constraint(equalTo: host.leadingAnchor), anchor.topAnchor.constraint(equalTo: host.topAnchor),
            anchor.widthAnchor.constraint(equalToConstant: 10), anchor.heightAnchor.constraint(equalToConstant: 10),
        ])
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let inner = child(of: card)
        NSLayoutConstraint.activate([
            inner.centerXAnchor.constraint(equalTo: card.centerXAnchor), inner.centerYAnchor.constraint(equalTo: card.centerYAnchor),
            inner.widthAnchor.constraint(equalToConstant: 20), inner.heightAnchor.constraint(equalToConstant: 10),
        ])
        card.layoutIfNeeded()
        XCTAssertEqual(inner.frame, CGRect(x: 40, y: 20, width: 20, height: 10))
        host.addSubview(card)
        card.frame = CGRect(x: 50, y: 50, width: 200, height: 100)
        host.layoutIfNeeded()
        XCTAssertEqual(inner.frame, CGRect(x: 90, y: 45, width: 20, height: 10), "its constraints moved into the host's engine")
        XCTAssertEqual(anchor.frame, CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    func testCustomLayoutGuideGetsItsFrame() async {
        let parent = container()
        let guide = UILayoutGuide()
        parent.addLayoutGuide(guide)
        let view = child(of: parent)
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 10),
            guide.widthAnchor.constraint(equalToConstant: 40),
            guide.topAnchor.constraint(equalTo: parent.topAnchor),
            guide.heightAnchor.constraint(equalTo: parent.heightAnchor),
            view.leadingAnchor.constraint(equalTo: guide.trailingAnchor),
            view.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
            view.topAnchor.constraint(equalTo: parent.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 20),
        ])
        parent.layoutIfNeeded()
        XCTAssertEqual(guide.layoutFrame, CGRect(x: 10, y: 0, width: 40, height: 200))
        XCTAssertEqual(view.frame, CGRect(x: 50, y: 0, width: 250, height: 20))
    }
}

private extension NSLayoutDimension {
    /// The same constraint (a readable way to reach it in a test).
    func constraints(for constraint: NSLayoutConstraint) -> NSLayoutConstraint { constraint }
}

extension UIView {
    var needsLayoutForTesting: Bool { layer.needsLayout() }
}
