@_spi(Diagnostics) import CoreGraphics

extension UIGestureRecognizer {
    func _addTarget(_ target: Any, action: Selector) {
        let object = target as AnyObject
        let identity = ObjectIdentifier(object)
        // UIKit keeps a target-action pair once.
        if targetActions.contains(where: { $0.identity == identity && $0.selector == action && $0.target != nil }) { return }
        targetActions.append(GestureTargetAction(target: object, selector: action, handler: nil))
        // So that an archive's action name finds its method again (see UIControl).
        ActionMethodRegistry.register(action)
    }

    func _removeTarget(_ target: Any?, action: Selector?) {
        let identity = target.map { ObjectIdentifier($0 as AnyObject) }
        targetActions.removeAll { entry in
            guard entry.selector != nil else { return target == nil && action == nil }
            let targetMatches = identity == nil || entry.identity == identity
            let actionMatches = action == nil || entry.selector == action
            return targetMatches && actionMatches
        }
    }

    /// A target and an unbound method reference: `addTarget(self, action: Controller.handlePan)`.
    /// The action may take no argument or the recognizer (typed as its concrete class).
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void,
                                             file: StaticString = #fileID, line: UInt = #line) {
        _addTarget(target, action: Selector(Selector.callSiteName(Target.self, file, line), action))
    }

    public func addTarget<Target: AnyObject, Recognizer: UIGestureRecognizer>(
        _ target: Target, action: @escaping (Target) -> (Recognizer) -> Void,
        file: StaticString = #fileID, line: UInt = #line
    ) {
        _addTarget(target, action: Selector(Selector.callSiteName(Target.self, file, line), action))
    }

    /// Closure form: the handler receives the recognizer on every action (began, changed,
    /// ended/recognized, cancelled).
    public func addAction(_ handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        targetActions.append(GestureTargetAction(target: nil, selector: nil, handler: handler))
    }

    /// Creates a recognizer whose action is a closure.
    public convenience init(handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        self.init(target: nil, action: nil)
        addAction(handler)
    }

    /// Sends the action message to every target, in the order they were added. Targets that
    /// were freed are skipped.
    func sendActions() {
        var sawFreedTarget = false
        for entry in targetActions {
            if let handler = entry.handler {
                handler(self)
            } else if let selector = entry.selector {
                guard let target = entry.target else {
                    sawFreedTarget = true
                    continue
                }
                selector.perform(on: target, sender: self, event: nil)
            }
        }
        if sawFreedTarget { targetActions.removeAll { $0.handler == nil && $0.target == nil } }
    }
}

extension Selector {
    /// The name of a selector made from a bare method reference: the target type and the
    /// call site, so that adding the same reference twice from one place is deduplicated.
    static func callSiteName(_ type: Any.Type, _ file: StaticString, _ line: UInt) -> String {
        "\(type).action@\(file):\(line)"
    }
}
