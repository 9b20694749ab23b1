import UIKit
import UIKitTesting

/// A target that records which actions ran, with what sender and event.
@MainActor
final class ActionRecorder: NSObject {
    var calls: [String] = []
    var senders: [AnyObject] = []
    var events: [UIEvent] = []

    func plain() { calls.append("plain") }
    func withSender(_ sender: UIControl) {
        calls.append("sender")
        senders.append(sender)
    }
    func withSenderAndEvent(_ sender: UIControl, _ event: UIEvent) {
        calls.append("senderEvent")
        senders.append(sender)
        events.append(event)
    }
    func named(_ name: String) -> () -> Void { { [weak self] in self?.calls.append(name) } }
}

/// Logs every control event of a control, in order, by name.
@MainActor
final class ControlEventLog {
    private(set) var names: [String] = []
    static let all: [(UIControl.Event, String)] = [
        (.touchDown, "TouchDown"), (.touchDownRepeat, "TouchDownRepeat"),
        (.touchDragInside, "TouchDragInside"), (.touchDragOutside, "TouchDragOutside"),
        (.touchDragEnter, "TouchDragEnter"), (.touchDragExit, "TouchDragExit"),
        (.touchUpInside, "TouchUpInside"), (.touchUpOutside, "TouchUpOutside"),
        (.touchCancel, "TouchCancel"), (.valueChanged, "ValueChanged"),
        (.primaryActionTriggered, "PrimaryActionTriggered"),
    ]

    init(_ control: UIControl, excluding: Set<String> = []) {
        for (event, name) in Self.all where !excluding.contains(name) {
            control.addAction(UIAction { [weak self] _ in self?.names.append(name) }, for: event)
        }
    }

    func clear() { names.removeAll() }
}

@MainActor
func makeWindow(_ size: CGSize = CGSize(width: 400, height: 400)) -> (UIWindow, InputSimulator) {
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.makeKeyAndVisible()
    return (window, InputSimulator(window: window))
}
