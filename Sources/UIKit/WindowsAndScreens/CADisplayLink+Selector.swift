internal import CMainThread
@_spi(UIKit) import QuartzCore

extension CADisplayLink {
    /// A display link that sends `sel` to `target` at every frame of the main screen (the
    /// target is retained until the link is invalidated, as in Core Animation). The method
    /// takes no argument or the link: `Selector("step:", Game.step)`.
    public convenience init(target: Any, selector sel: Selector) {
        // Off the main thread (where the screen cannot be read) the common 60 Hz.
        let rate = openuikit_is_main_thread() ? MainActor.assumeIsolated { UIScreen.main.maximumFramesPerSecond } : 60
        // The link calls its target on the main thread only.
        nonisolated(unsafe) let target = target
        self.init(refreshRate: rate) { link in
            sel.perform(on: target, sender: link, event: nil)
        }
    }
}

extension UIScreen {
    /// A display link for this screen's refresh rate.
    public func displayLink(withTarget target: Any, selector sel: Selector) -> CADisplayLink? {
        CADisplayLink(refreshRate: maximumFramesPerSecond) { link in
            sel.perform(on: target, sender: link, event: nil)
        }
    }
}
