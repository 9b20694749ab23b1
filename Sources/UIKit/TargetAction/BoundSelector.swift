internal import CMainThread
/// A selector and the target it is sent to later with at most one argument, by the
/// Foundation APIs that take `target:selector:` (timers, delayed performs). The method's fit
/// is checked when it is registered, as the Objective-C runtime cannot.
struct BoundSelector: @unchecked Sendable {
    // @unchecked: the target is only used on the main thread, where selectors are performed.
    let target: Any
    let selector: Selector

    init(api: String, target: Any, selector: Selector, argument: Any?, argumentDescription: String) {
        Self.validate(api: api, target: target, selector: selector, argument: argument,
                      argumentDescription: argumentDescription)
        self.target = target
        self.selector = selector
    }

    /// Stops with a message naming `api` when the selector has no method, the target is not
    /// of the method's type, or the method's parameters cannot take `argument`.
    static func validate(api: String, target: Any, selector: Selector, argument: Any?, argumentDescription: String) {
        guard let method = selector.method else {
            preconditionFailure("\(api): the selector \"\(selector.name)\" has no method to call; write "
                + "Selector(\"\(selector.name)\", \(type(of: target)).methodName)")
        }
        precondition(method.accepts(target),
                     "\(api): \(type(of: target)) does not implement \"\(selector.name)\" (the selector's method "
                        + "belongs to \(method.targetTypeName))")
        precondition(method.arity < 2,
                     "\(api): \"\(selector.name)\" takes two arguments; this API calls its method with none or "
                        + "one (\(argumentDescription))")
        precondition(method.arity == 0 || method.acceptsArgument(argument),
                     "\(api): \"\(selector.name)\" cannot take the argument this API passes (\(argumentDescription))")
    }

    func perform(with argument: Any?) {
        Self.perform(selector, on: UncheckedValue(target), with: UncheckedValue(argument))
    }

    /// Performs the selector on the main thread: at once when already there, otherwise on the
    /// main queue (OpenUIKit's selectors are main-actor code).
    static func perform(_ selector: Selector, on target: UncheckedValue, with argument: UncheckedValue) {
        if openuikit_is_main_thread() {
            MainActor.assumeIsolated { _ = selector.perform(on: target.value, sender: argument.value, event: nil) }
        } else {
            DispatchQueue.main.async { _ = selector.perform(on: target.value, sender: argument.value, event: nil) }
        }
    }
}

/// A value handed to the main thread as is.
struct UncheckedValue: @unchecked Sendable {
    let value: Any?
    init(_ value: Any?) { self.value = value }
}
