@_spi(Diagnostics) import CoreGraphics

/// The methods behind the selectors that target-action registrations have used, by name:
/// Swift has no run-time lookup of a method by its selector name (Objective-C's
/// `respondsToSelector:`), so a selector decoded from an archive (a name only) gets its method
/// here, from a registration of a selector of that name whose method accepts the target.
///
/// Process-wide, like the Objective-C runtime's method lists it stands in for; entries are
/// never removed (one per distinct name and target class).
@MainActor
enum ActionMethodRegistry {
    private static var methods: [String: [ActionMethod]] = [:]

    static func register(_ selector: Selector) {
        guard let method = selector.method else { return }
        var known = methods[selector.name, default: []]
        guard !known.contains(where: { $0.targetType == method.targetType }) else { return }
        known.append(method)
        methods[selector.name] = known
    }

    /// A selector with that name and the last registered method that `target` accepts, or a
    /// name-only selector (with a log line) when none is known.
    static func selector(named name: String, for target: AnyObject) -> Selector {
        guard let method = methods[name]?.last(where: { $0.accepts(target) }) else {
            FrameworkLog.log("UIControl init(coder:): no method is known for the selector \"\(name)\" of \(type(of: target)); register the action with Selector(name, Type.method) in this process first")
            return Selector(name)
        }
        return Selector(name: name, method: method)
    }
}
