/// Describes the writable elements of a view that is not itself a text input, for
/// handwriting into them (UIKit, iOS 14).
@preconcurrency @MainActor
public protocol UIIndirectScribbleInteractionDelegate: NSObjectProtocol {
    /// Identifies an element (such as a search field placeholder).
    associatedtype ElementIdentifier: Hashable

    /// The elements in `rect` (the interaction's view's coordinates).
    func indirectScribbleInteraction(_ interaction: any UIInteraction, requestElementsIn rect: CGRect,
                                     completion: @escaping ([ElementIdentifier]) -> Void)
    /// Whether the element is focused (its text input is first responder).
    func indirectScribbleInteraction(_ interaction: any UIInteraction, isElementFocused elementIdentifier: ElementIdentifier) -> Bool
    /// The element's frame in the interaction's view.
    func indirectScribbleInteraction(_ interaction: any UIInteraction, frameForElement elementIdentifier: ElementIdentifier) -> CGRect
    /// Focuses the element, handing its text input to `completion`.
    func indirectScribbleInteraction(_ interaction: any UIInteraction, focusElementIfNeeded elementIdentifier: ElementIdentifier,
                                     referencePoint focusReferencePoint: CGPoint,
                                     completion: @escaping ((UIResponder & UITextInput)?) -> Void)
    /// Whether to wait for a pause in writing before focusing (default false).
    func indirectScribbleInteraction(_ interaction: any UIInteraction, shouldDelayFocusForElement elementIdentifier: ElementIdentifier) -> Bool
    func indirectScribbleInteraction(_ interaction: any UIInteraction, willBeginWritingInElement elementIdentifier: ElementIdentifier)
    func indirectScribbleInteraction(_ interaction: any UIInteraction, didFinishWritingInElement elementIdentifier: ElementIdentifier)
}

// UIKit: the last three are optional.
extension UIIndirectScribbleInteractionDelegate {
    public func indirectScribbleInteraction(_ interaction: any UIInteraction, shouldDelayFocusForElement elementIdentifier: ElementIdentifier) -> Bool { false }
    public func indirectScribbleInteraction(_ interaction: any UIInteraction, willBeginWritingInElement elementIdentifier: ElementIdentifier) {}
    public func indirectScribbleInteraction(_ interaction: any UIInteraction, didFinishWritingInElement elementIdentifier: ElementIdentifier) {}
}
