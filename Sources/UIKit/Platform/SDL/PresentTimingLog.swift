internal import CSDL2
@_spi(Platform) import QuartzCore

/// Frame timing for benchmarks (`OPENUIKIT_PRESENT_LOG=<file>`): the wall-clock time of the
/// first presented frame, and for each input event, the time until a frame that reflects it
/// is presented. One line per fact:
///
///     first-frame <seconds since 1970>
///     latency <ms since the SDL event's timestamp> <ms since OpenUIKit took the event>
@MainActor
final class PresentTimingLog {
    private let file: FileHandle
    private var firstFramePresented = false
    /// The oldest input not yet reflected in a presented frame.
    private var pending: (sdlTicks: UInt32, taken: TimeInterval)?

    init?(environment: [String: String] = ProcessInfo.processInfo.environment) {
        guard let path = environment["OPENUIKIT_PRESENT_LOG"], !path.isEmpty,
              FileManager.default.createFile(atPath: path, contents: nil),
              let file = FileHandle(forWritingAtPath: path) else { return nil }
        self.file = file
    }

    /// An input event (touch, mouse, key) was taken from SDL's queue.
    func inputTaken(_ event: SDL_Event) {
        guard pending == nil else { return }
        pending = (event.common.timestamp, CACurrentMediaTime())
    }

    /// A frame was presented; `changed` when it carried new pixels.
    func framePresented(changed: Bool) {
        if !firstFramePresented {
            firstFramePresented = true
            write(String(format: "first-frame %.6f", Date().timeIntervalSince1970))
        }
        guard changed, let input = pending else { return }
        pending = nil
        let sinceEvent = Double(SDL_GetTicks() &- input.sdlTicks)
        let sinceTaken = (CACurrentMediaTime() - input.taken) * 1000
        write(String(format: "latency %.3f %.3f", max(sinceEvent, sinceTaken), sinceTaken))
    }

    private func write(_ line: String) {
        file.write(Data((line + "\n").utf8))
    }
}
