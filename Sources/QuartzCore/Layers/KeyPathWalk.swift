@_spi(Diagnostics) import CoreGraphics

/// Dotted key paths over layers and emitter cells (Foundation's `value(forKeyPath:)` needs
/// the Objective-C runtime): each component is read with `value(forKey:)`, and a component
/// after an array of emitter cells names a cell (Core Animation's "emitterCells.name.key"),
/// and the rest of a path into a geometry value names one of its fields.
///
/// Core Animation: key paths reach into structure fields ("position.x", "bounds.size.width")
/// and transform fields ("transform.rotation.z", "transform.scale", "transform.translation.x"),
/// for reading and for `setValue(_:forKeyPath:)` — the Core Animation Programming Guide's
/// key-value coding extensions. A field is read as a `CGFloat` (a `CGSize` for
/// "transform.translation"): Core Animation answers an `NSNumber`, but on Linux an `NSNumber`
/// held in `Any` does not cast `as? CGFloat` — the way Swift code on iOS reads it — while a
/// `CGFloat` does.
enum KeyPathWalk {
    static func value(from object: AnyObject, path: Substring) -> Any? {
        let (head, rest) = split(path)
        let value = read(object, key: head)
        guard let rest else { return value }
        if let target = next(value, rest) { return Self.value(from: target.object, path: target.path) }
        return value.flatMap { AnimatableKeyPath.component(of: $0, path: fields(rest)) }
    }

    static func setValue(_ newValue: Any?, on object: AnyObject, path: Substring, api: String) {
        let (head, rest) = split(path)
        guard let rest else {
            write(newValue, to: object, key: head)
            return
        }
        let current = read(object, key: head)
        guard let target = next(current, rest) else {
            if let current, let newValue,
               let replaced = AnimatableKeyPath.replacing(fields(rest), in: current, with: newValue) {
                write(replaced, to: object, key: head)
                return
            }
            FrameworkLog.log("\(api): nothing at \"\(head)\" in the key path \"\(path)\"; nothing set")
            return
        }
        setValue(newValue, on: target.object, path: target.path, api: api)
    }

    private static func fields(_ path: Substring) -> [String] {
        path.split(separator: ".").map(String.init)
    }

    private static func split(_ path: Substring) -> (String, Substring?) {
        guard let dot = path.firstIndex(of: ".") else { return (String(path), nil) }
        return (String(path[..<dot]), path[path.index(after: dot)...])
    }

    /// The object the rest of the path continues from: a layer or cell, or the cell of an
    /// array named by the next component.
    private static func next(_ value: Any?, _ rest: Substring) -> (object: AnyObject, path: Substring)? {
        if let cells = value as? [CAEmitterCell] {
            let (name, remainder) = split(rest)
            guard let cell = cells.first(where: { $0.name == name }) else { return nil }
            guard let remainder else { return nil }
            return (cell, remainder)
        }
        if let layer = value as? CALayer { return (layer, rest) }
        if let cell = value as? CAEmitterCell { return (cell, rest) }
        return nil
    }

    private static func read(_ object: AnyObject, key: String) -> Any? {
        if let layer = object as? CALayer { return layer.value(forKey: key) }
        if let cell = object as? CAEmitterCell { return cell.value(forKey: key) }
        return nil
    }

    private static func write(_ value: Any?, to object: AnyObject, key: String) {
        if let layer = object as? CALayer { layer.setValue(value, forKey: key) }
        if let cell = object as? CAEmitterCell { cell.setValue(value, forKey: key) }
    }
}
