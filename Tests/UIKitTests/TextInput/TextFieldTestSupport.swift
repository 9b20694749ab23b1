import XCTest
import UIKit
import UIKitTesting

/// Records every delegate call, control event and notification of a text field, in order.
@MainActor
final class TextFieldRecorder: UITextFieldDelegate {
    var log: [String] = []
    var shouldBegin = true
    var shouldEnd = true
    var shouldReturn = true
    var shouldClear = true
    /// nil: allow; otherwise decides (and may rewrite the field's text itself).
    var shouldChange: ((UITextField, NSRange, String) -> Bool)?
    private var observers: [NSObjectProtocol] = []

    init(_ field: UITextField) {
        field.delegate = self
        let events: [(UIControl.Event, String)] = [(.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
                                                  (.editingDidEnd, "editingDidEnd"), (.editingDidEndOnExit, "editingDidEndOnExit")]
        for (event, name) in events {
            field.addAction(UIAction { [weak self] _ in self?.log.append(name) }, for: event)
        }
        let notifications: [(Notification.Name, String)] = [
            (UITextField.textDidBeginEditingNotification, "didBeginNotification"),
            (UITextField.textDidChangeNotification, "didChangeNotification"),
            (UITextField.textDidEndEditingNotification, "didEndNotification"),
        ]
        for (name, label) in notifications {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: field, queue: nil) { [weak self] _ in
                MainActor.assumeIsolated { self?.log.append(label) }
            })
        }
    }

    func stopObserving() {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        observers = []
    }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        log.append("shouldBegin")
        return shouldBegin
    }

    func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        log.append("shouldEnd")
        return shouldEnd
    }

    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        log.append("didEnd(\(reason == .committed ? "committed" : "cancelled"))")
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        log.append("shouldChange(\(range.location),\(range.length),\(string))")
        return shouldChange?(textField, range, string) ?? true
    }

    func textFieldDidChangeSelection(_ textField: UITextField) { log.append("didChangeSelection") }

    func textFieldShouldClear(_ textField: UITextField) -> Bool {
        log.append("shouldClear")
        return shouldClear
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        log.append("shouldReturn")
        return shouldReturn
    }
}

@MainActor
enum TextFieldFixture {
    /// A key window with a rounded-rect field at (20, 40), 200 × 34. Keep the window: the
    /// application holds its windows weakly.
    static func make(borderStyle: UITextField.BorderStyle = .roundedRect) -> (UIWindow, UITextField, InputSimulator) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        window.makeKeyAndVisible()
        let field = UITextField(frame: CGRect(x: 20, y: 40, width: 200, height: 34))
        field.borderStyle = borderStyle
        window.addSubview(field)
        window.layoutIfNeeded()
        return (window, field, InputSimulator(window: window))
    }
}

extension UITextField {
    /// The selection as UTF-16 offsets (nil while not editing).
    var selectedOffsets: NSRange? {
        guard let range = selectedTextRange else { return nil }
        return NSRange(location: offset(from: beginningOfDocument, to: range.start),
                       length: offset(from: range.start, to: range.end))
    }
}
