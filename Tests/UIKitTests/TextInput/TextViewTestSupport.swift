import XCTest
import UIKit
import UIKitTesting

/// Records every delegate call and notification of a text view, in order.
@MainActor
final class TextViewRecorder: NSObject, UITextViewDelegate {
    var log: [String] = []
    var shouldBegin = true
    var shouldEnd = true
    var shouldChange = true
    private var observers: [NSObjectProtocol] = []

    init(_ textView: UITextView) {
        super.init()
        textView.delegate = self
        let notifications: [(Notification.Name, String)] = [
            (UITextView.textDidBeginEditingNotification, "didBeginNotification"),
            (UITextView.textDidChangeNotification, "didChangeNotification"),
            (UITextView.textDidEndEditingNotification, "didEndNotification"),
        ]
        for (name, label) in notifications {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: textView, queue: nil) { [weak self] _ in
                MainActor.assumeIsolated { self?.log.append(label) }
            })
        }
    }

    func stopObserving() {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        observers = []
    }

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
        log.append("shouldBegin")
        return shouldBegin
    }

    func textViewDidBeginEditing(_ textView: UITextView) { log.append("didBegin") }

    func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
        log.append("shouldEnd")
        return shouldEnd
    }

    func textViewDidEndEditing(_ textView: UITextView) { log.append("didEnd") }

    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        log.append("shouldChange(\(range.location),\(range.length),\(text))")
        return shouldChange
    }

    func textViewDidChange(_ textView: UITextView) { log.append("didChange") }

    func textViewDidChangeSelection(_ textView: UITextView) { log.append("didChangeSelection") }
}

@MainActor
enum TextViewFixture {
    /// A key window with a 200 × 100 text view at the origin, 17-point system font, typed text
    /// not capitalized. Keep the window: the application holds its windows weakly.
    static func make(text: String = "") -> (UIWindow, UITextView, InputSimulator) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        textView.font = font
        textView.autocapitalizationType = .none
        textView.text = text
        window.addSubview(textView)
        window.layoutIfNeeded()
        return (window, textView, InputSimulator(window: window))
    }

    static let font = UIFont.systemFont(ofSize: 17)

    /// The height of one line of the fixture's font, as string drawing measures it.
    static var lineHeight: CGFloat { size("A").height }

    static func size(_ string: String) -> CGSize {
        NSAttributedString(string: string, attributes: [.font: font]).size()
    }
}

extension UITextView {
    func position(at offset: Int) -> UITextPosition {
        position(from: beginningOfDocument, offset: offset)!
    }
}
