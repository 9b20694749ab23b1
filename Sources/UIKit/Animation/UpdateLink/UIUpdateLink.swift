@_spi(UIKit) import QuartzCore
import Foundation

/// Runs actions at every UI update of a view's or a window scene's display (UIKit, iOS 18),
/// in the phases the actions name.
///
/// OpenUIKit's UI updates are the frames of the framework clock (`ManualClock` in tests): an
/// enabled link is driven by a display link at the screen's rate or its
/// `preferredFrameRateRange`, and runs its actions only while active — its view is in a
/// visible window, or its scene has one. A disabled link, or one whose view leaves the
/// window, runs nothing.
///
/// Differs from UIKit: OpenUIKit's frames are continuous, so `requiresContinuousUpdates` is
/// kept but a passive link is also called at every frame; the low-latency phases run (after
/// the standard ones) for links that want them, though Linux has no low-latency events;
/// `wantsImmediatePresentation` is kept (frames appear at the next refresh). A selector action
/// receives the link as its only argument.
@preconcurrency @MainActor
open class UIUpdateLink: NSObject {
    private enum Source {
        case view(UIView)
        case windowScene(UIWindowScene)
    }

    private struct Action {
        let phase: UIUpdateActionPhase
        /// Called on the main actor only (the link's frames come from the main run loop).
        let run: (UIUpdateLink, UIUpdateInfo) -> Void
    }

    private weak var view: UIView?
    private weak var windowScene: UIWindowScene?
    private var actions: [Action] = []
    private var displayLink: CADisplayLink?
    private var currentInfo: UIUpdateInfo?

    private init(source: Source) {
        switch source {
        case .view(let view): self.view = view
        case .windowScene(let scene): self.windowScene = scene
        }
        super.init()
    }

    /// A link following the updates of `view`'s display while it is in a visible window.
    public convenience init(view: UIView) {
        self.init(source: .view(view))
    }

    public convenience init(view: UIView, actionHandler handler: @escaping (UIUpdateLink, UIUpdateInfo) -> Void) {
        self.init(source: .view(view))
        addAction(handler: handler)
    }

    public convenience init(view: UIView, actionTarget target: Any, selector: Selector) {
        self.init(source: .view(view))
        addAction(target: target, selector: selector)
    }

    /// A link following the updates of the scene's display while the scene has a visible window.
    public convenience init(windowScene: UIWindowScene) {
        self.init(source: .windowScene(windowScene))
    }

    public convenience init(windowScene: UIWindowScene, actionHandler handler: @escaping (UIUpdateLink, UIUpdateInfo) -> Void) {
        self.init(source: .windowScene(windowScene))
        addAction(handler: handler)
    }

    public convenience init(windowScene: UIWindowScene, actionTarget target: Any, selector: Selector) {
        self.init(source: .windowScene(windowScene))
        addAction(target: target, selector: selector)
    }

    /// UIKit: false — a link does nothing until enabled.
    open var isEnabled: Bool = false {
        didSet {
            guard isEnabled != oldValue else { return }
            isEnabled ? start() : stop()
        }
    }

    /// UIKit: false. Kept; OpenUIKit's updates are continuous either way (see the class).
    open var requiresContinuousUpdates: Bool = false
    /// UIKit: false. True also runs the low-latency phases' actions at each update.
    open var wantsLowLatencyEventDispatch: Bool = false
    /// UIKit: false. Kept; frames are presented at the next refresh.
    open var wantsImmediatePresentation: Bool = false
    /// UIKit: `.default` (the display's rate). The link's updates come at a whole number of
    /// display frames closest to the preferred (else maximum) rate.
    open var preferredFrameRateRange: CAFrameRateRange = .default {
        didSet { displayLink?.preferredFrameRateRange = preferredFrameRateRange }
    }

    /// The state of the update whose actions are running; nil outside one.
    open func currentUpdateInfo() -> UIUpdateInfo? {
        currentInfo
    }

    /// Adds an action run in the `beforeCADisplayLinkDispatch` phase (UIKit's default).
    open func addAction(handler: @escaping (UIUpdateLink, UIUpdateInfo) -> Void) {
        addAction(to: .beforeCADisplayLinkDispatch, handler: handler)
    }

    open func addAction(to phase: UIUpdateActionPhase, handler: @escaping (UIUpdateLink, UIUpdateInfo) -> Void) {
        actions.append(Action(phase: phase, run: handler))
    }

    open func addAction(target: Any, selector: Selector) {
        addAction(to: .beforeCADisplayLinkDispatch, target: target, selector: selector)
    }

    /// The target is held strongly, as UIKit's update link holds its action targets.
    open func addAction(to phase: UIUpdateActionPhase, target: Any, selector: Selector) {
        nonisolated(unsafe) let target = target
        actions.append(Action(phase: phase) { link, _ in
            selector.perform(on: target, sender: link, event: nil)
        })
    }

    /// Whether the link's view is in a visible window (or its scene shows one).
    var isActive: Bool {
        guard isEnabled else { return false }
        if let view {
            guard let window = view.window else { return false }
            return !window.isHidden
        }
        if let windowScene {
            return windowScene.windows.contains { !$0.isHidden }
        }
        return false
    }

    private var screen: UIScreen {
        view?.window?.screen ?? windowScene?.screen ?? UIScreen.main
    }

    private func start() {
        // The display link must not keep the update link alive: app code owns it.
        let link = CADisplayLink(refreshRate: screen.maximumFramesPerSecond) { [weak self] displayLink in
            guard let self else { return displayLink.invalidate() }
            self.update(time: displayLink.timestamp, nextFrameTime: displayLink.targetTimestamp)
        }
        link.preferredFrameRateRange = preferredFrameRateRange
        link.add(to: .main, forMode: .common)
        displayLink = link
    }

    private func stop() {
        displayLink?.invalidate()
        displayLink = nil
    }

    /// One UI update: the actions in phase order (in the order added within a phase).
    private func update(time: TimeInterval, nextFrameTime: TimeInterval) {
        guard isActive else { return }
        let lowLatency = wantsLowLatencyEventDispatch
        let info = UIUpdateInfo(modelTime: time, nextFrameTime: nextFrameTime, lowLatency: lowLatency)
        let due = actions.enumerated()
            .filter { lowLatency || !$0.element.phase.isLowLatency }
            .sorted { ($0.element.phase.order, $0.offset) < ($1.element.phase.order, $1.offset) }
            .map(\.element)
        let outer = UIUpdateInfo.inProgress
        currentInfo = info
        UIUpdateInfo.inProgress = info
        defer {
            currentInfo = nil
            UIUpdateInfo.inProgress = outer
        }
        for action in due {
            // An action may disable the link or remove its view: the rest of the update stops.
            guard isActive else { return }
            info.isPerformingLowLatencyPhases = action.phase.isLowLatency
            action.run(self, info)
        }
    }
}
