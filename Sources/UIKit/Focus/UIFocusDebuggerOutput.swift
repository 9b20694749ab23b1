import Foundation

/// What the focus debugger's functions return (UIKit): an object whose `description` is the
/// report (`po UIFocusDebugger.status()` prints it).
@preconcurrency @MainActor
public protocol UIFocusDebuggerOutput: NSObjectProtocol {}

/// The focus debugger's report: lines of text.
final class FocusDebuggerReport: NSObject, UIFocusDebuggerOutput {
    let lines: [String]

    init(_ lines: [String]) {
        self.lines = lines
        super.init()
    }

    override var description: String { lines.joined(separator: "\n") }
    override var debugDescription: String { description }
}
