@_spi(Platform) import QuartzCore

/// Blinks a text object's caret view on the framework clock (UITextField, UITextView): solid
/// while the user types, then about once a second (0.5 s on, 0.5 s off; iOS's exact timing is
/// not documented). Stops, hiding the caret, once the owner says it is no longer active or
/// the caret's window is hidden.
@MainActor
final class CaretBlinker {
    static let interval: TimeInterval = 0.5

    private let caret: UIView
    private let isActive: @MainActor () -> Bool
    private var timer: FrameworkTimer?

    init(caret: UIView, isActive: @escaping @MainActor () -> Bool) {
        self.caret = caret
        self.isActive = isActive
    }

    /// Shows the caret solid and restarts its blinking (hides it when not active).
    func restart() {
        timer?.invalidate()
        timer = nil
        guard isActive() else { return }
        caret.isHidden = false
        schedule()
    }

    func stop() {
        timer?.invalidate()
        timer = nil
        caret.isHidden = true
    }

    private func schedule() {
        timer = FrameworkScheduler.shared.schedule(after: CaretBlinker.interval) { [weak self] in
            guard let self else { return }
            guard self.isActive(), let window = self.caret.window, !window.isHidden else { return self.stop() }
            self.caret.isHidden.toggle()
            self.schedule()
        }
    }
}
