import XCTest
@_exported import GraphicsTesting
@testable @_spi(UIKit) @_spi(Rendering) import QuartzCore
@_spi(Rendering) @_spi(Diagnostics) import CoreGraphics

/// A composited root layer of `size` points at `scale`, detached when the test ends.
@MainActor
func makeCompositedRoot(_ testCase: XCTestCase, size: CGSize = CGSize(width: 100, height: 100),
                        scale: CGFloat = 1) -> (CALayer, FrameBuffer) {
    let root = CALayer()
    root.bounds = CGRect(origin: .zero, size: size)
    root.isContextRoot = true
    let buffer = LayerCompositor.shared.attach(root, scale: scale)
    testCase.addTeardownBlock { @MainActor in LayerCompositor.shared.detach(root) }
    return (root, buffer)
}

@MainActor
func layer(_ frame: CGRect, _ color: CGColor? = nil) -> CALayer {
    let l = CALayer()
    l.frame = frame
    l.backgroundColor = color
    return l
}

let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
