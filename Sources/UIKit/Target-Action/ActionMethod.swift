@_spi(Diagnostics) import CoreGraphics

/// The type-erased method behind a `Selector`: how to call it on a target with a sender and
/// an event, and which targets accept it.
struct ActionMethod: Sendable {
    enum Outcome {
        case performed
        case targetMismatch
        case senderMismatch(String)
    }

    let targetType: ObjectIdentifier
    let targetTypeName: String
    let accepts: @MainActor @Sendable (AnyObject) -> Bool
    let invoke: @MainActor @Sendable (AnyObject, Any?, UIEvent?) -> Outcome

    init<Target: AnyObject>(targetType: Target.Type, senderType: Any.Type?,
                            invoke: @escaping @MainActor @Sendable (AnyObject, Any?, UIEvent?) -> Outcome) {
        self.targetType = ObjectIdentifier(Target.self)
        self.targetTypeName = String(describing: Target.self)
        self.accepts = { $0 is Target }
        self.invoke = invoke
    }
}

extension Selector {
    /// Calls the selector's method on `target`. Returns false (with a log line naming the
    /// problem) when there is no method, the target is of the wrong type, or the sender does
    /// not match the method's sender parameter.
    @MainActor
    @discardableResult
    func perform(on target: AnyObject, sender: Any?, event: UIEvent?) -> Bool {
        guard let method else {
            FrameworkLog.log("Selector \"\(name)\" has no method to invoke on \(type(of: target)); nothing performed")
            return false
        }
        switch method.invoke(target, sender, event) {
        case .performed:
            return true
        case .targetMismatch:
            FrameworkLog.log("-[\(type(of: target)) \(name)]: unrecognized selector sent to instance (the action belongs to \(method.targetTypeName)); nothing performed")
            return false
        case .senderMismatch(let expected):
            FrameworkLog.log("Action \"\(name)\" expects a sender of type \(expected) but got \(sender.map { "\(type(of: $0))" } ?? "nil"); nothing performed")
            return false
        }
    }
}
