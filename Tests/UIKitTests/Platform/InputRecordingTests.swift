import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

@MainActor
final class InputRecordingTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    private func temporaryFile(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-\(UUID().uuidString)-\(name)").path
    }

    func testRecordThenReplayReproducesTheSameEvents() async throws {
        let path = temporaryFile("recording.jsonl")
        defer { try? FileManager.default.removeItem(atPath: path) }

        func makeScene() -> (UIWindow, RecordingView) {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            window.makeKeyAndVisible()
            let view = RecordingView(frame: window.bounds)
            window.addSubview(view)
            return (window, view)
        }

        let (window, original) = makeScene()
        let input = InputSimulator(window: window)
        try InputRecorder.shared.startRecording(to: path)
        input.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 40), duration: 0.05)
        input.advance(by: 0.2)
        input.tap(at: CGPoint(x: 50, y: 50))
        InputRecorder.shared.stopRecording()
        window.isHidden = true

        let (replayWindow, replayed) = makeScene()
        XCTAssertEqual(UIApplication.shared.windows.filter { !$0.isHidden }.last, replayWindow)
        let inputs = try InputRecorder.load(path)
        XCTAssertFalse(inputs.isEmpty)
        // Replay into the replay window (its index among the app's windows).
        let index = UIApplication.shared.windows.firstIndex(of: replayWindow)!
        let duration = InputRecorder.replay(inputs.map { var i = $0; i.window = index; return i })
        XCTAssertEqual(duration, 0.05 + 0.2 + 0.05, accuracy: 1e-6)
        ManualClock.advance(by: duration + 0.1)
        XCTAssertEqual(replayed.touchPhases, original.touchPhases)
        XCTAssertEqual(replayed.touchPhases.first, "began")
        XCTAssertEqual(replayed.touchPhases.last, "ended")
    }

    func testACorruptRecordingIsAnErrorNamingTheLine() async throws {
        let path = temporaryFile("corrupt.jsonl")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let good = #"{"t":0,"window":0,"touches":[{"id":1,"phase":0,"x":1,"y":2}]}"#
        try (good + "\n" + "{not json\n").write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try InputRecorder.load(path)) { error in
            XCTAssertTrue("\(error)".contains(":2:"), "\(error)")
        }
        try (#"{"t":0,"window":0,"touches":[{"id":1,"phase":42,"x":1,"y":2}]}"#).write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try InputRecorder.load(path)) { error in
            XCTAssertTrue("\(error)".contains(":1: unknown touch phase 42"), "\(error)")
        }
        XCTAssertThrowsError(try InputRecorder.load(path + ".missing"))
    }

    func testPointerInputIsRecordedAndReplayed() async throws {
        let path = temporaryFile("pointer.jsonl")
        defer { try? FileManager.default.removeItem(atPath: path) }
        func makeScene() -> (UIWindow, GestureActionRecorder) {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            window.makeKeyAndVisible()
            let recorder = GestureActionRecorder()
            let hover = UIHoverGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
            hover.name = "hover"
            window.addGestureRecognizer(hover)
            let pan = UIPanGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
            pan.name = "pan"
            pan.allowedScrollTypesMask = .all
            window.addGestureRecognizer(pan)
            return (window, recorder)
        }
        let (window, original) = makeScene()
        let input = InputSimulator(window: window)
        try InputRecorder.shared.startRecording(to: path)
        input.hover(along: [CGPoint(x: 10, y: 10), CGPoint(x: 20, y: 20)])
        input.scroll(at: CGPoint(x: 20, y: 20), by: CGVector(dx: 0, dy: 3), steps: 2, continuous: true)
        input.pointerExit()
        InputRecorder.shared.stopRecording()
        window.isHidden = true

        let (replayWindow, replayed) = makeScene()
        let inputs = try InputRecorder.load(path)
        XCTAssertEqual(inputs.compactMap { $0.pointer?.kind }, ["hover", "hover", "scroll", "scroll", "exit"])
        let index = UIApplication.shared.windows.firstIndex(of: replayWindow)!
        let duration = InputRecorder.replay(inputs.map { var i = $0; i.window = index; return i })
        ManualClock.advance(by: duration + 0.5)
        XCTAssertEqual(replayed.log, original.log)
        XCTAssertEqual(original.log, ["hover:began", "hover:changed", "pan:began", "pan:changed", "pan:ended", "hover:ended"])

        try (#"{"t":0,"window":0,"pointer":{"kind":"scroll","x":1}}"#).write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try InputRecorder.load(path)) { error in
            XCTAssertTrue("\(error)".contains(":1: unknown or incomplete pointer input"), "\(error)")
        }
    }
}
