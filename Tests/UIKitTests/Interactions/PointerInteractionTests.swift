import XCTest
@testable import UIKit
import UIKitTesting

/// A pointer delegate that records its calls; optionally splits the view into a left and a
/// right region and returns a chosen style.
@MainActor
private final class PointerRecorder: NSObject, UIPointerInteractionDelegate {
    var calls: [String] = []
    var splitsRegions = false
    var style: UIPointerStyle?
    var animationsRan = 0
    var completions: [Bool] = []

    func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                            defaultRegion: UIPointerRegion) -> UIPointerRegion? {
        calls.append("regionFor \(Int(request.location.x)),\(Int(request.location.y))")
        guard splitsRegions else { return defaultRegion }
        let half = defaultRegion.rect.width / 2
        let left = request.location.x < half
        return UIPointerRegion(rect: CGRect(x: left ? 0 : half, y: 0, width: half, height: defaultRegion.rect.height),
                               identifier: left ? "left" : "right")
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        calls.append("styleFor \(region.identifier.map { "\($0)" } ?? "-")")
        return style
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
                            animator: any UIPointerInteractionAnimating) {
        calls.append("willEnter \(region.identifier.map { "\($0)" } ?? "-")")
        // An animation that changes something lasts its duration.
        animator.addAnimations {
            self.animationsRan += 1
            interaction.view?.alpha = 0.9
        }
        animator.addCompletion { self.completions.append($0) }
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
                            animator: any UIPointerInteractionAnimating) {
        calls.append("willExit \(region.identifier.map { "\($0)" } ?? "-")")
    }
}

/// A delegate that implements nothing: UIKit's defaults apply.
@MainActor
private final class SilentPointerDelegate: NSObject, UIPointerInteractionDelegate {}

/// UIPointerInteraction: the delegate is asked for the region on every pointer move and for
/// the style when a region is entered; enter/exit animators run their blocks.
@MainActor
final class PointerInteractionTests: XCTestCase {
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

    func testDelegateOrderAcrossRegions() async {
        let recorder = PointerRecorder()
        recorder.splitsRegions = true
        let interaction = UIPointerInteraction(delegate: recorder)
        view.addInteraction(interaction)
        XCTAssertTrue(interaction.view === view)
        XCTAssertTrue(view.interactions.contains { $0 === interaction })
        input.hover(at: CGPoint(x: 110, y: 150))
        XCTAssertEqual(recorder.calls, ["regionFor 10,50", "styleFor left", "willEnter left"])
        input.hover(at: CGPoint(x: 120, y: 150))
        XCTAssertEqual(recorder.calls.suffix(1), ["regionFor 20,50"], "same region: only the region is asked")
        input.hover(at: CGPoint(x: 180, y: 150))
        XCTAssertEqual(recorder.calls.suffix(4), ["regionFor 80,50", "willExit left", "styleFor right", "willEnter right"])
        input.hover(at: CGPoint(x: 20, y: 20))
        XCTAssertEqual(recorder.calls.last, "willExit right", "leaving the view exits the region")
        XCTAssertNil(interaction.currentRegion)
    }

    func testEnterAnimatorRunsAnimationsThenCompletions() async {
        let recorder = PointerRecorder()
        view.addInteraction(UIPointerInteraction(delegate: recorder))
        input.hover(at: CGPoint(x: 150, y: 150))
        XCTAssertEqual(recorder.animationsRan, 1)
        XCTAssertEqual(recorder.completions, [], "completions wait for the animation")
        input.advance(by: PointerInteractionAnimator.duration + 0.05)
        XCTAssertEqual(recorder.completions, [true])
    }

    func testDefaultsWithoutDelegateMethodsAreBoundsAndAutomaticEffect() async throws {
        let delegate = SilentPointerDelegate()
        let interaction = UIPointerInteraction(delegate: delegate)
        view.addInteraction(interaction)
        input.hover(at: CGPoint(x: 150, y: 150))
        let region = try XCTUnwrap(interaction.currentRegion)
        XCTAssertEqual(region.rect, view.bounds)
        XCTAssertNil(region.identifier)
        let style = try XCTUnwrap(interaction.currentStyle)
        guard case .effect(.automatic(let preview), nil) = style.kind else { return XCTFail("expected the automatic effect") }
        XCTAssertTrue(preview.view === view)
        // Also with no delegate at all.
        let bare = UIView(frame: CGRect(x: 0, y: 300, width: 50, height: 50))
        window.addSubview(bare)
        let noDelegate = UIPointerInteraction(delegate: nil)
        bare.addInteraction(noDelegate)
        input.hover(at: CGPoint(x: 10, y: 310))
        XCTAssertEqual(noDelegate.currentRegion?.rect, bare.bounds)
        XCTAssertNil(interaction.currentRegion, "the first view was exited")
    }

    func testHighlightEffectIsDrawnWhileInRegion() async {
        let recorder = PointerRecorder()
        let interaction = UIPointerInteraction(delegate: recorder)
        view.addInteraction(interaction)
        recorder.style = UIPointerStyle(effect: .highlight(UITargetedPreview(view: view)))
        let highlight = { self.view.layer.sublayers?.contains { $0.name == UIPointerInteraction.highlightLayerName } ?? false }
        XCTAssertFalse(highlight())
        input.hover(at: CGPoint(x: 150, y: 150))
        XCTAssertTrue(highlight())
        input.pointerExit()
        XCTAssertFalse(highlight())
        XCTAssertEqual(recorder.calls.last, "willExit -")
        recorder.style = UIPointerStyle(effect: .lift(UITargetedPreview(view: view)))
        input.hover(at: CGPoint(x: 150, y: 150))
        XCTAssertFalse(highlight(), "a lift is not drawn")
    }

    func testDisablingExitsAndStopsAsking() async {
        let recorder = PointerRecorder()
        let interaction = UIPointerInteraction(delegate: recorder)
        view.addInteraction(interaction)
        XCTAssertTrue(interaction.isEnabled)
        input.hover(at: CGPoint(x: 150, y: 150))
        interaction.isEnabled = false
        XCTAssertEqual(recorder.calls.last, "willExit -")
        let count = recorder.calls.count
        input.hover(at: CGPoint(x: 160, y: 150))
        XCTAssertEqual(recorder.calls.count, count)
        interaction.isEnabled = true
        input.hover(at: CGPoint(x: 170, y: 150))
        XCTAssertEqual(recorder.calls.suffix(3), ["regionFor 70,50", "styleFor -", "willEnter -"])
    }

    func testInvalidateAsksAgainAndRemovalExits() async {
        let recorder = PointerRecorder()
        let interaction = UIPointerInteraction(delegate: recorder)
        view.addInteraction(interaction)
        interaction.invalidate()
        XCTAssertEqual(recorder.calls, [], "nothing to ask while the pointer is elsewhere")
        input.hover(at: CGPoint(x: 150, y: 150))
        interaction.invalidate()
        XCTAssertEqual(recorder.calls.suffix(4), ["willExit -", "regionFor 50,50", "styleFor -", "willEnter -"])
        view.removeInteraction(interaction)
        XCTAssertEqual(recorder.calls.last, "willExit -")
        XCTAssertNil(interaction.view)
        XCTAssertFalse(view.gestureRecognizers?.contains { $0 === interaction.hoverRecognizer } ?? false)
    }

    func testStylesShapesEffectsAndAccessoriesKeepTheirValues() async throws {
        let preview = UITargetedPreview(view: view)
        guard case .hover(let p, let tint, let shadow, let scaled) = UIPointerEffect.hover(preview) else { return XCTFail() }
        XCTAssertTrue(p === preview)
        XCTAssertEqual(tint, .overlay)
        XCTAssertFalse(shadow)
        XCTAssertTrue(scaled)
        XCTAssertTrue(UIPointerEffect.lift(preview).preview === preview)
        guard case .roundedRect(let rect, let radius) = UIPointerShape.roundedRect(CGRect(x: 0, y: 0, width: 10, height: 10)) else { return XCTFail() }
        XCTAssertEqual(rect.width, 10)
        XCTAssertEqual(radius, UIPointerShape.defaultCornerRadius)
        guard case .hidden = UIPointerStyle.hidden().kind else { return XCTFail("hidden") }
        guard case .system = UIPointerStyle.system().kind else { return XCTFail("system") }
        let beam = UIPointerStyle(shape: .verticalBeam(length: 20), constrainedAxes: .vertical)
        guard case .shape(.verticalBeam(let length), let axes) = beam.kind else { return XCTFail("shape") }
        XCTAssertEqual(length, 20)
        XCTAssertEqual(axes, .vertical)
        let arrow = UIPointerAccessory.arrow(.top)
        XCTAssertTrue(arrow.isOrientationMatchingAngle)
        XCTAssertEqual(arrow.position, .top)
        beam.accessories = [arrow, .arrow(.bottom)]
        XCTAssertEqual(beam.accessories.map(\.position.angle), [0, .pi])
        XCTAssertEqual(UIPointerAccessory.Position.right.angle, .pi / 2)
        let copy = try XCTUnwrap(arrow.copy() as? UIPointerAccessory)
        XCTAssertEqual(copy.position, arrow.position)
        XCTAssertTrue(copy.isOrientationMatchingAngle)
        let region = UIPointerRegion(rect: CGRect(x: 1, y: 2, width: 3, height: 4), identifier: 7)
        XCTAssertEqual(region.latchingAxes, [])
        XCTAssertTrue(region.isEqual(UIPointerRegion(rect: CGRect(x: 1, y: 2, width: 3, height: 4), identifier: 7)))
        XCTAssertFalse(region.isEqual(UIPointerRegion(rect: CGRect(x: 1, y: 2, width: 3, height: 4), identifier: 8)))
        XCTAssertTrue(region.isEqual(region.copy()))
    }

    func testButtonPointerInteractionAndStyleProvider() async throws {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 10, y: 400, width: 80, height: 40)
        window.addSubview(button)
        XCTAssertFalse(button.isPointerInteractionEnabled)
        XCTAssertFalse(button.interactions.contains { $0 is UIPointerInteraction })
        button.isPointerInteractionEnabled = true
        let interaction = try XCTUnwrap(button.interactions.first { $0 is UIPointerInteraction } as? UIPointerInteraction)
        var proposed: (UIButton, UIPointerEffect, UIPointerShape)?
        button.pointerStyleProvider = { button, effect, shape in
            proposed = (button, effect, shape)
            return UIPointerStyle(effect: .lift(effect.preview), shape: shape)
        }
        input.hover(at: CGPoint(x: 20, y: 410))
        let (b, effect, shape) = try XCTUnwrap(proposed)
        XCTAssertTrue(b === button)
        guard case .automatic(let preview) = effect else { return XCTFail("UIKit proposes the automatic effect") }
        XCTAssertTrue(preview.view === button)
        guard case .roundedRect(let frame, _) = shape else { return XCTFail("a rounded rect") }
        XCTAssertEqual(frame, button.frame)
        guard case .effect(.lift, _)? = interaction.currentStyle?.kind else { return XCTFail("the provider's style is used") }
        button.isPointerInteractionEnabled = false
        XCTAssertFalse(button.interactions.contains { $0 is UIPointerInteraction })
    }
}
