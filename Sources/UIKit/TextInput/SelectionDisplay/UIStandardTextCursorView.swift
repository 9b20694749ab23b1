import Foundation

/// The system's text cursor (UIKit, iOS 17): a bar in the tint color that blinks on the
/// framework clock (every 0.5 s, as the text fields' caret) while `isBlinking`.
@preconcurrency @MainActor
open class UIStandardTextCursorView: UIView, UITextCursorView {
    private let bar = UIView()
    private lazy var blinker = CaretBlinker(caret: bar) { [weak self] in
        guard let self else { return false }
        return self.isBlinking && self.window != nil
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureCursor()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureCursor()
    }

    private func configureCursor() {
        isUserInteractionEnabled = false
        bar.isUserInteractionEnabled = false
        bar.frame = bounds
        bar.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        bar.backgroundColor = tintColor
        addSubview(bar)
    }

    /// Ours: false until set (the selection display interaction sets it for a caret).
    open var isBlinking: Bool = false {
        didSet {
            guard isBlinking != oldValue else { return }
            updateBlinking()
        }
    }

    open func resetBlinkAnimation() {
        updateBlinking()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        bar.backgroundColor = tintColor
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        updateBlinking()
    }

    private func updateBlinking() {
        if isBlinking, window != nil {
            blinker.restart()
        } else {
            blinker.stop()
            bar.isHidden = false
        }
    }

    /// Whether the bar shows at this moment of its blinking (tests and the debugger).
    var isBarShown: Bool { !bar.isHidden }
}
