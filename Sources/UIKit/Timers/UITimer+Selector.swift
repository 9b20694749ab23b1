@_spi(Platform) import QuartzCore

extension UITimer {
    /// A timer that sends `aSelector` to `aTarget` (with the timer as the sender) at `date`,
    /// then every `ti` seconds when it repeats; schedule it with `RunLoop.add(_:forMode:)`.
    /// The target is retained until the timer is invalidated (Foundation). The method takes no
    /// argument or the timer: `Selector("tick:", Clock.tick)`.
    public convenience init(fireAt date: Date, interval ti: TimeInterval, target t: Any, selector s: Selector,
                            userInfo ui: Any?, repeats rep: Bool) {
        self.init(fireTime: UITimer.clockTime(for: date), interval: ti, repeats: rep, userInfo: ui,
                  action: .selector(target: t, selector: s))
    }

    /// A selector timer that fires `ti` seconds after it is created; schedule it with
    /// `RunLoop.add(_:forMode:)`.
    public convenience init(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
                            userInfo: Any?, repeats yesOrNo: Bool) {
        self.init(fireTime: MediaClock.shared.now + UITimer.firstDelay(ti), interval: ti, repeats: yesOrNo,
                  userInfo: userInfo, action: .selector(target: aTarget, selector: aSelector))
    }
}
