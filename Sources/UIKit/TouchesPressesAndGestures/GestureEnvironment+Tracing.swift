@_spi(Diagnostics) import CoreGraphics
@_spi(Platform) import QuartzCore

/// Trace lines: each transition, which recognizers a new touch goes to, and why a recognizer
/// failed, waited or was prevented (`UIWindow.openUIKitGestureTraceHandler`,
/// `OPENUIKIT_TRACE_GESTURES=1`).
extension GestureEnvironment {

    var isTracing: Bool { traceHandler != nil || Self.traceFromEnvironment }

    func trace(_ recognizer: UIGestureRecognizer, _ message: @autoclosure () -> String) {
        guard isTracing else { return }
        emit("[gesture] \(describe(recognizer)) \(message())")
    }

    func trace(_ message: @autoclosure () -> String) {
        guard isTracing else { return }
        emit("[gesture] \(message())")
    }

    func emit(_ line: String) {
        if let traceHandler { traceHandler(line) }
        if Self.traceFromEnvironment { FrameworkLog.log(line) }
    }

    func describe(_ recognizer: UIGestureRecognizer) -> String {
        "\(type(of: recognizer))" + (recognizer.name.map { " \"\($0)\"" } ?? "")
    }
}
