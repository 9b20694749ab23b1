@_spi(Diagnostics) import CoreGraphics
internal import CPango
import Synchronization

/// The process's text system: fontconfig (pinned configuration) and one Pango font map.
/// Pango objects are not thread-safe, and UIKit's string drawing may run on any thread, so all
/// font and Pango work happens under one lock. Nothing inside it calls back into user code.
enum TextEngine {
    private static let state = Mutex<TextEngineState?>(nil)

    static func withState<R>(_ body: (TextEngineState) -> sending R) -> sending R {
        state.withLock { value -> sending R in
            if value == nil { value = TextEngineState() }
            return body(value!)
        }
    }
}
