import XCTest
import UIKitTesting
import FrameworkTestSupport
import UIKit

/// A white panel that lays its controls out in a column (each at its own natural size unless
/// it has a frame size), for snapshot tests.
@MainActor
func controlPanel(width: CGFloat, _ controls: [UIView], spacing: CGFloat = 8) -> UIView {
    var y = spacing
    for control in controls {
        if control.bounds.size == .zero { control.sizeToFit() }
        control.frame.origin = CGPoint(x: spacing, y: y)
        y += control.frame.height + spacing
    }
    let panel = UIView(frame: CGRect(x: 0, y: 0, width: width, height: y))
    panel.backgroundColor = .white
    for control in controls { panel.addSubview(control) }
    // A view outside a window is laid out on request only.
    panel.layoutIfNeeded()
    return panel
}

/// A small square image: a filled circle of `color` on a transparent background.
@MainActor
func dotImage(_ color: UIColor = .black, size: CGFloat = 16) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2
    return UIGraphicsImageRenderer(size: CGSize(width: size, height: size), format: format).image { _ in
        color.setFill()
        UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: size, height: size)).fill()
    }
}

/// The pixel at (x, y) points of `view` drawn over white at scale 1.
@MainActor
func pixelOverWhite(_ view: UIView, _ x: Int, _ y: Int) -> Pixel {
    view.layoutIfNeeded()
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let image = UIGraphicsImageRenderer(bounds: view.bounds, format: format).image { context in
        UIColor.white.setFill()
        context.fill(view.bounds)
        view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
    }
    return image.cgImage!.pixel(x, y)
}
