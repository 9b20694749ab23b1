/// Swift's stand-in for an Objective-C selector: a name plus, optionally, the method it
/// invokes. Like Objective-C selectors, two selectors are equal when their names are equal.
///
/// Porting from iOS: where iOS code writes `#selector(save(_:))` and marks the method
/// `@objc`, write `Selector("save:", Editor.save)` (an unbound method reference; no `@objc`).
/// The three action shapes of UIKit are accepted: `()`, `(sender)` and `(sender, event)`
/// (and `(recognizer)` for gesture recognizers). A name-only `Selector("save:")` can be used
/// to look up, compare and remove actions, but it has no method to call.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// Name and method in one object, so that copying a selector (once per action sent) is
    /// one reference-count operation.
    @usableFromInline let storage: SelectorStorage

    /// The selector's name, as `NSStringFromSelector` would return it.
    public var name: String { storage.name }

    var method: ActionMethod? { storage.method }

    public init(_ name: String) {
        storage = SelectorStorage(name: name, method: nil)
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    @usableFromInline
    init(name: String, method: ActionMethod) {
        storage = SelectorStorage(name: name, method: method)
    }

    // The initializers are inlinable so that the compiler sees the concrete method at the
    // call site and calls it directly (no closure allocation per action). They are
    // nonisolated, as `#selector` is: a timer's or display link's nonisolated target class
    // makes its selector anywhere. The method runs only on the main actor (the action
    // closures are), so it is captured unchecked.

    /// An action that takes no arguments: `func save()`.
    @inlinable
    public init<Target: AnyObject>(_ name: String, _ method: @escaping (Target) -> () -> Void) {
        nonisolated(unsafe) let method = method
        self.init(name: name, method: ActionMethod(targetType: Target.self, arity: 0) { target, _, _ in
            guard let target = ActionTargetCast.cast(target, to: Target.self) else { return .targetMismatch }
            method(target)()
            return .performed
        })
    }

    /// An action that takes the sender: `func save(_ sender: UIButton)`.
    @inlinable
    public init<Target: AnyObject, Sender>(_ name: String, _ method: @escaping (Target) -> (Sender) -> Void) {
        nonisolated(unsafe) let method = method
        self.init(name: name, method: ActionMethod(targetType: Target.self, arity: 1, acceptsArgument: { $0 is Sender }) { target, sender, _ in
            guard let target = ActionTargetCast.cast(target, to: Target.self) else { return .targetMismatch }
            guard let sender = sender as? Sender else { return .senderMismatch("\(Sender.self)") }
            method(target)(sender)
            return .performed
        })
    }

    /// An action that takes the sender and the event: `func save(_ sender: UIButton, forEvent event: UIEvent)`.
    @inlinable
    public init<Target: AnyObject, Sender>(_ name: String, _ method: @escaping (Target) -> (Sender, UIEvent) -> Void) {
        nonisolated(unsafe) let method = method
        self.init(name: name, method: ActionMethod(targetType: Target.self, arity: 2, acceptsArgument: { $0 is Sender }) { target, sender, event in
            guard let target = ActionTargetCast.cast(target, to: Target.self) else { return .targetMismatch }
            guard let sender = sender as? Sender else { return .senderMismatch("\(Sender.self)") }
            // UIKit passes the event that triggered the action; actions sent from code
            // (sendActions(for:)) have none, and an empty event stands in.
            method(target)(sender, event ?? UIEvent())
            return .performed
        })
    }

    /// Whether `object` can perform this selector (Objective-C's `respondsToSelector:`).
    @preconcurrency @MainActor
    public func canBeInvoked(on object: Any) -> Bool {
        method?.accepts(object) ?? false
    }

    public var description: String { name }

    public static func == (lhs: Selector, rhs: Selector) -> Bool { lhs.name == rhs.name }

    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// `NSStringFromSelector`.
public func NSStringFromSelector(_ aSelector: Selector) -> String { aSelector.name }

/// `NSSelectorFromString`: a name-only selector.
public func NSSelectorFromString(_ aSelectorName: String) -> Selector { Selector(aSelectorName) }
