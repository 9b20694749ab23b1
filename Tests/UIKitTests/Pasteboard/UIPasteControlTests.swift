import XCTest
import UIKit
import UIKitTesting

/// UIPasteControl (iOS 16): enabled while its target can take the pasteboard's contents; a
/// tap hands the target the pasteboard's item providers.
@MainActor
final class UIPasteControlTests: XCTestCase {
    final class Receiver: UIView {
        var pasted: [[NSItemProvider]] = []
        override func paste(itemProviders: [NSItemProvider]) { pasted.append(itemProviders) }
    }

    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        UIPasteboard.general.items = []
    }

    private func window(with control: UIPasteControl, _ extra: UIView? = nil) -> (UIWindow, InputSimulator) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        control.frame = CGRect(x: 20, y: 40, width: 120, height: 44)
        window.addSubview(control)
        if let extra { window.addSubview(extra) }
        return (window, InputSimulator(window: window))
    }

    func testDefaultsAndDeclarations() async {
        let configuration = UIPasteControl.Configuration()
        XCTAssertEqual(configuration.displayMode, .iconAndLabel)
        XCTAssertEqual(configuration.cornerStyle, .dynamic)
        XCTAssertNil(configuration.baseBackgroundColor)
        XCTAssertEqual(UIPasteControl.DisplayMode.labelOnly.rawValue, 2)
        configuration.displayMode = .iconOnly
        let control = UIPasteControl(configuration: configuration)
        XCTAssertTrue(control.configuration === configuration)
        XCTAssertNil(control.target)
        XCTAssertFalse(control.isEnabled, "no target: nothing to paste into")
        XCTAssertGreaterThan(control.intrinsicContentSize.width, 0)
    }

    func testEnabledOnlyWhileTheTargetAcceptsThePasteboardsContents() async {
        let receiver = Receiver()
        receiver.pasteConfiguration = UIPasteConfiguration(acceptableTypeIdentifiers: ["public.plain-text"])
        let control = UIPasteControl(configuration: UIPasteControl.Configuration())
        control.target = receiver
        XCTAssertFalse(control.isEnabled, "an empty pasteboard")
        UIPasteboard.general.string = "hello"
        XCTAssertTrue(control.isEnabled, "text arrived: the pasteboard's change notification re-checks")
        UIPasteboard.general.url = URL(string: "https://example.com")!
        XCTAssertFalse(control.isEnabled, "a URL alone is not plain text")
        receiver.pasteConfiguration = nil
        UIPasteboard.general.string = "again"
        XCTAssertFalse(control.isEnabled, "no configuration: the default canPaste refuses")
    }

    func testATapPastesThePasteboardsProvidersIntoTheTarget() async {
        let receiver = Receiver()
        receiver.pasteConfiguration = UIPasteConfiguration(acceptableTypeIdentifiers: ["public.plain-text"])
        let control = UIPasteControl(frame: .zero)
        control.target = receiver
        UIPasteboard.general.string = "hello"
        let (window, input) = window(with: control, receiver)
        input.tap(control)
        XCTAssertEqual(receiver.pasted.count, 1)
        XCTAssertEqual(receiver.pasted.first?.first?.registeredTypeIdentifiers.contains("public.utf8-plain-text"), true)

        UIPasteboard.general.items = []
        input.tap(control)
        XCTAssertEqual(receiver.pasted.count, 1, "disabled: nothing to paste")
        withExtendedLifetime(window) {}
    }

    func testAnOverriddenCanPasteDecides() async {
        final class Picky: UIView {
            override func canPaste(_ itemProviders: [NSItemProvider]) -> Bool { itemProviders.count == 2 }
        }
        let picky = Picky()
        let control = UIPasteControl(configuration: UIPasteControl.Configuration())
        control.target = picky
        UIPasteboard.general.strings = ["a"]
        XCTAssertFalse(control.isEnabled)
        UIPasteboard.general.strings = ["a", "b"]
        XCTAssertTrue(control.isEnabled)
    }

    func testATextFieldTargetTakesThePastedText() async throws {
        let field = UITextField(frame: CGRect(x: 20, y: 120, width: 200, height: 34))
        field.text = "say "
        let control = UIPasteControl(configuration: UIPasteControl.Configuration())
        control.target = field
        UIPasteboard.general.string = "hello"
        XCTAssertTrue(control.isEnabled, "text fields take text")
        let (window, input) = window(with: control, field)
        input.tap(control)
        for _ in 0..<200 where field.text != "say hello" {
            try await Task.sleep(nanoseconds: 5_000_000)
        }
        XCTAssertEqual(field.text, "say hello", "inserted at the caret, at the end")
        XCTAssertTrue(field.isFirstResponder)
        withExtendedLifetime(window) {}
    }
}
