import UIKit

/// The Catalog's live log of control events and recognizer states. Headless, it also
/// echoes every line to standard output.
@MainActor
final class EventLog {
    private(set) var lines: [String] = []
    var echo = true
    var onChange: (() -> Void)?

    func append(_ line: String) {
        lines.append(line)
        if echo { print("  \(line)") }
        onChange?()
    }

    /// Logs every touch control event of `control` as "<name>: <event>".
    func observe(_ control: UIControl, name: String) {
        let events: [(UIControl.Event, String)] = [
            (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"),
            (.touchDragInside, "touchDragInside"), (.touchDragOutside, "touchDragOutside"),
            (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
            (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
            (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
            (.primaryActionTriggered, "primaryActionTriggered"),
        ]
        for (event, eventName) in events {
            control.addAction(UIAction { [weak self] _ in self?.append("\(name): \(eventName)") }, for: event)
        }
    }
}
