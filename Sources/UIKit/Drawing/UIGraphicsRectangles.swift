// UIKit's rectangle functions, drawing into the current context.

/// Fills `rect` with the current fill color. UIKit: with the copy blend mode (the pixels
/// are replaced, alpha included).
public func UIRectFill(_ rect: CGRect) {
    UIRectFillUsingBlendMode(rect, .copy)
}

public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.fill(rect)
    context.restoreGState()
}

/// Draws a one-point frame just inside `rect` with the current fill color (copy blend mode).
public func UIRectFrame(_ rect: CGRect) {
    UIRectFrameUsingBlendMode(rect, .copy)
}

public func UIRectFrameUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let r = rect.standardized
    guard r.width > 0, r.height > 0 else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    let inner = r.insetBy(dx: 1, dy: 1)
    if inner.width > 0, inner.height > 0 {
        context.addRect(r)
        context.addRect(inner)
        context.fillPath(using: .evenOdd)
    } else {
        context.fill(r)
    }
    context.restoreGState()
}

/// Intersects the current context's clip with `rect`.
public func UIRectClip(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.clip(to: rect)
}
