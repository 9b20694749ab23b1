import Foundation
import UIKit

/// The Catalog's live log of control events and recognizer states. It also echoes every
/// line to standard output, and to a file when one is given (end-to-end tests read it).
@MainActor
final class EventLog {
    private(set) var lines: [String] = []
    var echo = true
    var onChange: (() -> Void)?
    private var file: FileHandle?

    init(file path: String? = nil) {
        if let path {
            FileManager.default.createFile(atPath: path, contents: nil)
            file = FileHandle(forWritingAtPath: path)
        }
    }

    func append(_ line: String) {
        lines.append(line)
        if echo {
            print("  \(line)")
            fflush(nil)
        }
        file?.write(Data((line + "\n").utf8))
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
