/// The system's choice of hover effect for the view (UIKit, iOS 17): a highlight here.
public struct UIHoverAutomaticEffect: UIHoverEffect {
    public init() {}
}
