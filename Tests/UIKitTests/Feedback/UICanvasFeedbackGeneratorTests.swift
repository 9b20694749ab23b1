import XCTest
import UIKit
import UIKitTesting

/// `UICanvasFeedbackGenerator` (iOS 17.5): recorded like the other generators (no haptics).
@MainActor
final class UICanvasFeedbackGeneratorTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testAlignmentAndPathCompletionAreRecordedWithTheirLocations() async {
        let feedback = FeedbackRecorder()
        let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let generator = UICanvasFeedbackGenerator(view: canvas)
        XCTAssertTrue(generator.view === canvas)
        XCTAssertTrue(canvas.interactions.contains { $0 === generator })
        generator.prepare()
        generator.alignmentOccurred(at: CGPoint(x: 10, y: 20))
        generator.pathCompleted(at: CGPoint(x: 50, y: 60))
        XCTAssertEqual(feedback.requests, [
            .prepare(generator: "UICanvasFeedbackGenerator"),
            .canvasAlignment(location: CGPoint(x: 10, y: 20)),
            .canvasPathCompleted(location: CGPoint(x: 50, y: 60)),
        ])
    }
}
