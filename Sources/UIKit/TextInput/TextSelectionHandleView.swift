import Foundation

/// A grab handle of a touch selection. UIKit: a selection made with a finger shows two
/// "lollipop" handles in the tint color, a bar as tall as the line at each end with a round
/// knob above the start and below the end; dragging either moves that end. A caret placed
/// with a finger can be dragged too (`.caret`: an invisible area around the caret).
final class TextSelectionHandleView: UIView {
    enum Kind { case start, end, caret }

    let kind: Kind
    weak var controller: TextSelectionHandles?
    /// The caret the handle marks, in the host's coordinates.
    private(set) var caretRect: CGRect = .zero

    /// The knob's diameter and the bar's width (ours; iOS's look about the same).
    static let knobDiameter: CGFloat = 10
    static let barWidth: CGFloat = 2
    /// Room around the drawn handle that a finger may touch.
    static let touchMargin: CGFloat = 12

    init(kind: Kind) {
        self.kind = kind
        super.init(frame: .zero)
        isOpaque = false
        backgroundColor = nil
        contentMode = .redraw
    }

    required init?(coder: NSCoder) {
        kind = .caret
        super.init(coder: coder)
    }

    /// Places the handle on `caret` (the host's coordinates).
    func place(at caret: CGRect) {
        let knob = Self.knobDiameter
        let drawn: CGRect
        switch kind {
        case .start: drawn = CGRect(x: caret.midX - knob / 2, y: caret.minY - knob, width: knob, height: caret.height + knob)
        case .end: drawn = CGRect(x: caret.midX - knob / 2, y: caret.minY, width: knob, height: caret.height + knob)
        case .caret: drawn = CGRect(x: caret.midX - knob / 2, y: caret.minY, width: knob, height: caret.height)
        }
        let frame = drawn.insetBy(dx: -Self.touchMargin, dy: -Self.touchMargin)
        guard frame != self.frame || caret != caretRect else { return }
        caretRect = caret
        self.frame = frame
        setNeedsDisplay()
    }

    /// The knob's center in the host's coordinates (nil for a caret handle).
    var knobCenter: CGPoint? {
        switch kind {
        case .start: return CGPoint(x: caretRect.midX, y: caretRect.minY - Self.knobDiameter / 2)
        case .end: return CGPoint(x: caretRect.midX, y: caretRect.maxY + Self.knobDiameter / 2)
        case .caret: return nil
        }
    }

    override func draw(_ rect: CGRect) {
        guard kind != .caret else { return }
        (tintColor ?? .systemBlue).setFill()
        let margin = Self.touchMargin, knob = Self.knobDiameter, height = caretRect.height
        let midX = bounds.midX
        let barTop = kind == .start ? margin + knob / 2 : margin
        UIBezierPath(rect: CGRect(x: midX - Self.barWidth / 2, y: barTop, width: Self.barWidth, height: height + knob / 2)).fill()
        let knobTop = kind == .start ? margin : margin + height
        UIBezierPath(ovalIn: CGRect(x: midX - knob / 2, y: knobTop, width: knob, height: knob)).fill()
    }

    // MARK: Touches

    /// Where the finger went down (the host's coordinates) and whether it is dragging.
    private var touchStart: CGPoint?
    private var isDragging = false
    /// A pointer's touch (not a finger's): passed on to the host whole.
    private var forwardsTouch = false
    /// Whether the current (or last) touch dragged: a tap on the host may not end it.
    private var dragged = false
    /// Movement past which a finger on a handle drags it rather than tapping.
    static let dragSlop: CGFloat = 4

    // UIKit: a tap on a handle is still a tap on the text (a second tap on the caret selects
    // the word, a third on a word the paragraph), so a handle passes its touches on to the host
    // (the next responder) until the finger moves; then it drags and cancels them for the host.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let host = controller?.host else { return }
        isDragging = false
        dragged = false
        forwardsTouch = touch.type != .direct
        touchStart = forwardsTouch ? nil : touch.location(in: host)
        super.touchesBegan(touches, with: event)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if forwardsTouch { return super.touchesMoved(touches, with: event) }
        guard let touch = touches.first, let host = controller?.host, let start = touchStart else { return }
        let point = touch.location(in: host)
        if !isDragging {
            guard hypot(point.x - start.x, point.y - start.y) > Self.dragSlop else {
                return super.touchesMoved(touches, with: event)
            }
            super.touchesCancelled(touches, with: event)
            isDragging = true
            dragged = true
            controller?.beginDrag(kind, at: start)
        }
        controller?.continueDrag(at: point)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        finishTouch()
        if !isDragging { super.touchesEnded(touches, with: event) }
        isDragging = false
        forwardsTouch = false
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        finishTouch()
        if !isDragging { super.touchesCancelled(touches, with: event) }
        isDragging = false
        forwardsTouch = false
    }

    private func finishTouch() {
        touchStart = nil
        if isDragging { controller?.endDrag() }
    }

    /// A finger on a handle drags the handle: the host's recognizers (a text view's scrolling)
    /// do not begin for it, but taps still do until it drags; a pointer's touch is the host's.
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        gestureRecognizer.view === self || forwardsTouch || (!dragged && gestureRecognizer is UITapGestureRecognizer)
    }
}
