import XCTest
@testable import UIKit
import UIKitTesting

@MainActor
private final class ScribbleRecorder: NSObject, UIScribbleInteractionDelegate {
    var calls: [String] = []
    func scribbleInteraction(_ interaction: UIScribbleInteraction, shouldBeginAt location: CGPoint) -> Bool {
        calls.append("shouldBegin")
        return true
    }
    func scribbleInteractionWillBeginWriting(_ interaction: UIScribbleInteraction) { calls.append("willBegin") }
}

@MainActor
private final class IndirectScribbleRecorder: NSObject, UIIndirectScribbleInteractionDelegate {
    typealias ElementIdentifier = String
    var calls: [String] = []
    func indirectScribbleInteraction(_ interaction: any UIInteraction, requestElementsIn rect: CGRect,
                                     completion: @escaping ([String]) -> Void) {
        calls.append("requestElements")
        completion(["search"])
    }
    func indirectScribbleInteraction(_ interaction: any UIInteraction, isElementFocused elementIdentifier: String) -> Bool { false }
    func indirectScribbleInteraction(_ interaction: any UIInteraction, frameForElement elementIdentifier: String) -> CGRect { .zero }
    func indirectScribbleInteraction(_ interaction: any UIInteraction, focusElementIfNeeded elementIdentifier: String,
                                     referencePoint focusReferencePoint: CGPoint,
                                     completion: @escaping ((UIResponder & UITextInput)?) -> Void) {
        calls.append("focus")
        completion(nil)
    }
}

@MainActor
private final class TextInteractionRecorder: NSObject, UITextInteractionDelegate {
    var calls: [String] = []
    var allows = true
    func interactionShouldBegin(_ interaction: UITextInteraction, at point: CGPoint) -> Bool {
        calls.append("shouldBegin \(Int(point.x)),\(Int(point.y))")
        return allows
    }
    func interactionWillBegin(_ interaction: UITextInteraction) { calls.append("willBegin") }
    func interactionDidEnd(_ interaction: UITextInteraction) { calls.append("didEnd") }
}

@MainActor
private final class SpringBehaviorRecorder: NSObject, UISpringLoadedInteractionBehavior {
    var calls: [String] = []
    var allows = true
    func shouldAllow(_ interaction: UISpringLoadedInteraction, with context: any UISpringLoadedInteractionContext) -> Bool {
        if calls.last != "shouldAllow" { calls.append("shouldAllow") }
        return allows
    }
    func interactionDidFinish(_ interaction: UISpringLoadedInteraction) { calls.append("didFinish") }
}

@MainActor
private final class SpringEffectRecorder: NSObject, UISpringLoadedInteractionEffect {
    var states: [UISpringLoadedInteractionEffectState] = []
    func interaction(_ interaction: UISpringLoadedInteraction, didChangeWith context: any UISpringLoadedInteractionContext) {
        states.append(context.state)
    }
}

/// Scribble (never begins on Linux), text interaction gestures, band selection with the
/// pointer, and spring loading under the app's drags.
@MainActor
final class OtherInteractionsTests: XCTestCase {
    private var window: UIWindow!
    private var input: InputSimulator!

    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.makeKeyAndVisible()
        input = InputSimulator(window: window)
        dragSource = nil
    }

    // MARK: Scribble

    func testScribbleInteractionsStoreTheirDelegateAndNeverBegin() async {
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        window.addSubview(field)
        let recorder = ScribbleRecorder()
        let scribble = UIScribbleInteraction(delegate: recorder)
        field.addInteraction(scribble)
        XCTAssertTrue(scribble.delegate === recorder)
        XCTAssertTrue(scribble.view === field)
        XCTAssertFalse(scribble.isHandlingWriting)
        XCTAssertFalse(UIScribbleInteraction.isPencilInputExpected)
        input.tap(at: CGPoint(x: 50, y: 25))
        input.send([.init(id: 1, phase: .began, location: CGPoint(x: 60, y: 25), type: .pencil)])
        input.send([.init(id: 1, phase: .moved, location: CGPoint(x: 90, y: 28), type: .pencil)])
        input.send([.init(id: 1, phase: .ended, location: CGPoint(x: 90, y: 28), type: .pencil)])
        XCTAssertEqual(recorder.calls, [], "no handwriting: the delegate is never asked")
        XCTAssertFalse(scribble.isHandlingWriting)

        let indirect = IndirectScribbleRecorder()
        let container = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 50))
        window.addSubview(container)
        let indirectInteraction = UIIndirectScribbleInteraction(delegate: indirect)
        container.addInteraction(indirectInteraction)
        XCTAssertTrue(indirectInteraction.delegate === indirect)
        XCTAssertTrue(indirectInteraction.view === container)
        XCTAssertFalse(indirectInteraction.isHandlingWriting)
        input.send([.init(id: 2, phase: .began, location: CGPoint(x: 60, y: 120), type: .pencil)])
        input.send([.init(id: 2, phase: .ended, location: CGPoint(x: 60, y: 120), type: .pencil)])
        XCTAssertEqual(indirect.calls, [])
    }

    // MARK: UITextInteraction

    /// The interaction sits on a plain view over a text view that is its text input.
    private func makeTextInteraction(_ mode: UITextInteractionMode) -> (UITextInteraction, UITextView, TextInteractionRecorder) {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        textView.text = "hello brave new world"
        window.addSubview(textView)
        let cover = UIView(frame: textView.frame)
        window.addSubview(cover)
        let interaction = UITextInteraction(for: mode)
        let recorder = TextInteractionRecorder()
        interaction.delegate = recorder
        interaction.textInput = textView
        cover.addInteraction(interaction)
        return (interaction, textView, recorder)
    }

    func testEditableTextInteractionTapPlacesCaretAndBeginsEditing() async throws {
        let (interaction, textView, recorder) = makeTextInteraction(.editable)
        XCTAssertEqual(interaction.textInteractionMode, .editable)
        XCTAssertTrue(interaction.textInput === textView)
        XCTAssertEqual(interaction.gesturesForFailureRequirements.count, 2)
        XCTAssertTrue(interaction.gesturesForFailureRequirements.allSatisfy { $0.view === interaction.view })
        let caret = textView.caretRect(for: try XCTUnwrap(textView.position(from: textView.beginningOfDocument, offset: 6)))
        input.tap(at: CGPoint(x: caret.midX, y: caret.midY))
        input.advance(by: 0.5)
        XCTAssertEqual(recorder.calls, ["shouldBegin \(Int(caret.midX)),\(Int(caret.midY))", "willBegin", "didEnd"])
        XCTAssertTrue(textView.isFirstResponder)
        XCTAssertEqual(textView.selectedRange, NSRange(location: 6, length: 0))
        recorder.allows = false
        input.tap(at: CGPoint(x: 2, y: caret.midY))
        input.advance(by: 0.5)
        XCTAssertEqual(textView.selectedRange, NSRange(location: 6, length: 0), "the delegate refused")
        XCTAssertEqual(recorder.calls.last?.hasPrefix("shouldBegin"), true)
    }

    func testDoubleTapSelectsWordAndNonEditableDoesNotEdit() async throws {
        let (interaction, textView, recorder) = makeTextInteraction(.nonEditable)
        XCTAssertEqual(interaction.textInteractionMode, .nonEditable)
        let caret = textView.caretRect(for: try XCTUnwrap(textView.position(from: textView.beginningOfDocument, offset: 8)))
        input.doubleTap(at: CGPoint(x: caret.midX, y: caret.midY))
        XCTAssertEqual(textView.selectedRange, NSRange(location: 6, length: 5), "the word \"brave\"")
        XCTAssertFalse(textView.isFirstResponder, "non-editable: no editing")
        XCTAssertEqual(recorder.calls.filter { $0 == "willBegin" }.count, 1, "one gesture: the double tap")
        input.advance(by: 1)
        input.tap(at: CGPoint(x: caret.midX, y: caret.midY))
        input.advance(by: 0.5)
        XCTAssertEqual(textView.selectedRange, NSRange(location: 6, length: 0), "a tap collapses the selection")
    }

    // MARK: Band selection

    private func pointerDrag(_ points: [CGPoint]) {
        input.send([.init(id: 9, phase: .began, location: points[0], type: .indirectPointer)])
        for point in points.dropFirst() {
            input.advance(by: 0.016)
            input.send([.init(id: 9, phase: .moved, location: point, type: .indirectPointer)])
        }
        input.send([.init(id: 9, phase: .ended, location: points.last!, type: .indirectPointer)])
    }

    func testBandSelectionFollowsPointerDrag() async throws {
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 300, height: 300))
        window.addSubview(view)
        var seen: [(UIGestureRecognizer.State, CGRect)] = []
        let band = UIBandSelectionInteraction { interaction in seen.append((interaction.state, interaction.selectionRect)) }
        view.addInteraction(band)
        XCTAssertTrue(band.isEnabled)
        XCTAssertEqual(band.state, .possible)
        var starts: [CGPoint] = []
        band.shouldBeginHandler = { _, point in starts.append(point); return true }
        pointerDrag([CGPoint(x: 100, y: 100), CGPoint(x: 130, y: 120), CGPoint(x: 200, y: 180)])
        XCTAssertEqual(starts, [CGPoint(x: 50, y: 50)], "the start point, in the view")
        XCTAssertEqual(seen.first?.0, .began)
        XCTAssertEqual(seen.last?.0, .ended)
        XCTAssertEqual(seen.last?.1, CGRect(x: 50, y: 50, width: 100, height: 80))
        XCTAssertEqual(band.state, .possible, "back to possible after the band")
        XCTAssertTrue(band.selectionRect.isNull)
        seen = []
        input.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 200))
        XCTAssertTrue(seen.isEmpty, "a finger does not draw a band")
        band.shouldBeginHandler = { _, _ in false }
        pointerDrag([CGPoint(x: 100, y: 100), CGPoint(x: 130, y: 120), CGPoint(x: 200, y: 180)])
        XCTAssertTrue(seen.isEmpty, "shouldBeginHandler refused")
    }

    // MARK: Spring loading

    /// The drag interaction holds its delegate weakly: the test keeps it.
    private var dragSource: DragSourceRecorder?

    private func makeDragSource() {
        let source = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 60))
        window.addSubview(source)
        let recorder = DragSourceRecorder()
        dragSource = recorder
        source.addInteraction(UIDragInteraction(delegate: recorder))
    }

    func testSpringLoadedInteractionActivatesWhenADragRests() async throws {
        makeDragSource()
        let target = UIView(frame: CGRect(x: 200, y: 200, width: 150, height: 150))
        window.addSubview(target)
        let behavior = SpringBehaviorRecorder()
        let effect = SpringEffectRecorder()
        var activations: [CGPoint] = []
        let spring = UISpringLoadedInteraction(interactionBehavior: behavior, interactionEffect: effect) { interaction, context in
            activations.append(context.location(in: interaction.view))
            XCTAssertTrue(context.targetView === target)
        }
        target.addInteraction(spring)
        XCTAssertTrue(spring.interactionBehavior === behavior)
        XCTAssertTrue(spring.interactionEffect === effect)
        input.touchDown(1, at: CGPoint(x: 50, y: 40))
        input.advance(by: 0.6)
        input.touchMove(1, to: CGPoint(x: 150, y: 150))
        input.touchMove(1, to: CGPoint(x: 250, y: 260))
        XCTAssertEqual(effect.states, [.possible])
        XCTAssertEqual(behavior.calls, ["shouldAllow"])
        input.advance(by: UISpringLoadedInteraction.activatingDelay + 0.01)
        XCTAssertEqual(effect.states, [.possible, .activating])
        XCTAssertEqual(activations, [])
        input.advance(by: UISpringLoadedInteraction.activationDelay + 0.01)
        XCTAssertEqual(effect.states, [.possible, .activating, .activated, .inactive])
        XCTAssertEqual(activations, [CGPoint(x: 50, y: 60)])
        XCTAssertEqual(behavior.calls, ["shouldAllow", "didFinish"])
        input.touchMove(1, to: CGPoint(x: 260, y: 270))
        input.advance(by: 2)
        XCTAssertEqual(activations.count, 1, "once per visit")
        input.touchMove(1, to: CGPoint(x: 150, y: 100))
        input.touchMove(1, to: CGPoint(x: 250, y: 260))
        input.advance(by: 1.1)
        XCTAssertEqual(activations.count, 2, "a new visit activates again")
        input.touchUp(1)
        input.advance(by: 0.5)
    }

    func testSpringLoadingStopsWhenTheDragLeavesOrTheBehaviorRefuses() async throws {
        makeDragSource()
        let target = UIView(frame: CGRect(x: 200, y: 200, width: 150, height: 150))
        window.addSubview(target)
        let behavior = SpringBehaviorRecorder()
        let effect = SpringEffectRecorder()
        var activations = 0
        target.addInteraction(UISpringLoadedInteraction(interactionBehavior: behavior, interactionEffect: effect) { _, _ in activations += 1 })
        input.touchDown(1, at: CGPoint(x: 50, y: 40))
        input.advance(by: 0.6)
        input.touchMove(1, to: CGPoint(x: 150, y: 150))
        input.touchMove(1, to: CGPoint(x: 250, y: 260))
        input.advance(by: 0.3)
        input.touchMove(1, to: CGPoint(x: 150, y: 100))
        XCTAssertEqual(effect.states, [.possible, .inactive])
        XCTAssertEqual(behavior.calls, ["shouldAllow", "didFinish"])
        input.advance(by: 2)
        XCTAssertEqual(activations, 0)
        behavior.allows = false
        input.touchMove(1, to: CGPoint(x: 250, y: 260))
        input.advance(by: 2)
        XCTAssertEqual(activations, 0, "the behavior refused")
        input.touchUp(1)
        input.advance(by: 0.5)
    }

    func testSpringLoadedButtonSendsItsActionAndBlinks() async throws {
        makeDragSource()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 200, y: 200, width: 120, height: 60)
        window.addSubview(button)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .primaryActionTriggered)
        XCTAssertFalse(button.isSpringLoaded)
        button.isSpringLoaded = true
        XCTAssertTrue(button.interactions.contains { $0 is UISpringLoadedInteraction })
        input.touchDown(1, at: CGPoint(x: 50, y: 40))
        input.advance(by: 0.6)
        input.touchMove(1, to: CGPoint(x: 150, y: 150))
        input.touchMove(1, to: CGPoint(x: 250, y: 230))
        input.advance(by: UISpringLoadedInteraction.activatingDelay + 0.01)
        XCTAssertEqual(button.alpha, SpringLoadedBlinkEffect.activatingAlpha, accuracy: 0.001, "the default effect dims while activating")
        input.advance(by: UISpringLoadedInteraction.activationDelay + 0.01)
        XCTAssertEqual(button.alpha, 1)
        XCTAssertEqual(taps, 1)
        input.touchUp(1)
        input.advance(by: 0.5)
        button.isSpringLoaded = false
        XCTAssertFalse(button.interactions.contains { $0 is UISpringLoadedInteraction })
        let item = UIBarButtonItem(title: "Open", style: .plain, target: nil, action: nil)
        XCTAssertFalse(item.isSpringLoaded)
        item.isSpringLoaded = true
        XCTAssertTrue(item.isSpringLoaded)
        let supporting: any UISpringLoadedInteractionSupporting = item
        XCTAssertTrue(supporting.isSpringLoaded)
    }
}
