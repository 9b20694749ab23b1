import Foundation

/// The edge swipe's delegate (UIKit has one of its own; an app may replace it): the swipe
/// begins only when there is a controller to pop back to and no transition is running.
@MainActor
final class NavigationPopGestureDelegate: UIGestureRecognizerDelegate {
    weak var navigationController: UINavigationController?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let navigation = navigationController else { return false }
        return navigation.viewControllers.count > 1 && navigation.activeTransition == nil && navigation.interactivePop == nil
    }
}
