import Foundation

/// The translucent layer a search controller lays over the content while it obscures it; a
/// touch on it ends the search.
final class SearchDimmingView: UIView {
    var onTap: (() -> Void)?

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        onTap?()
    }
}
