// Selectors of methods that answer a Bool: an accessibility custom action's method
// (`func delete(_ action: UIAccessibilityCustomAction) -> Bool`) and the like. The answer is
// not passed on (Selector methods return nothing here).
extension Selector {
    /// A method that takes no arguments and answers a Bool: `func archive() -> Bool`.
    @inlinable
    public init<Target: AnyObject>(_ name: String, _ method: @escaping (Target) -> () -> Bool) {
        nonisolated(unsafe) let method = method
        self.init(name: name, method: ActionMethod(targetType: Target.self, arity: 0) { target, _, _ in
            guard let target = ActionTargetCast.cast(target, to: Target.self) else { return .targetMismatch }
            _ = method(target)()
            return .performed
        })
    }

    /// A method that takes the sender and answers a Bool:
    /// `func delete(_ action: UIAccessibilityCustomAction) -> Bool`.
    @inlinable
    public init<Target: AnyObject, Sender>(_ name: String, _ method: @escaping (Target) -> (Sender) -> Bool) {
        nonisolated(unsafe) let method = method
        self.init(name: name, method: ActionMethod(targetType: Target.self, arity: 1, acceptsArgument: { $0 is Sender }) { target, sender, _ in
            guard let target = ActionTargetCast.cast(target, to: Target.self) else { return .targetMismatch }
            guard let sender = sender as? Sender else { return .senderMismatch("\(Sender.self)") }
            _ = method(target)(sender)
            return .performed
        })
    }
}
