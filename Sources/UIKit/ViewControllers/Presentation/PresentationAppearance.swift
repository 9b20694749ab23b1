/// The appearance callbacks of one presentation or dismissal through a presentation
/// controller.
///
/// UIKit: they follow the transition, not the views' moves in and out of the window. The
/// presented controller's `viewWillAppear` comes before the animator runs and its
/// `viewDidAppear` when the transition completes (a dismissal likewise with the disappear
/// callbacks), and a cancelled transition reverses them: a cancelled interactive dismissal
/// ends with the presented controller's `viewWillAppear` and `viewDidAppear`. The presenting
/// controller takes part only when the presentation removes its view; otherwise (a custom
/// presentation over it) its callbacks are the animator's to send.
@MainActor
final class PresentationAppearance {
    private let presented: UIViewController
    private let presenting: UIViewController?
    private let visible: Bool
    private var animated = false
    private var savedManagement: [(UIViewController, Bool)] = []

    init(presented: UIViewController, presenting: UIViewController, removesPresenter: Bool, visible: Bool) {
        self.presented = presented
        self.presenting = removesPresenter && presenting !== presented ? presenting : nil
        self.visible = visible
    }

    private var participants: [UIViewController] { [presented] + (presenting.map { [$0] } ?? []) }

    /// The will… callbacks: the leaving controller's first. While the transition runs, the
    /// views' window moves call nothing on these controllers.
    func begin(presenting isPresentation: Bool, animated: Bool) {
        guard visible else { return }
        // UIKit: viewDidLoad comes before viewWillAppear.
        if isPresentation { presented.loadViewIfNeeded() }
        self.animated = animated
        savedManagement = participants.map { ($0, $0.appearanceManagedByContainer) }
        for controller in participants { controller.appearanceManagedByContainer = true }
        if isPresentation {
            presenting?.beginAppearanceTransitionIfNeeded(appearing: false, animated: animated)
            presented.beginAppearanceTransitionIfNeeded(appearing: true, animated: animated)
        } else {
            presented.beginAppearanceTransitionIfNeeded(appearing: false, animated: animated)
            presenting?.beginAppearanceTransitionIfNeeded(appearing: true, animated: animated)
        }
    }

    /// The did… callbacks of a completed transition, or the reversal of a cancelled one (the
    /// controller that was arriving leaves, then the one that was leaving comes back).
    func end(presenting isPresentation: Bool, completed: Bool) {
        guard visible, !savedManagement.isEmpty else { return }
        let leaving = isPresentation ? presenting : presented
        let arriving = isPresentation ? presented : presenting
        if completed {
            leaving?.endAppearanceTransitionIfNeeded(appearing: false, animated: animated)
            arriving?.endAppearanceTransitionIfNeeded(appearing: true, animated: animated)
        } else {
            arriving?.beginAppearanceTransitionIfNeeded(appearing: false, animated: animated)
            arriving?.endAppearanceTransitionIfNeeded(appearing: false, animated: animated)
            leaving?.beginAppearanceTransitionIfNeeded(appearing: true, animated: animated)
            leaving?.endAppearanceTransitionIfNeeded(appearing: true, animated: animated)
        }
        for (controller, managed) in savedManagement { controller.appearanceManagedByContainer = managed }
        savedManagement.removeAll()
    }
}
