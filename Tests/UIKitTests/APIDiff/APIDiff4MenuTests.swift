import XCTest
@testable import UIKit

/// Menu members the fourth API diff round added: `UIAction.captureTextFromCamera(responder:identifier:)`
/// the iOS 9 `UIKeyCommand(input:modifierFlags:action:discoverabilityTitle:)` and iOS 26's
/// `UIMenuBuilder` element edits.
@MainActor
final class APIDiff4MenuTests: XCTestCase {
    private final class NoteField: UIResponder, UIKeyInput {
        var text = ""
        var captureSenders: [Any?] = []
        var hasText: Bool { !text.isEmpty }
        func insertText(_ text: String) { self.text += text }
        func deleteBackward() { _ = text.popLast() }
        override func captureTextFromCamera(_ sender: Any?) { captureSenders.append(sender) }
    }

    func testCaptureTextActionAsksTheResponderToCapture() async {
        let field = NoteField()
        let identifier = UIAction.Identifier("com.example.scan")
        let action = UIAction.captureTextFromCamera(responder: field, identifier: identifier)
        XCTAssertEqual(action.title, "Scan Text")
        XCTAssertNotNil(action.image)
        XCTAssertEqual(action.identifier, identifier)
        action.performWithSender(nil, target: nil)
        XCTAssertEqual(field.captureSenders.count, 1)
        XCTAssertTrue((field.captureSenders.first ?? nil) as? UIAction === action, "the action is the sender")
    }

    func testCaptureTextActionDoesNotKeepTheResponder() async {
        weak var released: NoteField?
        var action: UIAction?
        do {
            let field = NoteField()
            released = field
            action = UIAction.captureTextFromCamera(responder: field, identifier: nil)
        }
        XCTAssertNil(released)
        action?.performWithSender(nil, target: nil)
        XCTAssertFalse(action?.identifier.rawValue.isEmpty ?? true, "without an identifier a unique one is made")
    }

    func testDeprecatedKeyCommandKeepsItsDiscoverabilityTitle() async {
        let command = UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: .command,
                                   action: Selector("close:"), discoverabilityTitle: "Close")
        XCTAssertEqual(command.discoverabilityTitle, "Close")
        XCTAssertEqual(command.input, UIKeyCommand.inputEscape)
        XCTAssertEqual(command.modifierFlags, .command)
        XCTAssertEqual(command.action, Selector("close:"))
    }

    func testBuilderInsertsElementsNextToMenusActionsAndCommands() async {
        let builder = MenuTreeBuilder(system: UIMenuSystem.main, root: UIMenuSystem.standardMainMenu())
        let before = UIAction(title: "Before", identifier: UIAction.Identifier("before")) { _ in }
        let after = UIAction(title: "After", identifier: UIAction.Identifier("after")) { _ in }
        builder.insertElements([before], beforeMenu: .file)
        builder.insertElements([after], afterMenu: .file)
        let top = builder.root.children
        let file = top.firstIndex { ($0 as? UIMenu)?.identifier == .file }!
        XCTAssertTrue(top[file - 1] === before)
        XCTAssertTrue(top[file + 1] === after)

        let first = UIAction(title: "First", identifier: UIAction.Identifier("first")) { _ in }
        let last = UIAction(title: "Last", identifier: UIAction.Identifier("last")) { _ in }
        builder.insertElements([first], atStartOfMenu: .help)
        builder.insertElements([last], atEndOfMenu: .help)
        XCTAssertTrue(builder.menu(for: .help)?.children.first === first)
        XCTAssertTrue(builder.menu(for: .help)?.children.last === last)

        let neighbour = UIAction(title: "Neighbour", identifier: UIAction.Identifier("neighbour")) { _ in }
        builder.insertElements([neighbour], afterAction: UIAction.Identifier("first"))
        XCTAssertTrue(builder.menu(for: .help)?.children[1] === neighbour)
        let ahead = UIAction(title: "Ahead", identifier: UIAction.Identifier("ahead")) { _ in }
        builder.insertElements([ahead], beforeAction: UIAction.Identifier("first"))
        XCTAssertTrue(builder.menu(for: .help)?.children.first === ahead)

        let paste = UIAction(title: "Paste Plain", identifier: UIAction.Identifier("plain")) { _ in }
        builder.insertElements([paste], afterCommand: Selector("copy:"))
        let edit = builder.menu(for: .standardEdit)!.children
        let copy = edit.firstIndex { ($0 as? UICommand)?.action == Selector("copy:") }!
        XCTAssertTrue(edit[copy + 1] === paste)
        let cut = UIAction(title: "Snip", identifier: UIAction.Identifier("snip")) { _ in }
        builder.insertElements([cut], beforeCommand: Selector("copy:"), propertyList: nil)
        XCTAssertTrue(builder.menu(for: .standardEdit)!.children[copy] === cut)
    }

    func testBuilderReplacesAndRemovesActionsAndCommands() async {
        let builder = MenuTreeBuilder(system: UIMenuSystem.main, root: UIMenuSystem.standardMainMenu())
        let guide = UIAction(title: "Guide", identifier: UIAction.Identifier("guide")) { _ in }
        builder.insertElements([guide], atEndOfMenu: .help)
        let tour = UIAction(title: "Tour", identifier: UIAction.Identifier("tour")) { _ in }
        let faq = UIAction(title: "FAQ", identifier: UIAction.Identifier("faq")) { _ in }
        builder.replace(action: UIAction.Identifier("guide"), with: [tour, faq])
        XCTAssertNil(builder.action(for: UIAction.Identifier("guide")))
        XCTAssertTrue(builder.menu(for: .help)?.children.suffix(2).first === tour)
        builder.remove(action: UIAction.Identifier("tour"))
        XCTAssertNil(builder.action(for: UIAction.Identifier("tour")))
        XCTAssertNotNil(builder.action(for: UIAction.Identifier("faq")))

        XCTAssertNotNil(builder.command(for: Selector("copy:"), propertyList: nil))
        let duplicate = UIAction(title: "Duplicate", identifier: UIAction.Identifier("duplicate")) { _ in }
        builder.replace(command: Selector("copy:"), with: [duplicate])
        XCTAssertNil(builder.command(for: Selector("copy:"), propertyList: nil))
        XCTAssertTrue(builder.action(for: UIAction.Identifier("duplicate")) === duplicate)
        builder.remove(command: Selector("paste:"), propertyList: "other")
        XCTAssertNotNil(builder.command(for: Selector("paste:"), propertyList: nil), "another property list: kept")
        builder.remove(command: Selector("paste:"))
        XCTAssertNil(builder.command(for: Selector("paste:"), propertyList: nil))
    }
}
