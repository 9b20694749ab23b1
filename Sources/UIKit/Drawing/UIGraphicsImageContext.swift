@_spi(Rendering) @_spi(Diagnostics) import CoreGraphics

// UIKit's legacy bitmap contexts: begin one (it becomes the current context), draw, take an
// image, end it. `UIGraphicsImageRenderer` is the modern form.

/// Begins an image context of `size` points, transparent, at scale 1.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Begins an image context of `size` points. UIKit: a `scale` of 0 uses the main screen's
/// scale; with `opaque`, alpha is ignored. An empty or oversized size logs and begins no
/// context (`UIGraphicsGetCurrentContext()` stays what it was; ending is still balanced).
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let stack = UIGraphicsContextStack.current
    let effectiveScale = scale > 0 && scale.isFinite ? scale : MainScreenScale.value
    guard size.width > 0, size.height > 0,
          let context = CGContext(size: size, scale: effectiveScale, opaque: opaque) else {
        FrameworkLog.log("UIGraphicsBeginImageContextWithOptions: cannot create a context of size \(size) at scale \(effectiveScale)")
        stack.imageContexts.append(nil)
        return
    }
    stack.imageContexts.append((context, effectiveScale))
    stack.push(context)
}

/// An image of what the current image context holds; nil when the current context is not an
/// image context.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    let stack = UIGraphicsContextStack.current
    guard let entry = stack.imageContexts.last ?? nil, entry.context === stack.top,
          let image = entry.context.makeImage() else { return nil }
    return UIImage(cgImage: image, scale: entry.scale, orientation: .up)
}

/// Ends the innermost image context (and stops it being the current context).
public func UIGraphicsEndImageContext() {
    let stack = UIGraphicsContextStack.current
    guard let entry = stack.imageContexts.popLast() else {
        FrameworkLog.log("UIGraphicsEndImageContext() without a matching begin; ignored")
        return
    }
    if let entry, entry.context === stack.top { stack.pop() }
}
