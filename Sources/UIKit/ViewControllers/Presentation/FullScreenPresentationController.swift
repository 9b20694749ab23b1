/// The presentation controller of a `.fullScreen` presentation that runs through a
/// transitioning delegate's animators.
/// UIKit: a full-screen presentation removes the presenter's view once it ends (its
/// controller answers true to `shouldRemovePresentersView`), whoever animates it; only a
/// `.custom` presentation takes its controller from the delegate.
final class FullScreenPresentationController: UIPresentationController {
    override var shouldRemovePresentersView: Bool { true }
}
