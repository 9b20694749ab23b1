import Foundation
@_spi(Platform) @_spi(Rendering) import UIKit
import UIKitTesting

/// Issue 7's figures: creating and laying out a `.dateAndTime` wheels picker, and one frame
/// of it spinning under a finger (the touch move, then the end of the run-loop turn: layout,
/// drawing the rows that come into view, compositing the picker into the window's frame
/// buffer).
@MainActor
enum PickerBenchmarks {
    static let pickerFrame = CGRect(x: 35, y: 100, width: 320, height: 216)
    static let start = Date(timeIntervalSinceReferenceDate: 785_520_000) // 22 Nov 2025

    static func makePicker() -> UIDatePicker {
        let picker = UIDatePicker(frame: pickerFrame)
        picker.preferredDatePickerStyle = .wheels
        picker.datePickerMode = .dateAndTime
        picker.locale = Locale(identifier: "en_US")
        picker.timeZone = TimeZone(identifier: "UTC")
        picker.date = start
        return picker
    }

    static func run() {
        for scale in [CGFloat(2), 3] {
            spinning(scale: scale)
        }
    }

    static func spinning(scale: CGFloat) {
        UIScreen.main.updateDisplay(bounds: CGRect(x: 0, y: 0, width: 390, height: 420), scale: scale)
        print("  window 390 × 420 at scale \(Int(scale)), picker 320 × 216 (.dateAndTime, .wheels, en_US)")

        // Create and lay out (the picker's own layout pass, its wheels and their rows).
        let createNs = Measure.nanoseconds(operations: 20) {
            for _ in 0..<20 {
                let picker = makePicker()
                picker.layoutIfNeeded()
                picker.subviews.forEach { $0.layoutIfNeeded() }
            }
        }

        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .systemBackground
        let picker = makePicker()
        window.addSubview(picker)
        window.makeKeyAndVisible()
        let input = InputSimulator(window: window)
        input.runLoopTurn()
        guard let buffer = window.frameBuffer else { fatalError("the window is not composited") }

        // First frame of a new picker in a visible window: layout, every row drawn, composite.
        let firstFrameNs = Measure.nanoseconds(operations: 10) {
            for _ in 0..<10 {
                let fresh = makePicker()
                window.addSubview(fresh)
                input.runLoopTurn()
                fresh.removeFromSuperview()
                input.runLoopTurn()
            }
        }

        // A finger on the date wheel moving 6 points a frame (a brisk drag: a new row comes
        // into view every five or six frames), one frame per 1/60 s, up for 40 frames, then
        // down for 40, and so on: the finger never lifts, so no coasting is measured.
        let finger = 7
        var point = CGPoint(x: pickerFrame.minX + 70, y: pickerFrame.midY)
        input.touchDown(finger, at: point)
        for _ in 0..<10 { // past the pan's slop: the wheel follows the finger from here
            point.y -= 6
            input.touchMove(finger, to: point, timestamp: input.now + 1.0 / 60)
        }
        let framesBefore = buffer.frameCount
        var frame = 0
        var pixels: [Int] = []
        LayerCompositor.shared.presentHandlers.append { painted in
            if painted === buffer { pixels.append(painted.damagedRects.reduce(0) { $0 + Int($1.width * $1.height) }) }
        }
        defer { LayerCompositor.shared.presentHandlers.removeLast() }
        let frameNs = Measure.nanoseconds(operations: 80) {
            for _ in 0..<80 {
                frame += 1
                point.y += (frame / 40) % 2 == 0 ? -6 : 6
                input.touchMove(finger, to: point, timestamp: input.now + 1.0 / 60)
            }
        }
        precondition(buffer.frameCount > framesBefore, "spinning frames are composited")
        input.touchUp(finger, timestamp: input.now + 1.0 / 60)
        input.advance(by: 5)

        // All four wheels coasting at once after flicks: the motion frames alone (the flicks
        // that start them are outside the measurement).
        let clock = ContinuousClock()
        var coastSamples: [Double] = []
        for _ in 0..<7 {
            for column in 0..<4 {
                let x = pickerFrame.minX + [70, 170, 215, 270][column]
                input.drag(from: CGPoint(x: x, y: pickerFrame.maxY - 10), to: CGPoint(x: x, y: pickerFrame.minY + 10), duration: 0.05)
            }
            let elapsed = clock.measure {
                for _ in 0..<20 { input.advance(by: 1.0 / 60) }
            }
            coastSamples.append(Double(elapsed.components.attoseconds) / 1e9 / 20 + Double(elapsed.components.seconds) * 1e9 / 20)
            input.advance(by: 10)
        }
        let coastNs = coastSamples.sorted()[coastSamples.count / 2]
        input.advance(by: 10)

        Measure.report("create and lay out a .dateAndTime wheels picker", createNs / 1e6, unit: "ms")
        Measure.report("first frame of a new picker in the window (layout, draw, composite)", firstFrameNs / 1e6, unit: "ms")
        Measure.report("one frame of the date wheel spinning under a finger (event, layout, draw, composite)", frameNs / 1e6,
                       unit: "ms", goal: "≤ 4 ms")
        Measure.report("  repainted per frame (median; the picker is \(Int(320 * 216 * scale * scale)))",
                       Double(pixels.sorted()[pixels.count / 2]), unit: "pixels")
        Measure.report("one frame with all four wheels coasting after flicks (layout, draw, composite)", coastNs / 1e6, unit: "ms")
        withExtendedLifetime(picker) {}
        window.isHidden = true
    }
}
