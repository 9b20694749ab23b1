@_spi(Diagnostics) import CoreGraphics

/// Manages the container and the presented view of a modal presentation (UIKit). A
/// `.custom` presentation asks the presented controller's `transitioningDelegate` for one;
/// subclass it to size and place the presented view and to add chrome around it.
@preconcurrency @MainActor
open class UIPresentationController: NSObject, UIContentContainer, UITraitEnvironment {
    let presentedStorage: UIViewController
    weak var presentingStorage: UIViewController?
    var containerStorage: PresentationContainerView?
    /// The presenter's view while `shouldRemovePresentersView` keeps it out of the window.
    var removedPresenterView: (view: UIView, superview: UIView, index: Int)?
    /// Set by the default `adaptivePresentationStyle(for:)` of a delegate that does not
    /// implement it (see `UIAdaptivePresentationControllerDelegate`).
    var adaptiveStyleNotAnswered = false
    /// The adaptive sheet running a popover's presentation, when it does.
    var adaptiveSheetStorageIfActive: UIPresentationController? { nil }
    /// The popover an adaptive sheet stands in for: its delegate is the sheet's.
    weak var delegateOwner: UIPresentationController?
    /// True while a built-in style (sheet, popover) is on screen through this controller.
    var builtInPresentationActive = false
    /// The controller shown in place of the presented one, from the delegate's
    /// `presentationController(_:viewControllerForAdaptivePresentationStyle:)`.
    var adaptedViewController: UIViewController?

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        presentedStorage = presentedViewController
        presentingStorage = presentingViewController
        super.init()
    }

    open var presentedViewController: UIViewController { presentedStorage }

    /// The object told of adaptation and asked about the user's interactive dismissal.
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// UIKit: the presented controller's style (`.custom` for a presentation controller a
    /// transitioning delegate supplies).
    open var presentationStyle: UIModalPresentationStyle {
        let style = presentedStorage.modalPresentationStyle
        return style == .automatic ? .fullScreen : style
    }

    /// UIKit: the style the delegate asks for in a horizontally compact environment, else
    /// `.none` (no adaptation).
    open var adaptivePresentationStyle: UIModalPresentationStyle {
        adaptivePresentationStyle(for: traitCollection)
    }

    /// UIKit: the delegate's answer for `traitCollection` (its
    /// `adaptivePresentationStyle(for:traitCollection:)`, else `adaptivePresentationStyle(for:)`),
    /// or `.none` without a delegate or an answer.
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        delegateAdaptiveStyle(for: traitCollection) ?? .none
    }

    /// The delegate told of the user's dismissal (an adaptive sheet's is its popover's).
    var effectiveDelegate: (any UIAdaptivePresentationControllerDelegate)? { delegate ?? delegateOwner?.delegate }

    /// The delegate's answer, nil when it has none (it does not implement the methods).
    func delegateAdaptiveStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle? {
        guard let delegate else { return nil }
        adaptiveStyleNotAnswered = false
        let style = delegate.adaptivePresentationStyle(for: self, traitCollection: traitCollection)
        defer { adaptiveStyleNotAnswered = false }
        return adaptiveStyleNotAnswered ? nil : style
    }

    /// UIKit: true by default (the presentation covers the screen); a subclass returns false
    /// to present in the current context only.
    open var shouldPresentInFullscreen: Bool { true }

    /// Traits the presented view controller's environment gets on top of the container's.
    open var overrideTraitCollection: UITraitCollection? {
        didSet { applyPresentationTraits() }
    }

    /// UIKit: the container's traits (the window's, before the presentation its presenter's)
    /// with `overrideTraitCollection` on top.
    open var traitCollection: UITraitCollection {
        var values: TraitValues
        if let container = containerStorage {
            values = container.traitCollection.values
        } else if let presenting = presentingStorage ?? presentedStorage.presentingStorage {
            values = presenting.traitCollection.values
        } else {
            values = UIScreen.main.traitValues
        }
        if let overrideTraitCollection { values.overlay(overrideTraitCollection.values) }
        return UITraitCollection(values: values)
    }

    /// The traits the presented view gets from its presentation (its overrides); a built-in
    /// style adds the elevated level.
    func applyPresentationTraits() {
        guard let view = presentedViewIfShown else { return }
        var overrides = view.traitOverrides
        if let specified = overrideTraitCollection?.values {
            // The specified traits only: an unspecified one keeps the inherited value.
            if specified.horizontalSizeClass != .unspecified { overrides.horizontalSizeClass = specified.horizontalSizeClass }
            if specified.verticalSizeClass != .unspecified { overrides.verticalSizeClass = specified.verticalSizeClass }
            if specified.userInterfaceStyle != .unspecified { overrides.userInterfaceStyle = specified.userInterfaceStyle }
            if specified.layoutDirection != .unspecified { overrides.layoutDirection = specified.layoutDirection }
            if specified.preferredContentSizeCategory != .unspecified {
                overrides.preferredContentSizeCategory = specified.preferredContentSizeCategory
            }
            if specified.userInterfaceLevel != .unspecified { overrides.userInterfaceLevel = specified.userInterfaceLevel }
        }
        if elevatesPresentedContent { overrides.userInterfaceLevel = .elevated }
        view.traitOverrides = overrides
    }

    // MARK: Built-in styles (UIKit's own subclasses override these; see
    // UIViewController+BuiltInPresentation.swift)

    /// Decides how the presentation shows in `traits` (after adaptation) before it begins.
    func builtInPrepare(adaptiveStyle: UIModalPresentationStyle) {}
    /// Puts the chrome and `content` (the presented controller's view) into the container.
    func builtInInstall(_ content: UIView, in container: PresentationContainerView) {
        content.frame = frameOfPresentedViewInContainerView
        container.addSubview(content)
    }
    /// The state before a presentation animates in (and after a dismissal animates out).
    func builtInOffscreenLayout() {}
    /// The presented state.
    func builtInFinalLayout() {}
    /// Removes the chrome once dismissed.
    func builtInTeardown() {}
    /// The view added for the presented controller (the card).
    var builtInShownView: UIView? { presentedStorage.viewIfLoaded }
    /// Assumed: 0.5 s in and 0.35 s out (UIKit's sheets use springs and document no duration).
    var builtInPresentDuration: TimeInterval { 0.5 }
    var builtInDismissDuration: TimeInterval { 0.35 }
    /// Called as the presentation begins (a popover's delegate is asked to prepare it).
    func willBeginBuiltInPresentation(adaptiveStyle: UIModalPresentationStyle) {}
    /// The controller that runs the presentation once adapted (a popover hands it to its
    /// adaptive sheet).
    func builtInActiveController(for adaptiveStyle: UIModalPresentationStyle) -> UIPresentationController { self }
    /// The style the presentation adapts to in `traits` without a delegate answer.
    func builtInDefaultAdaptiveStyle(for traits: UITraitCollection) -> UIModalPresentationStyle { .none }

    /// The view the presentation traits go on (the built-in styles' card).
    var presentedViewIfShown: UIView? { nil }
    /// UIKit: sheets and popovers raise their content to the elevated level.
    var elevatesPresentedContent: Bool { false }

    /// UIKit: the controller that presents; when `init` was given nil it is the one UIKit
    /// picks when the presentation begins.
    open var presentingViewController: UIViewController {
        guard let presenting = presentingStorage ?? presentedStorage.presentingViewController else {
            preconditionFailure("UIPresentationController.presentingViewController read before the presentation began, and init(presentedViewController:presenting:) was given nil")
        }
        return presenting
    }

    /// The view the presentation happens in: it fills the window while presenting.
    open var containerView: UIView? { containerStorage }

    /// UIKit: the presented controller's view, unless a subclass wraps it.
    open var presentedView: UIView? { containerStorage == nil ? nil : presentedStorage.viewIfLoaded }

    /// UIKit: the whole container by default; override to size the presented view.
    open var frameOfPresentedViewInContainerView: CGRect { containerStorage?.bounds ?? .zero }

    /// UIKit: false by default (the presenter's view stays under the presented one); a
    /// subclass returns true to have the presenter's view removed once the presentation ends
    /// (and put back when the dismissal begins).
    open var shouldRemovePresentersView: Bool { false }

    // MARK: Transition hooks (called by UIKit; the defaults do nothing)

    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}

    /// UIKit: called when the container view lays out, before its subviews; set the
    /// presented view's frame here.
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}

    // MARK: UIContentContainer

    open var preferredContentSize: CGSize { presentedStorage.preferredContentSize }

    /// UIKit: a child's preferred size changed: the container lays out again.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        containerStorage?.setNeedsLayout()
    }

    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        containerStorage?.setNeedsLayout()
    }

    /// UIKit: the child fills its parent by default.
    /// The container is about to change size (a rotation); the presenter passes the call here
    /// for a custom presentation.
    ///
    /// UIKit: the default passes it on to the presented view controller; an override that does
    /// not call `super` keeps the presented controller from hearing of the change.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        presentedViewController.viewWillTransition(to: size, with: coordinator)
    }

    /// The container's traits are about to change (a rotation that changes the size classes).
    ///
    /// UIKit: the default passes it on to the presented view controller; call `super`.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        presentedViewController.willTransition(to: newCollection, with: coordinator)
    }

    /// Called with the former traits when the container's traits changed while the
    /// presentation is on screen.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }
}
