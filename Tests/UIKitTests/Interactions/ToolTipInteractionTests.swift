import XCTest
@testable import UIKit
import UIKitTesting

@MainActor
private final class ToolTipRecorder: NSObject, UIToolTipInteractionDelegate {
    var points: [CGPoint] = []
    var configuration: UIToolTipConfiguration?

    func toolTipInteraction(_ interaction: UIToolTipInteraction, configurationAt point: CGPoint) -> UIToolTipConfiguration? {
        points.append(point)
        return configuration
    }
}

@MainActor
private final class SilentToolTipDelegate: NSObject, UIToolTipInteractionDelegate {}

/// UIToolTipInteraction: a tip shows when the pointer rests over the view for the delay and
/// goes when the pointer moves or leaves.
@MainActor
final class ToolTipInteractionTests: XCTestCase {
    private var window: UIWindow!
    private var view: UIView!
    private var input: InputSimulator!

    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        window.addSubview(view)
        input = InputSimulator(window: window)
    }

    private var shownTip: ToolTipView? { window.subviews.compactMap { $0 as? ToolTipView }.first }

    func testDefaultsAndStoredProperties() async {
        let interaction = UIToolTipInteraction()
        XCTAssertTrue(interaction.isEnabled)
        XCTAssertNil(interaction.defaultToolTip)
        XCTAssertNil(interaction.delegate)
        XCTAssertEqual(UIToolTipInteraction(defaultToolTip: "Save").defaultToolTip, "Save")
        let whole = UIToolTipConfiguration(toolTip: "All")
        XCTAssertEqual(whole.toolTip, "All")
        XCTAssertTrue(whole.sourceRect.isNull, "UIKit: the whole view is CGRectNull")
        let part = UIToolTipConfiguration(toolTip: "Part", in: CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertEqual(part.sourceRect, CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    func testTipShowsAfterRestingAndHidesOnMoveAndExit() async throws {
        let interaction = UIToolTipInteraction(defaultToolTip: "Saves the document")
        view.addInteraction(interaction)
        input.hover(at: CGPoint(x: 150, y: 150))
        input.advance(by: UIToolTipInteraction.delay - 0.1)
        XCTAssertNil(shownTip, "not before the delay")
        input.advance(by: 0.2)
        let tip = try XCTUnwrap(shownTip)
        XCTAssertEqual(tip.label.text, "Saves the document")
        XCTAssertGreaterThan(tip.frame.minY, 150, "below the pointer")
        XCTAssertTrue(window.bounds.contains(tip.frame))
        input.hover(at: CGPoint(x: 155, y: 150))
        XCTAssertNil(shownTip, "moving hides the tip")
        input.advance(by: UIToolTipInteraction.delay + 0.1)
        XCTAssertNotNil(shownTip, "resting again shows it again")
        input.hover(at: CGPoint(x: 20, y: 20))
        XCTAssertNil(shownTip, "leaving the view hides it")
        input.advance(by: UIToolTipInteraction.delay + 0.1)
        XCTAssertNil(shownTip, "and it does not come back outside the view")
    }

    func testDelegateConfigurationAtPointAndSourceRect() async throws {
        let recorder = ToolTipRecorder()
        let interaction = UIToolTipInteraction(defaultToolTip: "default")
        interaction.delegate = recorder
        view.addInteraction(interaction)
        recorder.configuration = UIToolTipConfiguration(toolTip: "left half", in: CGRect(x: 0, y: 0, width: 50, height: 100))
        input.hover(at: CGPoint(x: 120, y: 130))
        input.advance(by: UIToolTipInteraction.delay + 0.1)
        XCTAssertEqual(recorder.points, [CGPoint(x: 20, y: 30)], "asked in the view's coordinates")
        XCTAssertEqual(shownTip?.label.text, "left half")
        input.hover(at: CGPoint(x: 180, y: 130))
        input.advance(by: UIToolTipInteraction.delay + 0.1)
        XCTAssertNil(shownTip, "outside the configuration's source rect")
        recorder.configuration = nil
        input.hover(at: CGPoint(x: 120, y: 140))
        input.advance(by: UIToolTipInteraction.delay + 0.1)
        XCTAssertNil(shownTip, "a nil configuration shows nothing (not the default)")
    }

    func testUnimplementedDelegateMethodShowsDefaultTip() async {
        let silent = SilentToolTipDelegate()
        let interaction = UIToolTipInteraction(defaultToolTip: "fallback")
        interaction.delegate = silent
        view.addInteraction(interaction)
        input.hover(at: CGPoint(x: 150, y: 150))
        input.advance(by: UIToolTipInteraction.delay + 0.1)
        XCTAssertEqual(shownTip?.label.text, "fallback")
    }

    func testDisabledOrRemovedInteractionShowsNothing() async {
        let interaction = UIToolTipInteraction(defaultToolTip: "tip")
        view.addInteraction(interaction)
        interaction.isEnabled = false
        input.hover(at: CGPoint(x: 150, y: 150))
        input.advance(by: UIToolTipInteraction.delay + 0.1)
        XCTAssertNil(shownTip)
        interaction.isEnabled = true
        input.hover(at: CGPoint(x: 160, y: 150))
        input.advance(by: UIToolTipInteraction.delay + 0.1)
        XCTAssertNotNil(shownTip)
        view.removeInteraction(interaction)
        XCTAssertNil(shownTip, "removing the interaction hides its tip")
    }

    func testControlToolTipMakesAndRemovesTheInteraction() async throws {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 10, y: 300, width: 80, height: 40)
        window.addSubview(button)
        XCTAssertNil(button.toolTip)
        XCTAssertNil(button.toolTipInteraction)
        button.toolTip = "Play"
        let interaction = try XCTUnwrap(button.toolTipInteraction)
        XCTAssertEqual(interaction.defaultToolTip, "Play")
        XCTAssertTrue(button.interactions.contains { $0 === interaction })
        button.toolTip = "Pause"
        XCTAssertTrue(button.toolTipInteraction === interaction, "the same interaction takes the new tip")
        input.hover(at: CGPoint(x: 30, y: 320))
        input.advance(by: UIToolTipInteraction.delay + 0.1)
        XCTAssertEqual(shownTip?.label.text, "Pause")
        button.toolTip = nil
        XCTAssertNil(button.toolTipInteraction)
        XCTAssertNil(shownTip)
        XCTAssertFalse(button.interactions.contains { $0 === interaction })
    }
}
