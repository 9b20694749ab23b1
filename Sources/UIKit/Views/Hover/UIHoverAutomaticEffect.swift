/// The system's choice of hover effect for the view (UIKit, iOS 17): a highlight here.
public final class UIHoverAutomaticEffect: NSObject, UIHoverEffect, @unchecked Sendable {
    public static func effect() -> UIHoverAutomaticEffect { UIHoverAutomaticEffect() }
}
