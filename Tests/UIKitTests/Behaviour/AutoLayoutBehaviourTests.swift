import XCTest
import UIKit
import UIKitTesting

/// Records the order of constraint and layout passes into a shared log.
@MainActor
private final class PassLogView: UIView {
    let name: String
    let log: PassLog

    init(_ name: String, log: PassLog) {
        self.name = name
        self.log = log
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { fatalError("PassLogView is made in code") }

    override class var requiresConstraintBasedLayout: Bool { true }

    override func updateConstraints() {
        log.entries.append("\(name).updateConstraints")
        super.updateConstraints()
    }

    override func layoutSubviews() {
        log.entries.append("\(name).layoutSubviews")
        super.layoutSubviews()
    }
}

@MainActor
private final class PassLog {
    var entries: [String] = []
}

@MainActor
private final class LayoutLoggingController: UIViewController {
    var entries: [String] = []
    override func loadView() {
        let root = ControllerRootView()
        root.controller = self
        view = root
    }
    override func viewWillLayoutSubviews() { entries.append("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { entries.append("viewDidLayoutSubviews") }
}

@MainActor
private final class ControllerRootView: UIView {
    weak var controller: LayoutLoggingController?
    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.entries.append("view.layoutSubviews")
    }
}

/// Auto Layout behaviour iOS code relies on: where constraints are installed, the constraint and
/// layout passes, fitting sizes, intrinsic sizes and stack view arrangement.
@MainActor
final class AutoLayoutBehaviourTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    // MARK: Where activation installs a constraint

    func testActivatingASiblingConstraintInstallsItOnTheNearestCommonAncestor() async {
        // UIKit (NSLayoutConstraint.isActive): activating adds the constraint to the closest
        // common ancestor of the items it relates.
        let root = UIView()
        let parent = UIView()
        let a = UIView()
        let b = UIView()
        root.addSubview(parent)
        parent.addSubview(a)
        parent.addSubview(b)
        let constraint = a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8)
        NSLayoutConstraint.activate([constraint])
        XCTAssertTrue(parent.constraints.contains(constraint))
        XCTAssertFalse(root.constraints.contains(constraint))
        XCTAssertFalse(a.constraints.contains(constraint))
        XCTAssertFalse(b.constraints.contains(constraint))
    }

    func testAChildToParentConstraintIsInstalledOnTheParent() async {
        // UIKit: the common ancestor of a view and its superview is the superview.
        let parent = UIView()
        let child = UIView()
        parent.addSubview(child)
        let constraint = child.topAnchor.constraint(equalTo: parent.topAnchor)
        constraint.isActive = true
        XCTAssertTrue(parent.constraints.contains(constraint))
        XCTAssertFalse(child.constraints.contains(constraint))
    }

    func testAConstantSizeConstraintIsInstalledOnItsOwnView() async {
        // UIKit: a constraint with one item is installed on that item's view.
        let parent = UIView()
        let child = UIView()
        parent.addSubview(child)
        let width = child.widthAnchor.constraint(equalToConstant: 40)
        width.isActive = true
        XCTAssertTrue(child.constraints.contains(width))
        XCTAssertFalse(parent.constraints.contains(width))
    }

    func testDeactivatingRemovesTheConstraintFromTheView() async {
        // UIKit: isActive = false is the same as removing it from the view it was installed on.
        let view = UIView()
        let height = view.heightAnchor.constraint(equalToConstant: 10)
        height.isActive = true
        NSLayoutConstraint.deactivate([height])
        XCTAssertFalse(height.isActive)
        XCTAssertFalse(view.constraints.contains(height))
    }

    func testRemovingAViewFromItsSuperviewDeactivatesConstraintsToOutsideViews() async {
        // UIKit (removeFromSuperview): constraints that refer to the removed view or its
        // subtree and to views outside it are removed.
        let parent = UIView()
        let child = UIView()
        parent.addSubview(child)
        let pin = child.leadingAnchor.constraint(equalTo: parent.leadingAnchor)
        let own = child.widthAnchor.constraint(equalToConstant: 20)
        NSLayoutConstraint.activate([pin, own])
        child.removeFromSuperview()
        XCTAssertFalse(pin.isActive)
        XCTAssertFalse(parent.constraints.contains(pin))
        XCTAssertTrue(own.isActive, "a constraint inside the removed subtree stays")
    }

    func testNewConstraintsAreInactiveAndRequired() async {
        // UIKit: a constraint made from anchors is inactive until activated; priority 1000.
        let a = UIView()
        let b = UIView()
        let constraint = a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 0.5, constant: 3)
        XCTAssertFalse(constraint.isActive)
        XCTAssertEqual(constraint.priority, .required)
        XCTAssertEqual(constraint.multiplier, 0.5)
        XCTAssertEqual(constraint.constant, 3)
        XCTAssertEqual(constraint.relation, .equal)
        XCTAssertEqual(constraint.firstAttribute, .width)
        XCTAssertEqual(constraint.secondAttribute, .width)
        XCTAssertTrue(constraint.firstItem === a)
        XCTAssertTrue(constraint.secondItem === b)
    }

    func testLayoutPriorityValues() async {
        // UIKit: UILayoutPriority constants.
        XCTAssertEqual(UILayoutPriority.required.rawValue, 1000)
        XCTAssertEqual(UILayoutPriority.defaultHigh.rawValue, 750)
        XCTAssertEqual(UILayoutPriority.defaultLow.rawValue, 250)
        XCTAssertEqual(UILayoutPriority.fittingSizeLevel.rawValue, 50)
        XCTAssertEqual(UILayoutPriority.dragThatCanResizeScene.rawValue, 510)
        XCTAssertEqual(UILayoutPriority.sceneSizeStayPut.rawValue, 500)
        XCTAssertEqual(UILayoutPriority.dragThatCannotResizeScene.rawValue, 490)
    }

    func testAViewMadeInCodeTranslatesItsAutoresizingMask() async {
        // UIKit: translatesAutoresizingMaskIntoConstraints is true for views made in code.
        XCTAssertTrue(UIView().translatesAutoresizingMaskIntoConstraints)
        XCTAssertTrue(UILabel().translatesAutoresizingMaskIntoConstraints)
        XCTAssertEqual(UIView.noIntrinsicMetric, -1)
        XCTAssertEqual(UIView().intrinsicContentSize,
                       CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        XCTAssertEqual(UIView.layoutFittingCompressedSize, .zero)
    }

    func testAnAutoresizingViewKeepsItsFrameAmongConstrainedSiblings() async {
        // UIKit: a view that translates its autoresizing mask gets constraints that hold the frame
        // it was given, so the engine leaves it where it is.
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let framed = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        let constrained = UIView()
        constrained.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(framed)
        parent.addSubview(constrained)
        NSLayoutConstraint.activate([
            constrained.topAnchor.constraint(equalTo: framed.bottomAnchor, constant: 5),
            constrained.leadingAnchor.constraint(equalTo: framed.trailingAnchor, constant: 5),
            constrained.widthAnchor.constraint(equalToConstant: 10),
            constrained.heightAnchor.constraint(equalToConstant: 10),
        ])
        parent.layoutIfNeeded()
        XCTAssertEqual(framed.frame, CGRect(x: 10, y: 20, width: 30, height: 40))
        XCTAssertEqual(constrained.frame, CGRect(x: 45, y: 65, width: 10, height: 10))
    }

    // MARK: Passes

    func testConstraintPassRunsBottomUpAndLayoutTopDown() async {
        // UIKit: the update-constraints pass goes from the leaves up to the window; the layout
        // pass goes from the top down.
        let log = PassLog()
        let parent = PassLogView("parent", log: log)
        let child = PassLogView("child", log: log)
        parent.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        child.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        parent.addSubview(child)
        parent.setNeedsUpdateConstraints()
        child.setNeedsUpdateConstraints()
        parent.setNeedsLayout()
        child.setNeedsLayout()
        parent.layoutIfNeeded()
        let updates = log.entries.filter { $0.hasSuffix("updateConstraints") }
        let layouts = log.entries.filter { $0.hasSuffix("layoutSubviews") }
        XCTAssertEqual(updates, ["child.updateConstraints", "parent.updateConstraints"])
        XCTAssertEqual(layouts, ["parent.layoutSubviews", "child.layoutSubviews"])
        let lastUpdate = log.entries.lastIndex { $0.hasSuffix("updateConstraints") } ?? 0
        let firstLayout = log.entries.firstIndex { $0.hasSuffix("layoutSubviews") } ?? 0
        XCTAssertLessThan(lastUpdate, firstLayout, "constraints are updated before layout")
    }

    func testUpdateConstraintsIfNeededRunsOnlyWhenMarked() async {
        // UIKit: updateConstraintsIfNeeded calls updateConstraints only for views that need it.
        let log = PassLog()
        let view = PassLogView("view", log: log)
        view.updateConstraintsIfNeeded()
        log.entries.removeAll()
        view.updateConstraintsIfNeeded()
        XCTAssertEqual(log.entries, [])
        view.setNeedsUpdateConstraints()
        XCTAssertTrue(view.needsUpdateConstraints())
        view.updateConstraintsIfNeeded()
        XCTAssertEqual(log.entries, ["view.updateConstraints"])
        XCTAssertFalse(view.needsUpdateConstraints())
    }

    func testControllerLayoutCallbacksBracketItsViewsLayout() async {
        // UIKit: viewWillLayoutSubviews runs before the root view's layoutSubviews and
        // viewDidLayoutSubviews after it.
        let controller = LayoutLoggingController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        controller.view.layoutIfNeeded()
        controller.entries.removeAll()
        controller.view.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        controller.view.layoutIfNeeded()
        XCTAssertEqual(controller.entries, ["viewWillLayoutSubviews", "view.layoutSubviews", "viewDidLayoutSubviews"])
    }

    // MARK: Fitting

    func testSystemLayoutSizeFittingCompressedSizeUsesTheContentsConstraints() async {
        // UIKit: systemLayoutSizeFitting returns the smallest size the constraints allow
        // for layoutFittingCompressedSize, without changing the view's frame.
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 7, height: 7))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            box.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -10),
            box.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 4),
            box.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -6),
            box.widthAnchor.constraint(greaterThanOrEqualToConstant: 30),
            box.heightAnchor.constraint(equalToConstant: 20),
        ])
        let size = container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        XCTAssertEqual(size, CGSize(width: 40, height: 40))
        XCTAssertEqual(container.frame.size, CGSize(width: 7, height: 7), "fitting does not resize the view")
    }

    func testFittingPriorityRequiredHoldsTheTargetWidth() async {
        // UIKit: with a required horizontal fitting priority the width is the target's width and
        // the height follows from it (the self-sizing cell recipe).
        let container = UIView()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: container.topAnchor),
            box.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            box.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
        ])
        let size = container.systemLayoutSizeFitting(
            CGSize(width: 300, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        XCTAssertEqual(size, CGSize(width: 300, height: 150))
    }

    // MARK: Intrinsic sizes

    func testIntrinsicSizesOfControlsWithoutContent() async {
        // UIKit: a switch has a fixed intrinsic size; a slider and a progress view have no
        // intrinsic width; an empty image view has no intrinsic size.
        let toggle = UISwitch()
        XCTAssertGreaterThan(toggle.intrinsicContentSize.width, 0)
        XCTAssertGreaterThan(toggle.intrinsicContentSize.height, 0)
        XCTAssertEqual(UISlider().intrinsicContentSize.width, UIView.noIntrinsicMetric)
        XCTAssertGreaterThan(UISlider().intrinsicContentSize.height, 0)
        XCTAssertEqual(UIProgressView(progressViewStyle: .default).intrinsicContentSize.width, UIView.noIntrinsicMetric)
        XCTAssertEqual(UIImageView().intrinsicContentSize,
                       CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }

    func testLabelIntrinsicSizeGrowsWithItsTextAndIsZeroWhenEmpty() async {
        // UIKit: a label's intrinsic size is its text's size; an empty label's is zero.
        let label = UILabel()
        XCTAssertEqual(label.intrinsicContentSize, .zero)
        label.text = "Hi"
        let short = label.intrinsicContentSize
        label.text = "Hello, world"
        XCTAssertGreaterThan(label.intrinsicContentSize.width, short.width)
        XCTAssertEqual(label.intrinsicContentSize.height, short.height)
    }

    func testImageViewIntrinsicSizeIsItsImageSize() async {
        // UIKit: an image view's intrinsic size is its image's size in points.
        let image = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 12)).image { _ in }
        XCTAssertEqual(UIImageView(image: image).intrinsicContentSize, CGSize(width: 24, height: 12))
    }

    // MARK: Stack views

    private func fixedBox(_ width: CGFloat, _ height: CGFloat) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            view.widthAnchor.constraint(equalToConstant: width),
            view.heightAnchor.constraint(equalToConstant: height),
        ])
        return view
    }

    func testStackViewDefaults() async {
        // UIKit: a stack view is horizontal, fill/fill, with no spacing, by default.
        let stack = UIStackView()
        XCTAssertEqual(stack.axis, .horizontal)
        XCTAssertEqual(stack.distribution, .fill)
        XCTAssertEqual(stack.alignment, .fill)
        XCTAssertEqual(stack.spacing, 0)
        XCTAssertFalse(stack.isBaselineRelativeArrangement)
        XCTAssertFalse(stack.isLayoutMarginsRelativeArrangement)
        // UIKit: the "use default" spacing is FLT_MAX (a Float's largest value, not a Double's).
        XCTAssertEqual(UIStackView.spacingUseDefault, CGFloat(Float.greatestFiniteMagnitude))
    }

    func testArrangedSubviewsAndSubviewsAreSeparateLists() async {
        // UIKit: addArrangedSubview also adds a subview; removeArrangedSubview keeps the subview;
        // removeFromSuperview removes it from both; addSubview does not arrange.
        let stack = UIStackView()
        let a = UIView()
        let b = UIView()
        let c = UIView()
        stack.addArrangedSubview(a)
        stack.addArrangedSubview(b)
        XCTAssertTrue(a.superview === stack)
        XCTAssertFalse(a.translatesAutoresizingMaskIntoConstraints, "arranging turns translation off")
        stack.removeArrangedSubview(a)
        XCTAssertTrue(a.superview === stack)
        XCTAssertEqual(stack.arrangedSubviews, [b])
        b.removeFromSuperview()
        XCTAssertEqual(stack.arrangedSubviews, [])
        stack.addSubview(c)
        XCTAssertEqual(stack.arrangedSubviews, [])
    }

    func testHiddenArrangedSubviewCollapsesAndItsSpacingGoes() async {
        // UIKit: a hidden arranged subview takes no space and no spacing is left for it.
        let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
        stack.spacing = 10
        stack.alignment = .top
        let a = fixedBox(20, 20), b = fixedBox(30, 20), c = fixedBox(40, 20)
        [a, b, c].forEach(stack.addArrangedSubview)
        let holder = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
        holder.addSubview(stack)
        stack.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: holder.leadingAnchor),
            stack.topAnchor.constraint(equalTo: holder.topAnchor),
        ])
        holder.layoutIfNeeded()
        XCTAssertEqual(c.frame.minX, 20 + 10 + 30 + 10)
        b.isHidden = true
        holder.layoutIfNeeded()
        XCTAssertEqual(c.frame.minX, 20 + 10)
        XCTAssertEqual(stack.frame.width, 20 + 10 + 40)
        XCTAssertEqual(stack.arrangedSubviews.count, 3, "hiding keeps it arranged")
    }

    func testFillEquallyGivesEachViewTheSameSize() async {
        // UIKit (.fillEqually): every arranged view gets the same length along the axis,
        // spacing between them.
        let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 320, height: 40))
        stack.distribution = .fillEqually
        stack.spacing = 10
        let views = (0..<3).map { _ in UIView() }
        views.forEach(stack.addArrangedSubview)
        stack.layoutIfNeeded()
        XCTAssertEqual(views.map(\.frame.width), [100, 100, 100])
        XCTAssertEqual(views.map(\.frame.minX), [0, 110, 220])
        XCTAssertEqual(views.map(\.frame.height), [40, 40, 40], "alignment .fill fills across")
    }

    func testEqualSpacingSpreadsTheRemainingSpace() async {
        // UIKit (.equalSpacing): views keep their size; the free space is split into equal gaps.
        let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        stack.distribution = .equalSpacing
        let a = fixedBox(20, 20), b = fixedBox(40, 20), c = fixedBox(20, 20)
        [a, b, c].forEach(stack.addArrangedSubview)
        stack.layoutIfNeeded()
        XCTAssertEqual(a.frame.minX, 0)
        XCTAssertEqual(b.frame.minX, 80)
        XCTAssertEqual(c.frame.minX, 180)
    }

    func testCenterAlignmentCentersAcrossTheAxis() async {
        // UIKit (.center): each view is centred across the stack's axis.
        let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 100, height: 300))
        stack.axis = .vertical
        stack.alignment = .center
        stack.distribution = .equalSpacing
        let a = fixedBox(20, 10)
        stack.addArrangedSubview(a)
        stack.layoutIfNeeded()
        XCTAssertEqual(a.frame.midX, 50)
        XCTAssertEqual(a.frame.width, 20)
    }

    func testAHiddenArrangedViewIsGivenZeroLengthAlongTheAxis() async {
        // UIKit: the stack view collapses a hidden arranged subview to zero size along its axis.
        let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        stack.distribution = .fillEqually
        let a = UIView(), b = UIView()
        stack.addArrangedSubview(a)
        stack.addArrangedSubview(b)
        b.isHidden = true
        stack.layoutIfNeeded()
        XCTAssertEqual(b.frame.width, 0)
        XCTAssertEqual(a.frame.width, 300, "the visible view takes the whole length")
    }

    func testCustomSpacingAfterAView() async {
        // UIKit: setCustomSpacing(_:after:) replaces the spacing after that view only;
        // customSpacing(after:) reads spacingUseDefault when none was set.
        let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        stack.spacing = 5
        stack.alignment = .leading
        let a = fixedBox(10, 10), b = fixedBox(10, 10), c = fixedBox(10, 10)
        [a, b, c].forEach(stack.addArrangedSubview)
        XCTAssertEqual(stack.customSpacing(after: a), UIStackView.spacingUseDefault)
        stack.setCustomSpacing(30, after: a)
        XCTAssertEqual(stack.customSpacing(after: a), 30)
        let holder = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        stack.translatesAutoresizingMaskIntoConstraints = false
        holder.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: holder.leadingAnchor),
            stack.topAnchor.constraint(equalTo: holder.topAnchor),
        ])
        holder.layoutIfNeeded()
        XCTAssertEqual(b.frame.minX, 40)
        XCTAssertEqual(c.frame.minX, 55)
    }

    func testATextChangeRelaysOutAConstrainedLabel() async {
        // UIKit: a label invalidates its intrinsic size when its text changes, so the next layout
        // pass gives it its new size.
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
        ])
        label.text = "A"
        container.layoutIfNeeded()
        let narrow = label.frame.width
        label.text = "A much longer text"
        container.layoutIfNeeded()
        XCTAssertGreaterThan(label.frame.width, narrow)
        XCTAssertEqual(label.frame.size, label.intrinsicContentSize)
    }

    func testAViewControllersViewMayBeConstrainedToTheSafeArea() async {
        // UIKit: a view controller's root view reports the safe area insets its controller adds.
        let controller = UIViewController()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 30, left: 0, bottom: 20, right: 0)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
            box.bottomAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.bottomAnchor),
            box.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 0, y: 30, width: 320, height: 430))
    }

    func testActivatingDoesNotTurnOffAutoresizingTranslation() async {
        // UIKit: activating constraints leaves translatesAutoresizingMaskIntoConstraints alone;
        // activating twice installs the constraint once.
        let parent = UIView()
        let child = UIView()
        parent.addSubview(child)
        let constraint = child.topAnchor.constraint(equalTo: parent.topAnchor)
        constraint.isActive = true
        constraint.isActive = true
        XCTAssertTrue(child.translatesAutoresizingMaskIntoConstraints)
        XCTAssertEqual(parent.constraints.filter { $0 === constraint }.count, 1)
    }

    func testInsertingAnArrangedSubviewAndReaddingMovesIt() async {
        // UIKit: insertArrangedSubview(_:at:) places the view in the arrangement; adding a view
        // that is already arranged moves it to the end.
        let stack = UIStackView()
        let a = UIView(), b = UIView(), c = UIView()
        stack.addArrangedSubview(a)
        stack.addArrangedSubview(b)
        stack.insertArrangedSubview(c, at: 0)
        XCTAssertEqual(stack.arrangedSubviews, [c, a, b])
        stack.addArrangedSubview(c)
        XCTAssertEqual(stack.arrangedSubviews, [a, b, c])
    }
}
