import XCTest
import UIKit
import UIKitTesting

/// Smaller UIKit declarations with little or no behaviour on Linux: peek actions, Apple
/// Pencil, lexicons, activity items, background fetch, paste configurations, text drag and
/// drop. Each test checks what the type does here.
@MainActor
final class MissingDeclarationsTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    final class Peekable: UIViewController {
        var performed: [String] = []
        override var previewActionItems: [any UIPreviewActionItem] {
            let open = UIPreviewAction(title: "Open", style: .default) { [unowned self] _, _ in performed.append("open") }
            let delete = UIPreviewAction(title: "Delete", style: .destructive) { [unowned self] _, _ in performed.append("delete") }
            return [open, UIPreviewActionGroup(title: "More", style: .default, actions: [delete])]
        }
    }

    func testPreviewActions() async throws {
        XCTAssertTrue(UIViewController().previewActionItems.isEmpty, "none by default")
        let controller = Peekable()
        let items = controller.previewActionItems
        XCTAssertEqual(items.map(\.title), ["Open", "More"])
        let open = try XCTUnwrap(items.first as? UIPreviewAction)
        open.handler(open, controller)
        let copy = try XCTUnwrap(open.copy() as? UIPreviewAction)
        XCTAssertEqual(copy.title, "Open")
        copy.handler(copy, controller)
        XCTAssertEqual(controller.performed, ["open", "open"])
        XCTAssertTrue(items[1] is UIPreviewActionGroup)
        XCTAssertEqual(UIPreviewAction.Style.destructive.rawValue, 2)
    }

    final class PencilDelegate: NSObject, UIPencilInteractionDelegate {}

    func testPencilInteractionAttachesAndStoresItsSettings() async {
        let view = UIView()
        let delegate = PencilDelegate()
        let interaction = UIPencilInteraction(delegate: delegate)
        view.addInteraction(interaction)
        XCTAssertTrue(interaction.view === view)
        XCTAssertTrue(interaction.delegate === delegate)
        XCTAssertTrue(interaction.isEnabled)
        XCTAssertEqual(UIPencilInteraction.preferredTapAction, .switchEraser)
        XCTAssertFalse(UIPencilInteraction.prefersPencilOnlyDrawing)
        view.removeInteraction(interaction)
        XCTAssertNil(interaction.view)
        XCTAssertEqual(UIPencilPreferredAction.showColorPalette.rawValue, 3)
    }

    func testLexiconStartsEmpty() async {
        let lexicon = UILexicon()
        XCTAssertTrue(lexicon.entries.isEmpty)
        XCTAssertTrue((lexicon.copy() as? UILexicon)?.entries.isEmpty == true)
    }

    func testActivityItemsConfigurationAnswersFromItsProviders() async {
        let configuration = UIActivityItemsConfiguration(objects: ["Hello" as NSString])
        XCTAssertEqual(configuration.itemProvidersForActivityItemsConfiguration.count, 1)
        XCTAssertTrue(configuration.itemProvidersForActivityItemsConfiguration[0].hasItemConformingToTypeIdentifier("public.plain-text"))
        XCTAssertTrue(configuration.activityItemsConfigurationSupportsInteraction(.share))
        XCTAssertNil(configuration.activityItemsConfigurationMetadata(key: .title))
        configuration.metadataProvider = { key in key == .title ? "Greeting" : nil }
        configuration.perItemMetadataProvider = { index, key in "\(index) \(key.rawValue)" }
        XCTAssertEqual(configuration.activityItemsConfigurationMetadata(key: .title) as? String, "Greeting")
        XCTAssertEqual(configuration.activityItemsConfigurationMetadataForItem(at: 0, key: .messageBody) as? String, "0 messageBody")
        configuration.supportedInteractions = []
        XCTAssertFalse(configuration.activityItemsConfigurationSupportsInteraction(.share))
        let responder = UIView()
        XCTAssertNil(responder.activityItemsConfiguration)
        responder.activityItemsConfiguration = configuration
        XCTAssertTrue(responder.activityItemsConfiguration === configuration)
    }

    func testBackgroundFetchInterval() async {
        XCTAssertEqual(UIApplication.backgroundFetchIntervalMinimum, 0)
        XCTAssertEqual(UIApplication.backgroundFetchIntervalNever, .greatestFiniteMagnitude)
        UIApplication.shared.setMinimumBackgroundFetchInterval(UIApplication.backgroundFetchIntervalMinimum)
        final class Delegate: UIResponder, UIApplicationDelegate {}
        var result: UIBackgroundFetchResult?
        Delegate().application(UIApplication.shared, performFetchWithCompletionHandler: { result = $0 })
        XCTAssertNil(result, "the default implementation does nothing")
        XCTAssertEqual(UIBackgroundFetchResult.failed.rawValue, 2)
    }

    func testPasteConfiguration() async {
        let configuration = UIPasteConfiguration(acceptableTypeIdentifiers: ["public.plain-text", "public.png", "public.plain-text"])
        XCTAssertEqual(configuration.acceptableTypeIdentifiers, ["public.plain-text", "public.png"])
        configuration.addTypeIdentifiers(forAccepting: NSURL.self)
        XCTAssertEqual(configuration.acceptableTypeIdentifiers, ["public.plain-text", "public.png", "public.url"])
        XCTAssertEqual(UIPasteConfiguration(forAccepting: NSString.self).acceptableTypeIdentifiers, ["public.plain-text"])
        let view = UIView()
        XCTAssertNil(view.pasteConfiguration)
        let text = NSItemProvider(object: "hi" as NSString)
        XCTAssertFalse(view.canPaste([text]), "nothing accepted without a configuration")
        view.pasteConfiguration = UIPasteConfiguration(forAccepting: NSString.self)
        XCTAssertTrue(view.canPaste([text]))
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in }
        XCTAssertFalse(view.canPaste([NSItemProvider(object: image)]), "an image is not text")
    }

    final class DragDelegate: NSObject, UITextDragDelegate {}
    final class DropDelegate: NSObject, UITextDropDelegate {}

    func testTextDragAndDropDeclarations() async throws {
        let field = UITextField()
        let textView = UITextView()
        let draggables: [any UITextDraggable] = [field, textView]
        for draggable in draggables {
            XCTAssertNil(draggable.textDragInteraction, "text is not dragged on Linux")
            XCTAssertFalse(draggable.isTextDragActive)
        }
        let dragDelegate = DragDelegate(), dropDelegate = DropDelegate()
        field.textDragDelegate = dragDelegate
        field.textDropDelegate = dropDelegate
        field.textDragOptions = .stripTextColorFromPreviews
        XCTAssertTrue(field.textDragDelegate === dragDelegate)
        XCTAssertTrue(field.textDropDelegate === dropDelegate)
        XCTAssertEqual(field.textDragOptions, .stripTextColorFromPreviews)
        XCTAssertNil((textView as any UITextDroppable).textDropInteraction)
        let proposal = UITextDropProposal(operation: .copy)
        proposal.dropAction = .replaceSelection
        let copy = try XCTUnwrap(proposal.copy() as? UITextDropProposal)
        XCTAssertEqual(copy.dropAction, .replaceSelection)
        XCTAssertEqual(copy.operation, .copy)
        XCTAssertEqual(UITextDropEditability.temporary.rawValue, 1)
    }
}
