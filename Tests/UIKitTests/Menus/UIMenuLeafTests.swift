import XCTest
import UIKit
import UIKitTesting

@MainActor
final class UIMenuLeafTests: XCTestCase {
    final class Editor: UIResponder {
        var senders: [Any?] = []
        var commandSenders: [Any?] = []
        func copyText(_ sender: Any?) {
            senders.append(sender)
            commandSenders.append((sender as? UICommand)?.sender)
        }
    }

    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testActionsCommandsAndKeyCommandsAreMenuLeaves() async {
        let leaves: [any UIMenuLeaf] = [
            UIAction(title: "A") { _ in },
            UICommand(title: "C", action: Selector("copyText:", Editor.copyText)),
            UIKeyCommand(input: "c", modifierFlags: .command, action: Selector("copyText:", Editor.copyText)),
        ]
        for var leaf in leaves {
            leaf.title = "Renamed"
            leaf.state = .on
            leaf.repeatBehavior = .nonRepeatable
            XCTAssertEqual(leaf.title, "Renamed")
            XCTAssertEqual(leaf.state, .on)
            XCTAssertEqual(leaf.repeatBehavior, .nonRepeatable)
            XCTAssertNil(leaf.sender, "set only while the action runs")
        }
        XCTAssertEqual(UIMenuElement.RepeatBehavior(rawValue: 0), .automatic)
    }

    func testPerformingAnActionRunsItsHandlerWithTheSenderAndSourceItem() async {
        let button = UIButton()
        var seen: (sender: Any?, source: AnyObject?)?
        let action = UIAction(title: "Share") { action in
            seen = (action.sender, action.presentationSourceItem as AnyObject?)
        }
        action.performWithSender(button, target: nil)
        XCTAssertTrue(seen?.sender as AnyObject? === button)
        XCTAssertTrue(seen?.source === button, "a button is where a popover from the action anchors")
        XCTAssertNil(action.sender)
        XCTAssertNil(action.presentationSourceItem)

        action.performWithSender("not an item", target: nil)
        XCTAssertNil(seen?.source, "a sender that is not a source item gives none")
    }

    func testPerformingACommandSendsItsActionToTheTargetWithTheCommandAsSender() async {
        let editor = Editor()
        let command = UICommand(title: "Copy", action: Selector("copyText:", Editor.copyText))
        let button = UIButton()
        command.performWithSender(button, target: editor)
        XCTAssertEqual(editor.senders.count, 1)
        XCTAssertTrue(editor.senders.first as AnyObject? === command, "the action method gets the command")
        XCTAssertTrue(editor.commandSenders.first as AnyObject? === button, "whose sender is the one given")
        XCTAssertNil(command.sender)
    }

    func testACommandWithoutATargetGoesUpTheResponderChain() async {
        final class Root: UIViewController {
            var copies = 0
            func copyText(_ sender: Any?) { copies += 1 }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let root = Root()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let field = UITextField()
        root.view.addSubview(field)
        XCTAssertTrue(field.becomeFirstResponder())
        UICommand(title: "Copy", action: Selector("copyText:", Root.copyText)).performWithSender(nil, target: nil)
        XCTAssertEqual(root.copies, 1, "the first responder's chain reaches the controller")
        withExtendedLifetime(window) {}
    }
}
