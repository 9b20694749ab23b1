/// The standard edit actions (their methods are in `UIResponder`'s body, so that subclasses can
/// override them). UIKit declares them as optional methods a responder may
/// implement; here every responder has them and the base ones do nothing. Because Swift
/// cannot ask whether a subclass overrides a method, `UIResponder`'s `canPerformAction` answers
/// false for these actions: a responder that implements one also says so in
/// `canPerformAction(_:withSender:)` (as UIKit apps usually do to choose their menu items).
extension UIResponder: UIResponderStandardEditActions {}

/// The standard edit actions as selectors that call them (what `#selector(UIResponderStandardEditActions.copy(_:))`
/// names on iOS): the keyboard shortcuts and the edit menu send these.
@MainActor
enum StandardEditAction {
    static let cut = Selector("cut:", UIResponder.cut(_:))
    static let copy = Selector("copy:", UIResponder.copy(_:))
    static let paste = Selector("paste:", UIResponder.paste(_:))
    static let select = Selector("select:", UIResponder.select(_:))
    static let selectAll = Selector("selectAll:", UIResponder.selectAll(_:))
    static let delete = Selector("delete:", UIResponder.delete(_:))
    static let toggleBoldface = Selector("toggleBoldface:", UIResponder.toggleBoldface(_:))
    static let toggleItalics = Selector("toggleItalics:", UIResponder.toggleItalics(_:))
    static let toggleUnderline = Selector("toggleUnderline:", UIResponder.toggleUnderline(_:))

    /// The names of every standard edit action.
    static let names: Set<String> = [
        "cut:", "copy:", "paste:", "pasteAndMatchStyle:", "pasteAndGo:", "pasteAndSearch:", "select:", "selectAll:",
        "delete:", "makeTextWritingDirectionLeftToRight:", "makeTextWritingDirectionRightToLeft:", "toggleBoldface:",
        "toggleItalics:", "toggleUnderline:", "increaseSize:", "decreaseSize:", "find:", "findAndReplace:", "findNext:",
        "findPrevious:", "useSelectionForFind:", "rename:", "duplicate:", "move:", "export:",
        "updateTextAttributesWithConversionHandler:", "printContent:",
    ]
}
