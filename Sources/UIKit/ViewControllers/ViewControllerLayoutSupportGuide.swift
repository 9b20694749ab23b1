import Foundation

/// The guide behind `topLayoutGuide` / `bottomLayoutGuide`: a layout guide in the root view
/// tied to the root view's edge and to its safe area, which is what the guides became in
/// iOS 11 (`topLayoutGuide.bottomAnchor` is `view.safeAreaLayoutGuide.topAnchor`).
@MainActor
final class ViewControllerLayoutSupportGuide: UILayoutGuide, UILayoutSupport {
    enum Edge { case top, bottom }

    let edge: Edge

    required init?(coder: NSCoder) {
        edge = .top
        super.init(coder: coder)
    }

    init(edge: Edge, in view: UIView) {
        self.edge = edge
        super.init()
        identifier = edge == .top ? "UIViewControllerTopLayoutGuide" : "UIViewControllerBottomLayoutGuide"
        view.addLayoutGuide(self)
        let safeArea = view.safeAreaLayoutGuide
        var constraints = [leadingAnchor.constraint(equalTo: view.leadingAnchor),
                           trailingAnchor.constraint(equalTo: view.trailingAnchor)]
        switch edge {
        case .top:
            constraints += [topAnchor.constraint(equalTo: view.topAnchor),
                            bottomAnchor.constraint(equalTo: safeArea.topAnchor)]
        case .bottom:
            constraints += [topAnchor.constraint(equalTo: safeArea.bottomAnchor),
                            bottomAnchor.constraint(equalTo: view.bottomAnchor)]
        }
        NSLayoutConstraint.activate(constraints)
    }

    /// Read from the safe area, so it is right before any constraint pass has run.
    var length: CGFloat {
        guard let view = owningView else { return 0 }
        return edge == .top ? view.safeAreaInsets.top : view.safeAreaInsets.bottom
    }
}
