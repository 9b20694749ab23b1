// Find in a text view (iOS 16): `isFindInteractionEnabled` adds a find interaction whose
// sessions search the text view itself (it adopts UITextSearching), and the responder's
// find actions drive it.
// (`isFindInteractionEnabled` and `findInteraction` are in the class, so that subclasses can
// override them.)
extension UITextView {
    func setFindInteractionEnabled(_ newValue: Bool) {
        guard newValue != (findState?.interaction != nil) else { return }
        let state = ensureFindState()
        if newValue {
            let interaction = UIFindInteraction(sessionDelegate: state)
            state.interaction = interaction
            addInteraction(interaction)
        } else if let interaction = state.interaction {
            interaction.dismissFindNavigator()
            state.interaction = nil
            removeInteraction(interaction)
        }
    }

    func ensureFindState() -> TextViewFindState {
        if let findState { return findState }
        let state = TextViewFindState(textView: self)
        findState = state
        return state
    }

    /// nil: not a find action. UIKit: the find actions need the find interaction; replacing
    /// needs an editable view, using the selection a selection.
    func canPerformFindAction(_ action: Selector) -> Bool? {
        switch action.name {
        case "find:", "findNext:", "findPrevious:":
            return isFindInteractionEnabled
        case "findAndReplace:":
            return isFindInteractionEnabled && isEditable
        case "useSelectionForFind:":
            return isFindInteractionEnabled && selectedRange.length > 0
        default:
            return nil
        }
    }

    func performFind(replacing: Bool) {
        findInteraction?.presentFindNavigator(showingReplace: replacing && isEditable)
    }

    /// The selected text becomes the query.
    func performUseSelectionForFind() {
        guard let interaction = findInteraction, selectedRange.length > 0 else { return }
        interaction.searchText = (text as NSString).substring(with: buffer.clamped(selectedRange))
    }
}

/// A text view's find bookkeeping: the interaction's session delegate and the matches it
/// decorates, drawn as tinted rectangles behind the text.
@MainActor
final class TextViewFindState: NSObject, UIFindInteractionDelegate {
    private(set) weak var textView: UITextView?
    var interaction: UIFindInteraction?
    /// Decorated matches (UTF-16 ranges) and their styles.
    private(set) var decorations: [NSRange: UITextSearchFoundTextStyle] = [:]
    private var highlightViews: [UIView] = []

    init(textView: UITextView) {
        self.textView = textView
        super.init()
    }

    func findInteraction(_ interaction: UIFindInteraction, sessionFor view: UIView) -> UIFindSession? {
        guard let textView else { return nil }
        return UITextSearchingFindSession(searchableObject: textView)
    }

    func decorate(_ range: NSRange, style: UITextSearchFoundTextStyle) {
        if style == .normal { decorations[range] = nil } else { decorations[range] = style }
        redraw()
    }

    func clear() {
        guard !decorations.isEmpty || !highlightViews.isEmpty else { return }
        decorations = [:]
        redraw()
    }

    /// UIKit tints found matches lightly and the current one strongly (yellow).
    static let foundColor = UIColor(red: 1, green: 0.9, blue: 0.3, alpha: 0.35)
    static let highlightedColor = UIColor(red: 1, green: 0.85, blue: 0, alpha: 1)

    /// Rebuilds the tinted rectangles, behind the text's tiles.
    func redraw() {
        for view in highlightViews { view.removeFromSuperview() }
        highlightViews = []
        guard let textView else { return }
        let content = textView.contentView
        for (range, style) in decorations.sorted(by: { $0.value.rawValue < $1.value.rawValue }) {
            for rect in textView.selectionRectValues(for: range) {
                let view = UIView(frame: textView.convert(rect, to: content))
                view.isUserInteractionEnabled = false
                view.backgroundColor = style == .highlighted ? Self.highlightedColor : Self.foundColor
                view.layer.cornerRadius = 2
                content.insertSubview(view, at: highlightViews.count)
                highlightViews.append(view)
            }
        }
    }

    var highlightedRanges: [NSRange] { decorations.filter { $0.value == .highlighted }.map(\.key) }
    var foundRanges: [NSRange] { decorations.filter { $0.value == .found }.map(\.key).sorted { $0.location < $1.location } }
}
