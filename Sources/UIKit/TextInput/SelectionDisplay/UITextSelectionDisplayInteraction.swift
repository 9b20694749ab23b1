import Foundation

/// The system's selection display for a custom text input view (UIKit, iOS 17): a cursor for
/// an empty selection, a highlight and two handles for a range, placed from the text input's
/// `selectedTextRange`, `caretRect(for:)` and `selectionRects(for:)`. Shown only while
/// `isActivated`; `setNeedsSelectionUpdate()` after the selection or layout changes.
///
/// The cursor and handles go in the interaction's view, the highlight in the delegate's
/// container below the text (else the view, behind the others).
@preconcurrency @MainActor
open class UITextSelectionDisplayInteraction: NSObject, UIInteraction {
    public private(set) weak var view: UIView?
    open private(set) weak var textInput: (any UITextInput)?
    open private(set) weak var delegate: (any UITextSelectionDisplayInteractionDelegate)?

    public init(textInput: any UITextInput, delegate: any UITextSelectionDisplayInteractionDelegate) {
        self.textInput = textInput
        self.delegate = delegate
        let start = StandardSelectionHandleView(frame: .zero)
        start.direction = .leading
        let end = StandardSelectionHandleView(frame: .zero)
        end.direction = .trailing
        cursorView = UIStandardTextCursorView(frame: .zero)
        highlightView = StandardSelectionHighlightView(frame: .zero)
        handleViews = [start, end]
        super.init()
    }

    /// Whether the selection views show. UIKit: false until the text input activates it
    /// (usually when it becomes first responder).
    open var isActivated: Bool = false {
        didSet { layoutManagedSubviews() }
    }

    open var cursorView: any UIView & UITextCursorView {
        didSet { replaceManagedView(oldValue, with: cursorView) }
    }

    /// The start's handle, then the end's.
    open var handleViews: [any UIView & UITextSelectionHandleView] {
        didSet {
            oldValue.forEach { $0.removeFromSuperview() }
            installManagedViews()
        }
    }

    open var highlightView: any UIView & UITextSelectionHighlightView {
        didSet { replaceManagedView(oldValue, with: highlightView) }
    }

    // MARK: UIInteraction

    open func willMove(to view: UIView?) {
        if view == nil { managedViews.forEach { $0.removeFromSuperview() } }
    }

    open func didMove(to view: UIView?) {
        self.view = view
        installManagedViews()
    }

    // MARK: Updating

    /// The selection or its geometry changed. Ours: the views move at once.
    open func setNeedsSelectionUpdate() {
        layoutManagedSubviews()
    }

    /// Places the views for the current selection: the cursor on the caret (blinking), or the
    /// highlight on the selection rects and the handles on its ends; all hidden while not
    /// activated or without a selection.
    open func layoutManagedSubviews() {
        guard let view, let textInput, isActivated, let range = textInput.selectedTextRange else {
            managedViews.forEach { $0.isHidden = true }
            cursorView.isBlinking = false
            return
        }
        if range.isEmpty {
            let caret = textInput.caretRect(for: range.start)
            cursorView.frame = convertFromTextInput(caret, to: view)
            cursorView.isHidden = caret.isNull
            cursorView.isBlinking = true
            cursorView.resetBlinkAnimation()
            highlightView.isHidden = true
            handleViews.forEach { $0.isHidden = true }
            return
        }
        cursorView.isBlinking = false
        cursorView.isHidden = true
        let rects = textInput.selectionRects(for: range)
        let container = highlightView.superview ?? view
        highlightView.frame = container.bounds
        highlightView.selectionRects = rects.map {
            ConvertedSelectionRect(rect: convertFromTextInput($0.rect, to: highlightView), base: $0) as UITextSelectionRect
        }
        highlightView.isHidden = false
        let startRect = rects.first(where: \.containsStart)?.rect ?? textInput.caretRect(for: range.start)
        let endRect = rects.last(where: \.containsEnd)?.rect ?? textInput.caretRect(for: range.end)
        for handle in handleViews {
            let isStart = handle.direction == .leading || handle.direction == .top
            let end = isStart ? startRect : endRect
            // The handle stands on the end's edge: a caret-wide rect at the start's leading
            // or the end's trailing side.
            let edge = CGRect(x: isStart ? end.minX : end.maxX, y: end.minY, width: 0, height: end.height)
            handle.frame = handle.preferredFrame(for: convertFromTextInput(edge, to: view))
            handle.isHidden = end.isNull
        }
    }

    // MARK: Internals

    private var managedViews: [UIView] { [cursorView as UIView, highlightView as UIView] + handleViews.map { $0 as UIView } }

    private func installManagedViews() {
        guard let view else { return }
        let below = delegate?.selectionContainerViewBelowText(for: self) ?? view
        if highlightView.superview !== below {
            if below === view { view.insertSubview(highlightView, at: 0) } else { below.addSubview(highlightView) }
        }
        for managed in [cursorView as UIView] + handleViews.map({ $0 as UIView }) where managed.superview !== view {
            view.addSubview(managed)
        }
        layoutManagedSubviews()
    }

    private func replaceManagedView(_ old: UIView, with new: UIView) {
        guard old !== new else { return }
        old.removeFromSuperview()
        installManagedViews()
    }

    /// The text input's geometry is in its own coordinates when it is a view, else the
    /// interaction's view's.
    private func convertFromTextInput(_ rect: CGRect, to target: UIView) -> CGRect {
        guard !rect.isNull else { return rect }
        let source = (textInput as? UIView) ?? view
        guard let source, source !== target else { return rect }
        return source.convert(rect, to: target)
    }
}

/// A selection rect moved into the highlight view's coordinates.
final class ConvertedSelectionRect: UITextSelectionRect {
    private let converted: CGRect
    private let base: UITextSelectionRect

    init(rect: CGRect, base: UITextSelectionRect) {
        converted = rect
        self.base = base
        super.init()
    }

    override var rect: CGRect { converted }
    override var writingDirection: NSWritingDirection { base.writingDirection }
    override var containsStart: Bool { base.containsStart }
    override var containsEnd: Bool { base.containsEnd }
    override var isVertical: Bool { base.isVertical }
}
