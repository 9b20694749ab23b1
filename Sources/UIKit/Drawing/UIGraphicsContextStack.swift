/// UIKit's stack of current graphics contexts. `draw(_:)`, image renderers and
/// `UIGraphicsPushContext` push onto it; drawing functions that take no context
/// (`UIBezierPath.fill()`, `UIColor.setFill()`, `String.draw(in:withAttributes:)`) draw into
/// the top one. One stack per thread, as in UIKit.
final class UIGraphicsContextStack {
    private static let key = "OpenUIKit.UIGraphicsContextStack"
    private var contexts: [CGContext] = []
    /// Contexts begun with `UIGraphicsBeginImageContextWithOptions`, innermost last (nil for
    /// one that could not be created, so that the end call still balances).
    var imageContexts: [(context: CGContext, scale: CGFloat)?] = []

    static var current: UIGraphicsContextStack {
        let dictionary = Thread.current.threadDictionary
        if let stack = dictionary[key] as? UIGraphicsContextStack { return stack }
        let stack = UIGraphicsContextStack()
        dictionary[key] = stack
        return stack
    }

    var top: CGContext? { contexts.last }

    func push(_ context: CGContext) { contexts.append(context) }

    @discardableResult
    func pop() -> CGContext? { contexts.popLast() }
}

/// The current graphics context: the one `draw(_:)` or an image renderer set up, or the
/// last one pushed with `UIGraphicsPushContext`; nil outside drawing.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    UIGraphicsContextStack.current.top
}

/// Makes `context` the current context (until `UIGraphicsPopContext()`).
public func UIGraphicsPushContext(_ context: CGContext) {
    UIGraphicsContextStack.current.push(context)
}

/// Restores the previous current context. Popping an empty stack does nothing.
public func UIGraphicsPopContext() {
    UIGraphicsContextStack.current.pop()
}
