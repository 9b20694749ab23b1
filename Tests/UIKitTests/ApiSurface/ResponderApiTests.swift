import XCTest
import UIKit
import UIKitTesting

/// A document whose text can be changed with undo, and that handles shortcuts.
final class EditorView: UIView {
    var text = ""
    var log: [String] = []
    var shortcuts: [UIKeyCommand] = []

    override var canBecomeFirstResponder: Bool { true }
    override var keyCommands: [UIKeyCommand]? { shortcuts }

    func setText(_ newText: String) {
        let old = text
        undoManager?.registerUndo(withTarget: self) { $0.setText(old) }
        text = newText
    }

    func save(_ sender: UIKeyCommand) { log.append("save \(sender.input ?? "")") }
    func moveUp() { log.append("up") }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.append("pressesBegan \(presses.first?.key?.charactersIgnoringModifiers ?? "")")
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.append("pressesEnded")
    }
}

final class ShortcutController: UIViewController {
    var log: [String] = []
    func findCommand() { log.append("find") }
}

/// UIResponder's undo manager, key commands and input identifiers; Foundation's UndoManager.
@MainActor
final class ResponderApiTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    private func makeWindow() -> (UIWindow, EditorView, InputSimulator) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()
        addTeardownBlock { @MainActor in window.isHidden = true }
        let editor = EditorView(frame: window.bounds)
        window.addSubview(editor)
        return (window, editor, InputSimulator(window: window))
    }

    func testTheUndoManagerIsTheWindowsThroughTheResponderChain() async {
        let (window, editor, _) = makeWindow()
        XCTAssertNotNil(window.undoManager)
        XCTAssertTrue(editor.undoManager === window.undoManager)
        XCTAssertNil(UIView().undoManager, "no window, no undo manager")
    }

    func testUndoAndRedoRestoreTheText() async {
        let (_, editor, input) = makeWindow()
        let undo = editor.undoManager!
        editor.setText("a")
        input.runLoopTurn()
        editor.setText("ab")
        undo.setActionName("Typing")
        input.runLoopTurn()
        XCTAssertTrue(undo.canUndo)
        XCTAssertEqual(undo.undoMenuItemTitle, "Undo Typing")
        undo.undo()
        XCTAssertEqual(editor.text, "a")
        XCTAssertTrue(undo.canRedo)
        XCTAssertEqual(undo.redoMenuItemTitle, "Redo Typing")
        undo.redo()
        XCTAssertEqual(editor.text, "ab")
        undo.undo()
        undo.undo()
        XCTAssertEqual(editor.text, "")
        XCTAssertFalse(undo.canUndo)
    }

    func testRegistrationsInOneEventAreOneUndoStep() async {
        let (_, editor, input) = makeWindow()
        let undo = editor.undoManager!
        editor.setText("x")
        editor.setText("xy")
        editor.setText("xyz")
        XCTAssertEqual(undo.groupingLevel, 1, "the event's group is open")
        undo.undo()
        XCTAssertEqual(editor.text, "", "the whole event is undone")
        editor.setText("1")
        input.runLoopTurn()
        XCTAssertEqual(undo.groupingLevel, 0, "closed at the end of the run-loop turn")
        editor.setText("12")
        input.runLoopTurn()
        undo.undo()
        XCTAssertEqual(editor.text, "1")
        XCTAssertTrue(undo.canRedo)
        editor.setText("13")
        input.runLoopTurn()
        XCTAssertFalse(undo.canRedo, "a new change clears the redo stack")
    }

    func testExplicitGroupsNestAndRegistrationCanBeDisabled() async {
        let undo = UndoManager()
        undo.groupsByEvent = false
        final class Counter { var value = 0 }
        let counter = Counter()
        func increment() {
            counter.value += 1
            undo.registerUndo(withTarget: counter) { $0.value -= 1 }
        }
        undo.beginUndoGrouping()
        increment()
        undo.beginUndoGrouping()
        increment()
        undo.endUndoGrouping()
        undo.endUndoGrouping()
        undo.disableUndoRegistration()
        undo.beginUndoGrouping()
        increment()
        undo.endUndoGrouping()
        undo.enableUndoRegistration()
        XCTAssertEqual(counter.value, 3)
        undo.undo()
        XCTAssertEqual(counter.value, 1, "the nested group is undone with its parent; the unregistered change stays")
        XCTAssertFalse(undo.canUndo)
        let log = LogCapture.capture { undo.endUndoGrouping() }
        XCTAssertTrue(log.contains("endUndoGrouping"))
    }

    func testLevelsOfUndoLimitTheStack() async {
        let undo = UndoManager()
        undo.groupsByEvent = false
        undo.levelsOfUndo = 2
        final class Box { var value = 0 }
        let box = Box()
        for n in 1...3 {
            undo.beginUndoGrouping()
            let old = box.value
            box.value = n
            undo.registerUndo(withTarget: box) { $0.value = old }
            undo.endUndoGrouping()
        }
        undo.undo()
        undo.undo()
        XCTAssertEqual(box.value, 1)
        XCTAssertFalse(undo.canUndo, "only two levels kept")
        undo.removeAllActions()
        XCTAssertFalse(undo.canRedo)
    }

    func testKeyCommandsRunInsteadOfPresses() async {
        let (_, editor, input) = makeWindow()
        editor.shortcuts = [
            UIKeyCommand(input: "s", modifierFlags: .control, action: Selector("save:", EditorView.save)),
            UIKeyCommand(input: UIKeyCommand.inputUpArrow, modifierFlags: [], action: Selector("moveUp", EditorView.moveUp)),
        ]
        XCTAssertTrue(editor.becomeFirstResponder())
        input.pressKey(.keyboardS, characters: "\u{13}", modifierFlags: .control)
        XCTAssertEqual(editor.log, ["save s"], "the command ran; the press did not reach the responder")
        editor.log = []
        input.pressKey(.keyboardS, characters: "s")
        XCTAssertEqual(editor.log, ["pressesBegan s", "pressesEnded"], "without control: an ordinary press")
        editor.log = []
        input.pressKey(.keyboardUpArrow)
        XCTAssertEqual(editor.log, ["up"], "named inputs match by key")
        editor.log = []
        input.pressKey(.keyboardS, characters: "S", modifierFlags: [.control, .alphaShift])
        XCTAssertEqual(editor.log, ["save s"], "caps lock does not matter")
    }

    func testKeyCommandsAreFoundUpTheChainAndDisabledOnesAreSkipped() async {
        let (window, _, input) = makeWindow()
        let controller = ShortcutController()
        window.rootViewController = controller
        let find = UIKeyCommand(title: "Find", action: Selector("findCommand", ShortcutController.findCommand), input: "f",
                                modifierFlags: .control)
        controller.addKeyCommand(find)
        controller.addKeyCommand(find)
        XCTAssertEqual(controller.keyCommands?.count, 1)
        let field = EditorView()
        controller.view.addSubview(field)
        XCTAssertTrue(field.becomeFirstResponder())
        input.pressKey(.keyboardF, characters: "f", modifierFlags: .control)
        XCTAssertEqual(controller.log, ["find"], "the controller is up the first responder's chain")
        XCTAssertTrue(field.log.isEmpty)
        find.attributes = .disabled
        input.pressKey(.keyboardF, characters: "f", modifierFlags: .control)
        XCTAssertEqual(controller.log, ["find"])
        XCTAssertEqual(field.log.first, "pressesBegan f", "a disabled command lets the press through")
        controller.removeKeyCommand(find)
        XCTAssertNil(controller.keyCommands)
    }

    func testInputIdentifiersAndViews() async {
        let responder = UIResponder()
        XCTAssertNil(responder.textInputContextIdentifier)
        XCTAssertNil(responder.inputView)
        XCTAssertNil(responder.inputAccessoryView)
        XCTAssertNil(responder.keyCommands)
        UIResponder.clearTextInputContextIdentifier("any")
    }
}
