import XCTest
import UIKit
import UIKitTesting

@MainActor
final class FeedbackGeneratorTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    func testImpactRequestsCarryStyleIntensityAndLocation() async {
        let feedback = FeedbackRecorder()
        let rigid = UIImpactFeedbackGenerator(style: .rigid)
        rigid.prepare()
        rigid.impactOccurred()
        rigid.impactOccurred(intensity: 0.25)
        rigid.impactOccurred(at: CGPoint(x: 3, y: 4))
        UIImpactFeedbackGenerator().impactOccurred()

        XCTAssertEqual(feedback.requests, [
            .prepare(generator: "UIImpactFeedbackGenerator"),
            .impact(style: .rigid, intensity: 1, location: nil),
            .impact(style: .rigid, intensity: 0.25, location: nil),
            .impact(style: .rigid, intensity: 1, location: CGPoint(x: 3, y: 4)),
            .impact(style: .medium, intensity: 1, location: nil), // UIKit: medium by default
        ])
    }

    func testIntensityOutsideZeroToOneIsClamped() async {
        let feedback = FeedbackRecorder()
        let soft = UIImpactFeedbackGenerator(style: .soft)
        soft.impactOccurred(intensity: 3)
        soft.impactOccurred(intensity: -1)
        XCTAssertEqual(feedback.requests, [.impact(style: .soft, intensity: 1, location: nil),
                                           .impact(style: .soft, intensity: 0, location: nil)])
    }

    func testSelectionAndNotificationRequests() async {
        let feedback = FeedbackRecorder()
        UISelectionFeedbackGenerator().selectionChanged()
        let notifier = UINotificationFeedbackGenerator()
        notifier.notificationOccurred(.success)
        notifier.notificationOccurred(.error)
        XCTAssertEqual(feedback.requests, [.selectionChanged(location: nil), .notification(.success, location: nil),
                                           .notification(.error, location: nil)])
        feedback.removeAll()
        XCTAssertEqual(feedback.requests, [])
    }

    func testRecorderSeesOnlyRequestsAfterItWasCreatedAndStopsWhenFreed() async {
        let generator = UISelectionFeedbackGenerator()
        generator.selectionChanged()
        var first: FeedbackRecorder? = FeedbackRecorder()
        weak let freed = first
        generator.selectionChanged()
        XCTAssertEqual(first?.requests.count, 1)
        first = nil
        XCTAssertNil(freed, "the framework does not keep a recorder alive")
        let second = FeedbackRecorder()
        generator.selectionChanged()
        XCTAssertEqual(second.requests.count, 1)
    }

    func testGeneratorMadeForAViewIsThatViewsInteraction() async {
        let view = UIView()
        let generator = UIImpactFeedbackGenerator(style: .light, view: view)
        XCTAssertTrue(generator.view === view)
        XCTAssertTrue(view.interactions.contains { $0 === generator })
    }
}
