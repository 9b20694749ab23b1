import XCTest
import CoreGraphics
import UIKit
import UIKitTesting

/// A view whose content sits inside a 2-point shadow on the left and bottom.
final class ShadowedBadge: UIView {
    override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 0, left: 2, bottom: 2, right: 0) }
    override var intrinsicContentSize: CGSize { CGSize(width: 40, height: 20) }
}

/// Records the constraint pass and safe area / margin callbacks.
final class PassRecordingView: UIView {
    var events: [String] = []
    var name = ""
    /// Called with every event too (to see the order across views).
    var shared: ((String) -> Void)?

    override func updateConstraints() {
        events.append("updateConstraints \(name)")
        shared?("updateConstraints \(name)")
        super.updateConstraints()
    }

    override func layoutSubviews() { events.append("layoutSubviews \(name)") }
    override func safeAreaInsetsDidChange() { events.append("safeAreaInsetsDidChange \(name)") }
    override func layoutMarginsDidChange() { events.append("layoutMarginsDidChange \(name)") }
}

final class SafeAreaController: UIViewController {
    var safeAreaChanges = 0
    var marginChanges = 0
    override func loadView() { view = PassRecordingView() }
    override func viewSafeAreaInsetsDidChange() { safeAreaChanges += 1 }
    override func viewLayoutMarginsDidChange() { marginChanges += 1 }
}

/// UIView's layout API beyond frames: alignment rectangles, fitting sizes, the constraint
/// pass hook, layout guides, margins and the safe area.
@MainActor
final class UIViewLayoutApiTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    func testAlignmentRectsInsetAndOutsetTheFrame() async {
        let badge = ShadowedBadge(frame: CGRect(x: 10, y: 10, width: 42, height: 22))
        XCTAssertEqual(badge.alignmentRect(forFrame: badge.frame), CGRect(x: 12, y: 10, width: 40, height: 20))
        XCTAssertEqual(badge.frame(forAlignmentRect: CGRect(x: 12, y: 10, width: 40, height: 20)), badge.frame)
        let plain = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertEqual(plain.alignmentRectInsets, .zero)
        XCTAssertEqual(plain.alignmentRect(forFrame: plain.frame), plain.frame)
        XCTAssertTrue(plain.forFirstBaselineLayout === plain)
        XCTAssertTrue(plain.forLastBaselineLayout === plain)
    }

    func testSystemLayoutSizeFittingUsesTheContent() async {
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 40))
        XCTAssertEqual(plain.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize), CGSize(width: 30, height: 40),
                       "no content: the view's own size")
        XCTAssertEqual(ShadowedBadge().systemLayoutSizeFitting(UIView.layoutFittingCompressedSize),
                       CGSize(width: 40, height: 20), "the intrinsic content size")

        let label = UILabel()
        label.text = "A sentence long enough to wrap onto several lines"
        label.numberOfLines = 0
        let natural = label.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        XCTAssertEqual(natural, label.intrinsicContentSize)
        let wrapped = label.systemLayoutSizeFitting(CGSize(width: 100, height: 0),
                                                    withHorizontalFittingPriority: .required,
                                                    verticalFittingPriority: .fittingSizeLevel)
        XCTAssertEqual(wrapped.width, 100, "a required dimension is the target's")
        XCTAssertGreaterThan(wrapped.height, natural.height * 2, "wrapped to that width")
        XCTAssertEqual(label.systemLayoutSizeFitting(CGSize(width: 7, height: 9), withHorizontalFittingPriority: .required,
                                                     verticalFittingPriority: .required), CGSize(width: 7, height: 9))
        XCTAssertLessThan(UILayoutPriority.defaultLow, .defaultHigh)
        XCTAssertEqual((UILayoutPriority.required - 1).rawValue, 999)
    }

    func testUpdateConstraintsRunsBeforeLayoutSubviewsFirst() async {
        let parent = PassRecordingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let child = PassRecordingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.name = "parent"
        child.name = "child"
        parent.addSubview(child)
        parent.layoutIfNeeded()
        parent.events = []
        child.events = []
        var order: [String] = []
        parent.shared = { order.append($0) }
        child.shared = { order.append($0) }
        parent.setNeedsUpdateConstraints()
        child.setNeedsUpdateConstraints()
        XCTAssertTrue(parent.needsUpdateConstraints())
        parent.layoutIfNeeded()
        XCTAssertEqual(order, ["updateConstraints child", "updateConstraints parent"], "subviews first")
        XCTAssertEqual(parent.events, ["updateConstraints parent", "layoutSubviews parent"], "before layout")
        XCTAssertFalse(parent.needsUpdateConstraints())
        XCTAssertFalse(UIView.requiresConstraintBasedLayout)
        child.setNeedsUpdateConstraints()
        child.updateConstraintsIfNeeded()
        XCTAssertEqual(child.events.filter { $0.hasPrefix("updateConstraints") }.count, 2)
    }

    func testLayoutGuidesReportTheirRectangles() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 300))
        view.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        XCTAssertEqual(view.layoutMarginsGuide.layoutFrame, CGRect(x: 20, y: 10, width: 940, height: 260))
        XCTAssertTrue(view.layoutMarginsGuide === view.layoutMarginsGuide, "one guide per view")
        XCTAssertTrue(view.layoutMarginsGuide.owningView === view)
        XCTAssertEqual(view.safeAreaLayoutGuide.layoutFrame, view.bounds, "no safe area insets")
        let readable = view.readableContentGuide.layoutFrame
        XCTAssertEqual(readable.width, 672, "readable lines are limited in width")
        XCTAssertEqual(readable.midX, view.layoutMarginsGuide.layoutFrame.midX)
        let narrow = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        XCTAssertEqual(narrow.readableContentGuide.layoutFrame, narrow.layoutMarginsGuide.layoutFrame)

        let guide = UILayoutGuide()
        guide.identifier = "spacer"
        view.addLayoutGuide(guide)
        XCTAssertTrue(guide.owningView === view)
        XCTAssertEqual(view.layoutGuides.count, 1)
        XCTAssertEqual(guide.layoutFrame, .zero, "no constraints position it")
        narrow.addLayoutGuide(guide)
        XCTAssertTrue(view.layoutGuides.isEmpty, "a guide belongs to one view")
        narrow.removeLayoutGuide(guide)
        XCTAssertNil(guide.owningView)
    }

    func testPreservedSuperviewMarginsGrowTheViewsMargins() async {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        superview.layoutMargins = UIEdgeInsets(top: 30, left: 30, bottom: 30, right: 30)
        let view = UIView(frame: CGRect(x: 10, y: 50, width: 100, height: 100))
        superview.addSubview(view)
        XCTAssertEqual(view.layoutMargins, UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8), "UIKit's default")
        view.preservesSuperviewLayoutMargins = true
        // 10 points into the superview's 30-point left margin: 20 left; elsewhere it does not
        // reach the superview's margins.
        XCTAssertEqual(view.layoutMargins, UIEdgeInsets(top: 8, left: 20, bottom: 8, right: 8))
    }

    func testRootViewMarginsRespectTheSystemMinimum() async {
        let controller = UIViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        XCTAssertEqual(controller.systemMinimumLayoutMargins, NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        XCTAssertEqual(controller.view.layoutMargins, UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
        controller.viewRespectsSystemMinimumLayoutMargins = false
        XCTAssertEqual(controller.view.layoutMargins, UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    func testAdditionalSafeAreaInsetsReachTheRootViewAndOverlappingSubviews() async {
        let controller = SafeAreaController()
        let root = controller.view as! PassRecordingView
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 400)
        controller.viewRespectsSystemMinimumLayoutMargins = false
        let top = PassRecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let middle = PassRecordingView(frame: CGRect(x: 0, y: 150, width: 200, height: 100))
        root.addSubview(top)
        root.addSubview(middle)
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        XCTAssertEqual(root.safeAreaInsets, UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(top.safeAreaInsets, UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0), "the part it overlaps")
        XCTAssertEqual(middle.safeAreaInsets, .zero)
        XCTAssertEqual(root.safeAreaLayoutGuide.layoutFrame, CGRect(x: 0, y: 44, width: 200, height: 322))
        XCTAssertEqual(controller.safeAreaChanges, 1)
        XCTAssertTrue(root.events.contains("safeAreaInsetsDidChange "))
        XCTAssertTrue(top.events.contains("safeAreaInsetsDidChange "))
        XCTAssertFalse(middle.events.contains("safeAreaInsetsDidChange "))
        // Margins are measured from the safe area.
        XCTAssertEqual(root.layoutMargins.top, 52)
        XCTAssertEqual(controller.marginChanges, 1)
        root.insetsLayoutMarginsFromSafeArea = false
        XCTAssertEqual(root.layoutMargins.top, 8)
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        XCTAssertEqual(controller.safeAreaChanges, 1, "unchanged: no call")
    }

    func testEndEditingResignsTheFirstResponderInside() async {
        final class Field: UIView {
            var refuses = false
            override var canBecomeFirstResponder: Bool { true }
            override var canResignFirstResponder: Bool { !refuses }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let form = UIView(), other = UIView()
        let field = Field()
        form.addSubview(field)
        window.addSubview(form)
        window.addSubview(other)
        XCTAssertTrue(field.becomeFirstResponder())
        XCTAssertTrue(other.endEditing(false), "nothing to resign there")
        XCTAssertTrue(field.isFirstResponder)
        field.refuses = true
        XCTAssertFalse(form.endEditing(false), "the field refuses")
        XCTAssertTrue(field.isFirstResponder)
        XCTAssertTrue(form.endEditing(true), "forced")
        XCTAssertFalse(field.isFirstResponder)
    }

    func testInteractionsAreToldWhenTheyMove() async {
        final class Probe: UIInteraction {
            weak var view: UIView?
            var log: [String] = []
            func willMove(to view: UIView?) { log.append("will \(view == nil ? "nil" : "view")") }
            func didMove(to view: UIView?) {
                self.view = view
                log.append("did \(view == nil ? "nil" : "view")")
            }
        }
        let a = UIView(), b = UIView()
        let probe = Probe()
        a.addInteraction(probe)
        XCTAssertEqual(probe.log, ["will view", "did view"])
        XCTAssertTrue(a.interactions.first === probe)
        a.addInteraction(probe)
        XCTAssertEqual(a.interactions.count, 1)
        b.addInteraction(probe)
        XCTAssertTrue(a.interactions.isEmpty, "moved to the other view")
        XCTAssertEqual(probe.log, ["will view", "did view", "will nil", "did nil", "will view", "did view"])
        b.removeInteraction(probe)
        XCTAssertNil(probe.view)
    }

    func testMotionEffectsInterpolateAndAreKeptOnTheView() async {
        let horizontal = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        horizontal.minimumRelativeValue = -10
        horizontal.maximumRelativeValue = 10
        let vertical = UIInterpolatingMotionEffect(keyPath: "center.y", type: .tiltAlongVerticalAxis)
        vertical.minimumRelativeValue = 0.0
        vertical.maximumRelativeValue = 4.0
        XCTAssertEqual(horizontal.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 0.5, vertical: -1))?["center.x"] as? CGFloat, 5)
        XCTAssertEqual(horizontal.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 3, vertical: 0))?["center.x"] as? CGFloat, 10,
                       "offsets are clamped to -1...1")
        let group = UIMotionEffectGroup()
        group.motionEffects = [horizontal, vertical]
        let values = group.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: -1, vertical: 0))
        XCTAssertEqual(values?["center.x"] as? CGFloat, -10)
        XCTAssertEqual(values?["center.y"] as? CGFloat, 2)
        let view = UIView()
        view.addMotionEffect(group)
        view.addMotionEffect(group)
        XCTAssertEqual(view.motionEffects.count, 1)
        view.removeMotionEffect(group)
        XCTAssertTrue(view.motionEffects.isEmpty)
    }

    func testResizableSnapshotViewCapturesTheRectWithCapInsets() async throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.backgroundColor = .blue
        let red = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        red.backgroundColor = .red
        view.addSubview(red)
        let snapshot = try XCTUnwrap(view.resizableSnapshotView(from: CGRect(x: 10, y: 10, width: 20, height: 20),
                                                                afterScreenUpdates: true,
                                                                withCapInsets: UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5)))
        XCTAssertEqual(snapshot.bounds.size, CGSize(width: 20, height: 20))
        XCTAssertEqual(snapshot.layer.contentsCenter, CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5))
        let image = try XCTUnwrap(snapshot.layer.contents as? CGImage)
        XCTAssertEqual(image.pixel(0, 0).r, 255, "the rect's content: red")
        XCTAssertEqual(image.pixel(0, 0).b, 0)
        XCTAssertNil(view.resizableSnapshotView(from: .zero, afterScreenUpdates: false, withCapInsets: .zero))
    }

    func testRestorationIdentifiersAreKept() async {
        let view = UIView()
        XCTAssertNil(view.restorationIdentifier)
        view.restorationIdentifier = "editor"
        XCTAssertEqual(view.restorationIdentifier, "editor")
        let controller = UIViewController()
        controller.restorationIdentifier = "root"
        XCTAssertEqual(controller.restorationIdentifier, "root")
    }
}
