// Foundation's selector-based timers, with OpenUIKit's `Selector`: the method takes no
// argument or the timer (`Selector("tick:", Game.tick)` for `func tick(_ timer: Timer)`).
//
// Differs from Apple's Foundation: Linux Foundation's `Timer.userInfo` is read-only and nil,
// so `userInfo` is accepted but the method cannot read it from the timer; keep the value in
// the target instead.

extension Timer {
    /// A timer (not yet scheduled) that sends `aSelector` to `aTarget` when it fires. The
    /// target is kept alive until the timer is invalidated, as in Foundation.
    public convenience init(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
                            userInfo: Any?, repeats yesOrNo: Bool) {
        let bound = BoundSelector(api: "Timer(timeInterval:target:selector:userInfo:repeats:)", target: aTarget,
                                  selector: aSelector, argument: Timer.sample, argumentDescription: "the Timer")
        self.init(fire: Date(timeIntervalSinceNow: ti), interval: ti, repeats: yesOrNo) { timer in
            bound.perform(with: timer)
        }
    }

    /// A timer scheduled on the current run loop in the default mode.
    public class func scheduledTimer(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
                                     userInfo: Any?, repeats yesOrNo: Bool) -> Timer {
        let bound = BoundSelector(api: "Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)",
                                  target: aTarget, selector: aSelector, argument: Timer.sample,
                                  argumentDescription: "the Timer")
        let timer = Timer(fire: Date(timeIntervalSinceNow: ti), interval: ti, repeats: yesOrNo) { timer in
            bound.perform(with: timer)
        }
        RunLoop.current.add(timer, forMode: .default)
        return timer
    }

    /// A timer that is never scheduled, to check a method's parameter against.
    private static var sample: Timer { Timer(timeInterval: 0, repeats: false) { _ in } }
}
