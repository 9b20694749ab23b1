import Synchronization

/// The one home of OpenUIKit's process-wide state (not Apple API).
///
/// Everything the framework keeps for the whole process is created here, once, as a stored
/// `static let` (a one-time lazy initialization; no lock or cast on the hot paths that read
/// it). The types keep their `shared` accessors, which read these. UIKit adds its own in an
/// extension of this type (`FrameworkEnvironment+UIKit.swift`).
///
/// The contract, by who owns the state:
///
/// - **Global, because Core Animation and UIKit make it global** (one per process on iOS too):
///   - `clock`: the media clock behind `CACurrentMediaTime()`, event timestamps, timers,
///     gesture timeouts and animations. Any thread reads it.
///   - `scheduler`: the framework timers on the main run loop (double-tap windows, long
///     presses, control auto-repeat, animation ticks, delayed performs).
///   - `transactions`: `CATransaction`'s stack and the layer trees and layers that wait for
///     the end of the run-loop turn (layout, display), as in Core Animation.
///   - `compositor`: the frame buffers of the layer trees on screen (one render server).
///   - `animationEngine`: the layers whose animations run, ticked by the scheduler.
///   - `textRenderer`: the text system text layers draw with (UIKit installs it).
///   - `drawProbe`: the stack of drawing passes in progress on the main thread.
///   - `backingStorePool`: pixel memory of dropped backing stores, for the next ones.
///   - `shadowImages`: rendered layer shadows by shape, size and shadow parameters.
///   - the log handler (CoreGraphics' `FrameworkLog`, where tests capture log lines).
///   - UIKit's: `UIApplication.shared`, `UIScreen.main`, `UITraitCollection.current` (stored
///     on their own types: they are the storage of that public API), the view-animation state behind `UIView`'s class methods (`areAnimationsEnabled`, the
///     `beginAnimations` stack), the Objective-C runtime's associated objects and delayed
///     performs, which classes override `draw(_:)`, and the observers of system requests.
/// - **Per application** (on `UIApplication`): its windows and key window, its delegate (kept
///   alive while the app runs), the ignoring-interaction count, its state, background tasks,
///   and the input recorder.
/// - **Per window** (on `UIWindow`): active touches and their routing (the touch tracker),
///   gesture recognizer bookkeeping and arbitration, tap counting, the first responder.
/// - **Per thread** (in the thread's dictionary): the `CATransaction` stack of a thread other
///   than the main one, and UIKit's graphics-context stack (`UIGraphicsGetCurrentContext()`).
///
/// Main-thread state is `@MainActor`; only the clock, the text renderer and UIKit's
/// associated-object table are used from other threads (they lock). Tests start each case
/// from a settled state with UIKitTesting's `UIKitTestEnvironment.reset()`; below UIKit,
/// QuartzCore's tests restart the clock with `restartManualTime()`.
@_spi(Platform)
public enum FrameworkEnvironment {
    /// The media clock (system time in an app, manual time in tests).
    public static let clock = MediaClock()

    /// The framework timers, driven by `clock`.
    @MainActor public static let scheduler = FrameworkScheduler(clock: clock)

    /// The transaction stack and the layout and display queues.
    @MainActor static let transactions = TransactionCenter()

    /// The frame buffers of the layer trees on screen.
    @MainActor static let compositor = LayerCompositor()

    /// The running layer animations.
    @MainActor static let animationEngine = LayerAnimationEngine()

    /// The text system text layers draw with, and whether its absence was reported.
    static let textRenderer = Mutex<(renderer: (any _CATextLayerRenderer)?, reported: Bool)>((nil, false))

    /// The drawing passes in progress (see `_DrawProbe`).
    @MainActor static let drawProbe = DrawPassStack()

    /// Pixel memory of dropped backing stores (see `BackingStorePool`).
    @MainActor static let backingStorePool = BackingStorePool()

    /// Rendered layer shadows shared between layers (see `SharedShadowImages`).
    @MainActor static let shadowImages = SharedShadowImages()

    /// How many model changes layers have had (see `LayerTreeChanges`).
    static let layerChangeCount = Atomic<UInt64>(0)

    /// How many geometry changes layers have had (see `LayerGeometryChanges`).
    static let layerGeometryChangeCount = Atomic<UInt64>(0)
}

/// Per drawing pass in progress (innermost last), whether it reached a default drawing
/// implementation.
@MainActor
final class DrawPassStack {
    var defaultsReached: [Bool] = []
}
