internal import CMainThread
@_spi(Platform) import QuartzCore

// NSObject's perform family with OpenUIKit's `Selector`: the method takes no argument or the
// one given (`Selector("refresh:", Controller.refresh)`). Selectors run on the main thread.
// Differs from Objective-C: the methods return no object (`perform` returns nil), and the
// two-argument `perform(_:with:with:)` is missing (a Selector method takes at most one).

extension NSObject {
    /// Whether this object implements the selector's method (the selector has one and this
    /// object is of its type).
    public func responds(to aSelector: Selector!) -> Bool {
        aSelector?.method?.accepts(self) ?? false
    }

    /// Sends `aSelector` to this object now. Returns nil: Swift methods return no object here.
    @discardableResult
    public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
        BoundSelector(api: "NSObject.perform(_:)", target: self, selector: aSelector, argument: nil,
                      argumentDescription: "no argument").performNow(with: nil, api: "NSObject.perform(_:)")
        return nil
    }

    /// Sends `aSelector` to this object now, with `object` as its argument.
    @discardableResult
    public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
        let api = "NSObject.perform(_:with:)"
        BoundSelector(api: api, target: self, selector: aSelector, argument: object,
                      argumentDescription: "\(object.map { "\(type(of: $0))" } ?? "nil")")
            .performNow(with: object as Any?, api: api)
        return nil
    }

    /// Sends `aSelector` to this object after `delay` seconds on the framework clock (so
    /// `ManualClock` in tests drives it). Target and argument are kept until then.
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
        let api = "NSObject.perform(_:with:afterDelay:)"
        let bound = BoundSelector(api: api, target: self, selector: aSelector, argument: anArgument,
                                  argumentDescription: "\(anArgument.map { "\(type(of: $0))" } ?? "nil")")
        let argument = UncheckedValue(anArgument)
        DelayedPerforms.onMain { $0.schedule(bound, argument: argument, after: delay) }
    }

    /// As `perform(_:with:afterDelay:)`; OpenUIKit has one run-loop mode, so `modes` is not used.
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval,
                        inModes modes: [RunLoop.Mode]) {
        perform(aSelector, with: anArgument, afterDelay: delay)
    }

    /// Cancels every pending `perform(_:with:afterDelay:)` to `aTarget`.
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        let target = UncheckedValue(aTarget)
        DelayedPerforms.onMain { $0.cancel(target: target.value, selector: nil, argument: nil) }
    }

    /// Cancels the pending performs to `aTarget` of `aSelector` whose argument is equal to
    /// `anArgument` (`isEqual(_:)`; nil matches nil).
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any, selector aSelector: Selector,
                                                    object anArgument: Any?) {
        let target = UncheckedValue(aTarget)
        let argument = UncheckedValue(anArgument)
        DelayedPerforms.onMain { $0.cancel(target: target.value, selector: aSelector, argument: argument) }
    }
}

extension BoundSelector {
    /// Performs at once; only on the main thread (there is no waiting for the main queue).
    fileprivate func performNow(with argument: Any?, api: String) {
        precondition(openuikit_is_main_thread(), "\(api): OpenUIKit performs selectors on the main thread only")
        perform(with: argument)
    }
}

/// The pending delayed performs (the Objective-C runtime keeps them in the run loop).
@MainActor
final class DelayedPerforms {
    private static var shared: DelayedPerforms { FrameworkEnvironment.delayedPerforms }

    private struct Pending {
        let bound: BoundSelector
        let argument: UncheckedValue
        let timer: FrameworkTimer
    }

    private var pending: [Int: Pending] = [:]
    private var nextID = 0

    /// Runs `body` on the main thread: now when already there, else on the main queue.
    nonisolated static func onMain(_ body: @escaping @MainActor @Sendable (DelayedPerforms) -> Void) {
        if openuikit_is_main_thread() {
            MainActor.assumeIsolated { body(shared) }
        } else {
            DispatchQueue.main.async { body(shared) }
        }
    }

    func schedule(_ bound: BoundSelector, argument: UncheckedValue, after delay: TimeInterval) {
        nextID += 1
        let id = nextID
        let timer = FrameworkScheduler.shared.schedule(after: max(0, delay)) { [weak self] in
            self?.pending[id] = nil
            bound.perform(with: argument.value)
        }
        pending[id] = Pending(bound: bound, argument: argument, timer: timer)
    }

    func cancel(target: Any?, selector: Selector?, argument: UncheckedValue?) {
        guard let target = target.flatMap(AssociatedValue.object) else { return }
        for (id, request) in pending {
            guard AssociatedValue.object(request.bound.target) === target else { continue }
            if let selector {
                guard request.bound.selector == selector, let argument,
                      Self.equal(request.argument.value, argument.value) else { continue }
            }
            request.timer.invalidate()
            pending[id] = nil
        }
    }

    private static func equal(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (a?, b?):
            if let a = a as? NSObject { return a.isEqual(b) }
            if let a = a as? AnyHashable, let b = b as? AnyHashable { return a == b }
            if let a = AssociatedValue.object(a), let b = AssociatedValue.object(b) { return a === b }
            return false
        default: return false
        }
    }
}
