/// The presentation controller of a `.fullScreen` presentation that runs through a
/// transitioning delegate's animators.
/// UIKit: for `.fullScreen` "the views belonging to the presenting view controller are
/// removed after the presentation completes" (UIModalPresentationStyle docs); Apple's
/// CustomTransitions sample notes that the full-screen presentation controller answers true to
/// `shouldRemovePresentersView`, whoever animates. Only a `.custom` presentation takes its
/// controller from the delegate.
final class FullScreenPresentationController: UIPresentationController {
    override var shouldRemovePresentersView: Bool { true }
}
