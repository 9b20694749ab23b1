import Foundation
#if canImport(Glibc)
import Glibc
#endif
@_spi(Platform) @_spi(Rendering) import UIKit
import UIKitTesting

/// Issue 16's text view figures: a UITextView holding 10,000 lines in a 390 × 844 window —
/// opening it (text set, first layout and frame), a keystroke to the presented frame (the
/// edit, delegate work, layout, display of what changed, composite) at scale 1 and 2, and the
/// heap a text view takes per megabyte of text.
@MainActor
enum TextViewBenchmarks {
    static let lineCount = 10_000

    static func run() {
        for scale in [CGFloat(1), 2] { measure(scale: scale) }
        pasteTenMegabytes()
        memoryPerMegabyte()
    }

    /// 10,000 lines of 30 to 70 characters (words of a fixed seed).
    static func text(lines: Int, seed: UInt64 = 16) -> String {
        var rng = SeededGenerator(seed: seed)
        let words = ["the", "quick", "brown", "fox", "jumps", "over", "lazy", "dog", "text", "view", "layout",
                     "paragraph", "caret", "glyph", "line", "wrap", "scroll", "frame", "kernel", "pixel"]
        var result: [String] = []
        result.reserveCapacity(lines)
        for index in 0..<lines {
            var line = "\(index)"
            let target = 30 + Int(rng.next() % 41)
            while line.utf8.count < target { line += " " + words[Int(rng.next() % UInt64(words.count))] }
            result.append(line)
        }
        return result.joined(separator: "\n")
    }

    private static func measure(scale: CGFloat) {
        let screen = UIScreen.main
        let oldScale = screen.scale
        screen.updateDisplay(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: scale, refreshRate: 60)
        defer { screen.updateDisplay(bounds: screen.bounds, scale: oldScale, refreshRate: 60) }
        for window in UIApplication.shared.windows { window.isHidden = true }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        let input = InputSimulator(window: window)
        input.runLoopTurn()
        let string = text(lines: lineCount)
        let font = UIFont.systemFont(ofSize: 17)

        // Opening: a new text view given the text, added, laid out and presented.
        var textView = UITextView()
        var openSamples: [Double] = []
        let clock = ContinuousClock()
        for _ in 0..<7 {
            // The previous view is freed before the clock starts.
            textView.removeFromSuperview()
            textView = UITextView()
            input.runLoopTurn()
            let elapsed = clock.measure {
                textView = UITextView(frame: window.bounds)
                textView.font = font
                textView.text = string
                window.addSubview(textView)
                input.runLoopTurn()
            }
            openSamples.append(nanoseconds(elapsed))
        }
        openSamples.sort()
        Measure.report("[scale \(Int(scale))] open a text view of \(lineCount) lines (\(string.utf8.count / 1024) KB), to the first frame",
                       openSamples[openSamples.count / 2] / 1e6, unit: "ms", goal: "≤ 50 ms")

        // Keystrokes in the middle of the text: each typed, then the frame presented.
        textView.becomeFirstResponder()
        let middle = (string as NSString).range(of: "\n\(lineCount / 2) ").location + 3
        textView.selectedRange = NSRange(location: middle, length: 0)
        textView.scrollRangeToVisible(textView.selectedRange)
        input.runLoopTurn()
        let buffer = window.frameBuffer!
        var samples: [Double] = []
        var cpuSamples: [Double] = []
        let frames = buffer.frameCount
        let keys = 700
        for key in 0..<keys {
            let cpuStart = threadCPUNanoseconds()
            let elapsed = clock.measure {
                // Type a word and a space, then delete them again with Backspace (the text
                // stays the size); each key is one sample.
                switch key % 14 {
                case 0..<6: textView.insertText("w")
                case 6: textView.insertText(" ")
                default: textView.deleteBackward()
                }
                input.runLoopTurn()
            }
            cpuSamples.append(threadCPUNanoseconds() - cpuStart)
            samples.append(nanoseconds(elapsed))
        }
        precondition(buffer.frameCount - frames >= keys, "every keystroke presents a frame")
        samples.sort()
        cpuSamples.sort()
        Measure.report("[scale \(Int(scale))] keystroke → presented frame, median", samples[samples.count / 2] / 1000, unit: "µs",
                       goal: scale == 1 ? "≤ 2000 µs" : "≤ 4000 µs")
        Measure.report("[scale \(Int(scale))] keystroke → presented frame, p99", samples[samples.count * 99 / 100] / 1000, unit: "µs",
                       goal: "≤ 8300 µs")
        print(String(format: "  [scale %d] keystroke, thread CPU time: median %.0f µs, p99 %.0f µs, max %.0f µs", Int(scale),
                     cpuSamples[cpuSamples.count / 2] / 1000, cpuSamples[cpuSamples.count * 99 / 100] / 1000,
                     cpuSamples.last! / 1000))
        textView.resignFirstResponder()
        textView.removeFromSuperview()
        window.isHidden = true
        input.runLoopTurn()
    }

    /// Issue 16's bad input: 10 MB pasted into a text view on screen (at the caret, editing),
    /// then the next frame (layout of what is shown, display, composite), then a keystroke.
    static func pasteTenMegabytes() {
        for window in UIApplication.shared.windows { window.isHidden = true }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let input = InputSimulator(window: window)
        let textView = UITextView(frame: window.bounds)
        textView.font = UIFont.systemFont(ofSize: 17)
        textView.text = text(lines: 100, seed: 3)
        window.addSubview(textView)
        textView.becomeFirstResponder()
        input.runLoopTurn()
        var string = text(lines: 200_000, seed: 5)
        string = String(string.utf8.prefix(10 << 20))!
        let clock = ContinuousClock()
        var pasteSamples: [Double] = [], frameSamples: [Double] = [], keySamples: [Double] = [], undoSamples: [Double] = []
        // Thread CPU time of each, as the shared machine's load stretches the wall clock.
        var cpu: [[Double]] = [[], [], [], []]
        func timed(_ index: Int, _ body: () -> Void) -> Double {
            let start = threadCPUNanoseconds()
            let wall = nanoseconds(clock.measure(body))
            cpu[index].append(threadCPUNanoseconds() - start)
            return wall
        }
        for _ in 0..<5 {
            UIPasteboard.general.string = string
            textView.selectedRange = NSRange(location: 0, length: 0)
            input.runLoopTurn()
            pasteSamples.append(timed(0) { textView.paste(nil) })
            frameSamples.append(timed(1) { input.runLoopTurn() })
            keySamples.append(timed(2) {
                textView.insertText("w")
                input.runLoopTurn()
            })
            precondition(textView.text.utf8.count >= 10 << 20, "the paste is accepted whole")
            // Back to the small text: undo the key and the paste.
            textView.undoManager?.undo()
            undoSamples.append(timed(3) {
                textView.undoManager?.undo()
                input.runLoopTurn()
            })
        }
        for (name, samples) in [("paste 10 MB: paste(_:) (text, buffer, paragraphs split)", pasteSamples),
                                ("paste 10 MB: the next frame (layout shown, display, composite)", frameSamples),
                                ("paste 10 MB: then a keystroke → presented frame", keySamples),
                                ("paste 10 MB: undo it → presented frame", undoSamples)] {
            let sorted = samples.sorted()
            Measure.report(name, sorted[sorted.count / 2] / 1e6, unit: "ms", goal: name.contains("next frame") ? "≤ 8.3 ms" : nil)
        }
        let cpuMedians = cpu.map { $0.sorted()[$0.count / 2] / 1e6 }
        print(String(format: "  paste 10 MB, thread CPU time (medians): paste %.1f ms, next frame %.1f ms, keystroke %.1f ms, undo %.1f ms",
                     cpuMedians[0], cpuMedians[1], cpuMedians[2], cpuMedians[3]))
        textView.resignFirstResponder()
        textView.removeFromSuperview()
        window.isHidden = true
        input.runLoopTurn()
    }

    /// The heap a text view holding 1 MB of text (ASCII, 60-character lines) takes once open
    /// and shown, per MB.
    private static func memoryPerMegabyte() {
        for window in UIApplication.shared.windows { window.isHidden = true }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let input = InputSimulator(window: window)
        input.runLoopTurn()
        var string = text(lines: 20_000, seed: 7)
        string = String(string.utf8.prefix(1 << 20))!
        let before = Measure.heapBytes()
        var textView: UITextView? = UITextView(frame: window.bounds)
        textView!.font = UIFont.systemFont(ofSize: 17)
        textView!.text = string
        window.addSubview(textView!)
        input.runLoopTurn()
        let after = Measure.heapBytes()
        Measure.report("text view memory per MB of text (open, first screen laid out)", Double(after - before) / 1_048_576,
                       unit: "MB")
        // Everything laid out (as after scrolling through it all).
        _ = textView!.sizeThatFits(CGSize(width: 390, height: 0))
        let laidOut = Measure.heapBytes()
        Measure.report("text view memory per MB of text (every paragraph laid out)", Double(laidOut - before) / 1_048_576,
                       unit: "MB")
        textView!.removeFromSuperview()
        textView = nil
        window.isHidden = true
    }

    private static func nanoseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
    }

    private static func threadCPUNanoseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
    }
}
