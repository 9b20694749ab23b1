@_spi(Diagnostics) import CoreGraphics

/// The type-erased method behind a `Selector`: how to call it on a target with a sender and
/// an event, and which targets accept it.
@usableFromInline
struct ActionMethod: Sendable {
    @usableFromInline
    enum Outcome {
        case performed
        case targetMismatch
        case senderMismatch(String)
    }

    let targetType: Any.Type
    let accepts: @Sendable (Any) -> Bool
    let invoke: @MainActor @Sendable (Any?, Any?, UIEvent?) -> Outcome
    /// How many arguments the method takes: 0, 1 (the sender) or 2 (the sender and the event).
    let arity: Int
    /// Whether a value fits the method's first parameter (always true without one).
    let acceptsArgument: @Sendable (Any?) -> Bool

    @usableFromInline
    init<Target: AnyObject>(targetType: Target.Type, arity: Int = 1,
                            acceptsArgument: @escaping @Sendable (Any?) -> Bool = { _ in true },
                            invoke: @escaping @MainActor @Sendable (Any?, Any?, UIEvent?) -> Outcome) {
        self.targetType = Target.self
        self.accepts = { $0 is Target }
        self.invoke = invoke
        self.arity = arity
        self.acceptsArgument = acceptsArgument
    }

    var targetTypeName: String { String(describing: targetType) }
}

extension Selector {
    /// Calls the selector's method on `target`. Returns false (with a log line naming the
    /// problem) when there is no method, the target is of the wrong type, or the sender does
    /// not match the method's sender parameter.
    @MainActor
    @discardableResult
    func perform(on target: Any?, sender: Any?, event: UIEvent?) -> Bool {
        guard let outcome = storage.invoke(target, sender, event) else {
            FrameworkLog.log("Selector \"\(name)\" has no method to invoke on \(target.map { "\(Swift.type(of: $0))" } ?? "nil"); nothing performed")
            return false
        }
        switch outcome {
        case .performed:
            return true
        case .targetMismatch:
            FrameworkLog.log("-[\(target.map { "\(Swift.type(of: $0))" } ?? "nil") \(name)]: unrecognized selector sent to instance (the action belongs to \(method?.targetTypeName ?? "no type")); nothing performed")
            return false
        case .senderMismatch(let expected):
            FrameworkLog.log("Action \"\(name)\" expects a sender of type \(expected) but got \(sender.map { "\(type(of: $0))" } ?? "nil"); nothing performed")
            return false
        }
    }
}
