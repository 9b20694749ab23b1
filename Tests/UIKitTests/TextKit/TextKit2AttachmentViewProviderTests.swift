import XCTest
import UIKit
import UIKitTesting

/// Text attachment view providers (iOS 15): registered by file type, made by the attachment,
/// their view made by `loadView()` and their bounds following it when tracked.
@MainActor
final class TextKit2AttachmentViewProviderTests: XCTestCase {
    final class BadgeProvider: NSTextAttachmentViewProvider {
        var loads = 0
        override func loadView() {
            loads += 1
            // UIKit's provider is not main-actor isolated; views are made on the main thread.
            nonisolated(unsafe) let provider = self
            MainActor.assumeIsolated { provider.view = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20)) }
        }
    }

    func testAttachmentsOfARegisteredTypeMakeTheirProvidersView() async throws {
        let type = "org.openuikit.test.badge"
        XCTAssertNil(NSTextAttachment.textAttachmentViewProviderClass(forFileType: type))
        NSTextAttachment.registerViewProviderClass(BadgeProvider.self, forFileType: type)
        XCTAssertTrue(NSTextAttachment.textAttachmentViewProviderClass(forFileType: type) == BadgeProvider.self)
        let attachment = NSTextAttachment(data: nil, ofType: type)
        attachment.bounds = CGRect(x: 0, y: -2, width: 10, height: 10)
        XCTAssertTrue(attachment.usesTextAttachmentView)
        let content = NSTextContentStorage()
        content.attributedString = NSAttributedString(attachment: attachment)
        let manager = NSTextLayoutManager()
        content.addTextLayoutManager(manager)
        let container = NSTextContainer(size: CGSize(width: 200, height: 100))
        manager.textContainer = container
        let location = content.documentRange.location
        let provider = try XCTUnwrap(attachment.viewProvider(for: nil, location: location, textContainer: container))
        let badge = try XCTUnwrap(provider as? BadgeProvider)
        XCTAssertTrue(provider.textAttachment === attachment)
        XCTAssertTrue(provider.textLayoutManager === manager)
        XCTAssertEqual(provider.attachmentBounds(for: [:], location: location, textContainer: container,
                                                 proposedLineFragment: .zero, position: .zero), attachment.bounds)
        XCTAssertEqual(badge.loads, 0)
        XCTAssertEqual(provider.view?.bounds.size, CGSize(width: 30, height: 20), "the first read loads the view")
        _ = provider.view
        XCTAssertEqual(badge.loads, 1)
        provider.tracksTextAttachmentViewBounds = true
        XCTAssertEqual(provider.attachmentBounds(for: [:], location: location, textContainer: container,
                                                 proposedLineFragment: .zero, position: .zero).size, CGSize(width: 30, height: 20))
        attachment.allowsTextAttachmentView = false
        XCTAssertFalse(attachment.usesTextAttachmentView)
        XCTAssertNil(attachment.viewProvider(for: nil, location: location, textContainer: container))
        XCTAssertFalse(NSTextAttachment(data: nil, ofType: "org.openuikit.test.unregistered").usesTextAttachmentView)
    }
}
