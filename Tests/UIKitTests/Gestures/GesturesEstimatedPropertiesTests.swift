import XCTest
import UIKit
import UIKitTesting

@MainActor
private final class EstimationView: UIView {
    var updates: [(index: Int?, force: CGFloat, expecting: UITouch.Properties)] = []
    var began: UITouch?
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began = touches.first }
    override func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {
        for touch in touches {
            updates.append((touch.estimationUpdateIndex?.intValue, touch.force, touch.estimatedPropertiesExpectingUpdates))
        }
    }
}

@MainActor
private final class EstimationRecognizer: UIGestureRecognizer {
    var updatedForces: [CGFloat] = []
    override func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {
        updatedForces.append(contentsOf: touches.map(\.force))
    }
}

@MainActor
final class GesturesEstimatedPropertiesTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private lazy var window = makeGestureWindow()
    private lazy var input = InputSimulator(window: window)

    func testEstimatedPropertiesAreReportedAndUpdated() async {
        let view = EstimationView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(view)
        let recognizer = EstimationRecognizer()
        view.addGestureRecognizer(recognizer)
        input.send([.init(id: 1, phase: .began, location: CGPoint(x: 50, y: 50), force: 0.5, type: .pencil,
                          estimatedProperties: [.force, .azimuth], estimatedPropertiesExpectingUpdates: [.force, .azimuth],
                          estimationUpdateIndex: 7)])
        let seen = view.began
        XCTAssertEqual(seen?.estimatedProperties, [.force, .azimuth])
        XCTAssertEqual(seen?.estimatedPropertiesExpectingUpdates, [.force, .azimuth])
        XCTAssertEqual(seen?.estimationUpdateIndex, 7)

        input.updateEstimatedProperties(index: 7, force: 2.0)
        XCTAssertEqual(recognizer.updatedForces, [2.0])
        XCTAssertEqual(view.updates.count, 1)
        XCTAssertEqual(view.updates.first?.index, 7)
        XCTAssertEqual(view.updates.first?.force, 2.0)
        XCTAssertEqual(view.updates.first?.expecting, [.azimuth])
        XCTAssertEqual(seen?.estimatedProperties, [.force, .azimuth], "estimatedProperties keeps what was estimated")

        // After the touch ended, the last expected update still reaches the view.
        input.touchUp(1)
        input.updateEstimatedProperties(index: 7, resolved: [.azimuth])
        XCTAssertEqual(view.updates.count, 2)
        XCTAssertEqual(view.updates.last?.expecting, [])
        // Nothing expects updates any more: a further update is dropped.
        input.updateEstimatedProperties(index: 7, force: 3.0)
        XCTAssertEqual(view.updates.count, 2)
    }

    func testTouchWithoutEstimatesHasNoUpdateIndex() async {
        let view = EstimationView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(view)
        input.send([.init(id: 1, phase: .began, location: CGPoint(x: 50, y: 50), estimationUpdateIndex: 3)])
        let touch = view.began
        XCTAssertNotNil(touch)
        XCTAssertNil(touch?.estimationUpdateIndex)
        XCTAssertEqual(touch?.estimatedProperties, [])
        input.updateEstimatedProperties(index: 3, force: 1)
        XCTAssertTrue(view.updates.isEmpty)
        input.touchUp(1)
    }
}
