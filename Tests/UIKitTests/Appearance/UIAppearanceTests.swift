import XCTest
import UIKit
import UIKitTesting

private final class MyLabel: UILabel {}
private final class MyButton: UIButton {}
private final class InnerContainer: UIView {}
private final class OuterContainer: UIView {}
private final class ContainerController: UIViewController {}

/// Appearance proxies: customizations recorded on `appearance()` and its variants, applied as a
/// view enters a window, the most specific proxy winning, a value set on the view winning.
@MainActor
final class UIAppearanceTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func makeWindow(style: UIUserInterfaceStyle = .unspecified) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.overrideUserInterfaceStyle = style
        window.makeKeyAndVisible()
        addTeardownBlock { @MainActor in window.isHidden = true }
        return window
    }

    private func image(_ color: UIColor) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
    }

    // MARK: When customizations apply

    func testProxyCustomizationAppliesWhenTheViewEntersAWindow() async {
        UILabel.appearance().textColor = .systemRed
        let label = UILabel()
        XCTAssertEqual(label.textColor, .label, "not applied before the label is in a window")
        let window = makeWindow()
        let container = UIView()
        container.addSubview(label)
        XCTAssertEqual(label.textColor, .label, "a superview outside a window is not enough")
        window.addSubview(container)
        XCTAssertEqual(label.textColor, .systemRed)
    }

    func testAViewAlreadyInAWindowKeepsItsValueUntilItEntersAgain() async {
        let window = makeWindow()
        let label = UILabel()
        window.addSubview(label)
        UILabel.appearance().textColor = .systemGreen
        XCTAssertEqual(label.textColor, .label)
        label.removeFromSuperview()
        window.addSubview(label)
        XCTAssertEqual(label.textColor, .systemGreen)
    }

    func testTheProxyIsAnInstanceOfTheClassOutsideAnyHierarchyAndReportsItsValues() async {
        let proxy = UISwitch.appearance()
        XCTAssertTrue(proxy === UISwitch.appearance(), "one proxy per class and scope")
        XCTAssertFalse(proxy === UISwitch.appearance(whenContainedInInstancesOf: [InnerContainer.self]))
        proxy.onTintColor = .systemPurple
        XCTAssertEqual(UISwitch.appearance().onTintColor, .systemPurple)
        XCTAssertNil(proxy.superview)
        XCTAssertNil(proxy.window)
        let typed: MyLabel = MyLabel.appearance()
        XCTAssertTrue(type(of: typed) == MyLabel.self)
    }

    func testTheLastValueSetOnAProxyWins() async {
        UILabel.appearance().textColor = .systemRed
        UILabel.appearance().textColor = .systemBlue
        let label = UILabel()
        makeWindow().addSubview(label)
        XCTAssertEqual(label.textColor, .systemBlue)
    }

    // MARK: Precedence

    func testAValueSetOnTheInstanceWinsOverTheProxy() async {
        UILabel.appearance().textColor = .systemRed
        UILabel.appearance().font = UIFont.systemFont(ofSize: 30)
        let label = UILabel()
        label.textColor = .systemGreen
        let window = makeWindow()
        window.addSubview(label)
        XCTAssertEqual(label.textColor, .systemGreen)
        XCTAssertEqual(label.font.pointSize, 30, "the properties not set on the label still follow the proxy")
        // Set after a first application, then re-entering: still the instance's.
        label.font = UIFont.systemFont(ofSize: 12)
        label.removeFromSuperview()
        window.addSubview(label)
        XCTAssertEqual(label.font.pointSize, 12)
        XCTAssertEqual(label.textColor, .systemGreen)
    }

    func testABackgroundOrTintSetOnTheViewWinsOverTheProxy() async {
        UIView.appearance().backgroundColor = .systemRed
        UIView.appearance().tintColor = .systemOrange
        let plain = UIView()
        let colored = UIView()
        colored.backgroundColor = .systemGreen
        colored.tintColor = .systemPurple
        let window = makeWindow()
        window.addSubview(plain)
        window.addSubview(colored)
        XCTAssertEqual(plain.backgroundColor, .systemRed)
        XCTAssertEqual(plain.tintColor, .systemOrange)
        XCTAssertEqual(colored.backgroundColor, .systemGreen)
        XCTAssertEqual(colored.tintColor, .systemPurple)
    }

    func testAValueSetInASubclassInitializerWins() async {
        final class GreenLabel: UILabel {
            override init(frame: CGRect) {
                super.init(frame: frame)
                textColor = .systemGreen
            }
            required init?(coder: NSCoder) { super.init(coder: coder) }
        }
        UILabel.appearance().textColor = .systemRed
        let label = GreenLabel()
        makeWindow().addSubview(label)
        XCTAssertEqual(label.textColor, .systemGreen)
    }

    func testAProxyOfAClassAppliesToSubclassesAndASubclassProxyWins() async {
        UILabel.appearance().textColor = .systemRed
        UIView.appearance().backgroundColor = .systemYellow
        MyLabel.appearance().textColor = .systemBlue
        let window = makeWindow()
        let label = UILabel(), myLabel = MyLabel(), plain = UIView()
        [label, myLabel, plain].forEach { window.addSubview($0) }
        XCTAssertEqual(label.textColor, .systemRed)
        XCTAssertEqual(myLabel.textColor, .systemBlue)
        XCTAssertEqual(plain.backgroundColor, .systemYellow)
        XCTAssertEqual(myLabel.backgroundColor, .systemYellow, "UIView's proxy reaches every view class")
        // A subclass proxy doesn't reach the superclass.
        MyButton.appearance().tintColor = .systemOrange
        let button = UIButton(type: .system)
        window.addSubview(button)
        XCTAssertEqual(button.tintColor, window.tintColor)
    }

    func testASubclassProxyWinsEvenWhenTheSuperclassProxyIsSetLater() async {
        MyLabel.appearance().textColor = .systemBlue
        UILabel.appearance().textColor = .systemRed
        let myLabel = MyLabel()
        makeWindow().addSubview(myLabel)
        XCTAssertEqual(myLabel.textColor, .systemBlue)
    }

    // MARK: Containment

    func testContainedProxyAppliesOnlyInsideTheContainer() async {
        UIButton.appearance(whenContainedInInstancesOf: [InnerContainer.self]).tintColor = .systemPink
        let window = makeWindow()
        let inner = InnerContainer(), wrapper = UIView()
        let inside = UIButton(type: .system), outside = UIButton(type: .system)
        inner.addSubview(wrapper)
        wrapper.addSubview(inside)
        window.addSubview(inner)
        window.addSubview(outside)
        XCTAssertEqual(inside.tintColor, .systemPink, "any enclosing instance counts, not only the superview")
        XCTAssertEqual(outside.tintColor, window.tintColor)
        XCTAssertNotEqual(outside.tintColor, .systemPink)
    }

    func testTheMostSpecificContainerChainWins() async {
        UIButton.appearance().tintColor = .systemGreen
        UIButton.appearance(whenContainedInInstancesOf: [InnerContainer.self]).tintColor = .systemOrange
        UIButton.appearance(whenContainedInInstancesOf: [InnerContainer.self, OuterContainer.self]).tintColor = .systemPurple
        let window = makeWindow()
        let outer = OuterContainer(), innerInOuter = InnerContainer(), innerAlone = InnerContainer()
        let nested = UIButton(), inInner = UIButton(), elsewhere = UIButton()
        outer.addSubview(innerInOuter)
        innerInOuter.addSubview(nested)
        innerAlone.addSubview(inInner)
        [outer, innerAlone, elsewhere].forEach { window.addSubview($0) }
        XCTAssertEqual(nested.tintColor, .systemPurple)
        XCTAssertEqual(inInner.tintColor, .systemOrange)
        XCTAssertEqual(elsewhere.tintColor, .systemGreen)
    }

    func testTheContainerChainIsInnermostFirst() async {
        UILabel.appearance(whenContainedInInstancesOf: [OuterContainer.self, InnerContainer.self]).textColor = .systemRed
        let window = makeWindow()
        let outer = OuterContainer(), inner = InnerContainer(), label = UILabel()
        outer.addSubview(inner)
        inner.addSubview(label)
        window.addSubview(outer)
        XCTAssertEqual(label.textColor, .label, "an Inner inside an Outer is not an Outer inside an Inner")
        let outerInInner = OuterContainer(), innerAround = InnerContainer(), other = UILabel()
        innerAround.addSubview(outerInInner)
        outerInInner.addSubview(other)
        window.addSubview(innerAround)
        XCTAssertEqual(other.textColor, .systemRed)
    }

    func testAViewControllerIsAContainerForTheViewsOfItsView() async {
        UILabel.appearance(whenContainedInInstancesOf: [ContainerController.self]).font = UIFont.systemFont(ofSize: 22)
        let window = makeWindow()
        let controller = ContainerController()
        let label = UILabel(), outside = UILabel()
        controller.view.addSubview(label)
        window.rootViewController = controller
        window.addSubview(outside)
        XCTAssertEqual(label.font.pointSize, 22)
        XCTAssertEqual(outside.font.pointSize, 17)
    }

    // MARK: Traits

    func testATraitProxyAppliesToViewsWithThoseTraitsAndWinsOverTheGeneralOne() async {
        UILabel.appearance().textColor = .systemRed
        UILabel.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).textColor = .systemTeal
        let dark = makeWindow(style: .dark), light = makeWindow(style: .light)
        let inDark = UILabel(), inLight = UILabel()
        dark.addSubview(inDark)
        light.addSubview(inLight)
        XCTAssertEqual(inDark.textColor, .systemTeal)
        XCTAssertEqual(inLight.textColor, .systemRed)
    }

    func testATraitAndContainerProxyNeedsBoth() async {
        UISwitch.appearance(for: UITraitCollection(userInterfaceStyle: .dark),
                            whenContainedInInstancesOf: [InnerContainer.self]).onTintColor = .systemIndigo
        let dark = makeWindow(style: .dark), light = makeWindow(style: .light)
        let darkInside = UISwitch(), darkOutside = UISwitch(), lightInside = UISwitch()
        let c1 = InnerContainer(), c2 = InnerContainer()
        c1.addSubview(darkInside)
        c2.addSubview(lightInside)
        dark.addSubview(c1)
        dark.addSubview(darkOutside)
        light.addSubview(c2)
        XCTAssertEqual(darkInside.onTintColor, .systemIndigo)
        XCTAssertNil(darkOutside.onTintColor)
        XCTAssertNil(lightInside.onTintColor)
    }

    // MARK: Customizing methods and the controls

    func testButtonStateMethodsApplyPerStateAndAStateSetOnTheButtonWins() async {
        let background = image(.systemGray)
        UIButton.appearance().setTitleColor(.systemRed, for: .normal)
        UIButton.appearance().setTitleColor(.systemBlue, for: .highlighted)
        UIButton.appearance().setBackgroundImage(background, for: .normal)
        let plain = UIButton(type: .custom), customized = MyButton(type: .custom)
        customized.setTitleColor(.systemGreen, for: .normal)
        let window = makeWindow()
        window.addSubview(plain)
        window.addSubview(customized)
        XCTAssertEqual(plain.titleColor(for: .normal), .systemRed)
        XCTAssertEqual(plain.titleColor(for: .highlighted), .systemBlue)
        XCTAssertTrue(plain.backgroundImage(for: .normal) === background)
        XCTAssertEqual(customized.titleColor(for: .normal), .systemGreen)
        XCTAssertEqual(customized.titleColor(for: .highlighted), .systemBlue)
    }

    func testControlColorsAndImages() async {
        let thumb = image(.systemRed), plus = image(.systemGreen)
        UISwitch.appearance().onTintColor = .systemMint
        UISwitch.appearance().thumbTintColor = .systemBrown
        UISlider.appearance().minimumTrackTintColor = .systemRed
        UISlider.appearance().maximumTrackTintColor = .systemGray
        UISlider.appearance().setThumbImage(thumb, for: .normal)
        UIStepper.appearance().setIncrementImage(plus, for: .normal)
        UISegmentedControl.appearance().selectedSegmentTintColor = .systemCyan
        UISegmentedControl.appearance().setTitleTextAttributes([.foregroundColor: UIColor.systemPink], for: .selected)
        UIPageControl.appearance().pageIndicatorTintColor = .systemGray2
        UIPageControl.appearance().currentPageIndicatorTintColor = .systemOrange
        let window = makeWindow()
        let toggle = UISwitch(), slider = UISlider(), stepper = UIStepper()
        let segmented = UISegmentedControl(items: ["A", "B"]), pages = UIPageControl()
        [toggle, slider, stepper, segmented, pages].forEach { window.addSubview($0) }
        XCTAssertEqual(toggle.onTintColor, .systemMint)
        XCTAssertEqual(toggle.thumbTintColor, .systemBrown)
        XCTAssertEqual(slider.minimumTrackTintColor, .systemRed)
        XCTAssertEqual(slider.maximumTrackTintColor, .systemGray)
        XCTAssertTrue(slider.thumbImage(for: .normal) === thumb)
        XCTAssertTrue(stepper.incrementImage(for: .normal) === plus)
        XCTAssertEqual(segmented.selectedSegmentTintColor, .systemCyan)
        XCTAssertEqual(segmented.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor, .systemPink)
        XCTAssertEqual(pages.pageIndicatorTintColor, .systemGray2)
        XCTAssertEqual(pages.currentPageIndicatorTintColor, .systemOrange)
    }

    func testTableViewTextFieldAndLabelProperties() async {
        UITableView.appearance().separatorColor = .systemRed
        UITableView.appearance().sectionIndexColor = .systemBlue
        UITableView.appearance().backgroundColor = .systemYellow
        UITextField.appearance().keyboardAppearance = .dark
        UILabel.appearance().shadowOffset = CGSize(width: 2, height: 3)
        let window = makeWindow()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), style: .grouped)
        let field = UITextField(), label = UILabel()
        [table, field, label].forEach { window.addSubview($0) }
        XCTAssertEqual(table.separatorColor, .systemRed)
        XCTAssertEqual(table.sectionIndexColor, .systemBlue)
        XCTAssertEqual(table.backgroundColor, .systemYellow, "the table's own default background is not a value set on it")
        XCTAssertEqual(field.keyboardAppearance, .dark)
        XCTAssertEqual(label.shadowOffset, CGSize(width: 2, height: 3))
    }

    func testTintColorProxyOnUIViewReachesTheViewItselfNotOnlyInheritance() async {
        UIView.appearance(whenContainedInInstancesOf: [OuterContainer.self]).tintColor = .systemPurple
        let window = makeWindow()
        let outer = OuterContainer(), child = UIView()
        outer.addSubview(child)
        window.addSubview(outer)
        XCTAssertEqual(child.tintColor, .systemPurple)
        XCTAssertNotEqual(outer.tintColor, .systemPurple, "a container is not inside itself")
    }
}

extension UIAppearanceTests {
    func testATraitProxyFollowsATraitChangeInsideAWindow() async {
        UILabel.appearance().textColor = .systemRed
        UILabel.appearance().font = UIFont.systemFont(ofSize: 25)
        UILabel.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).textColor = .systemTeal
        let window = makeWindow(style: .light)
        let label = UILabel()
        window.addSubview(label)
        XCTAssertEqual(label.textColor, .systemRed)
        window.overrideUserInterfaceStyle = .dark
        label.layoutIfNeeded()
        window.layoutIfNeeded()
        XCTAssertEqual(label.textColor, .systemTeal)
        label.font = UIFont.systemFont(ofSize: 11)
        window.overrideUserInterfaceStyle = .light
        window.layoutIfNeeded()
        XCTAssertEqual(label.textColor, .systemRed)
        XCTAssertEqual(label.font.pointSize, 11, "a value set on the label stays through trait changes")
    }
}

extension UIAppearanceTests {
    func testAWindowProxyIsNotAnApplicationWindow() async {
        let before = UIApplication.shared.windows.count
        let proxy = UIWindow.appearance()
        proxy.tintColor = .systemRed
        XCTAssertEqual(UIApplication.shared.windows.count, before)
        XCTAssertFalse(UIApplication.shared.windows.contains { $0 === proxy })
    }
}
