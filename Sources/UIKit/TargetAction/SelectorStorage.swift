/// A selector's name and, when it has one, its method.
@usableFromInline
final class SelectorStorage: Sendable {
    let name: String
    let method: ActionMethod?

    @usableFromInline
    init(name: String, method: ActionMethod?) {
        self.name = name
        self.method = method
    }

    /// Calls the method, if there is one, reading it in place (no copy of its closures).
    @MainActor
    func invoke(_ target: Any?, _ sender: Any?, _ event: UIEvent?) -> ActionMethod.Outcome? {
        method?.invoke(target, sender, event)
    }
}
