import UIKit

/// Geometry helpers (no isolation).
enum Geometry {
    static func aspectFit(_ size: CGSize, in bounds: CGRect) -> CGRect {
        guard size.width > 0, size.height > 0 else { return .zero }
        let scale = min(bounds.width / size.width, bounds.height / size.height)
        let fitted = CGSize(width: size.width * scale, height: size.height * scale)
        return CGRect(x: bounds.midX - fitted.width / 2, y: bounds.midY - fitted.height / 2,
                      width: fitted.width, height: fitted.height)
    }

    static func rotation(degrees: CGFloat) -> CATransform3D {
        CATransform3DMakeRotation(degrees * .pi / 180, 0, 0, 1)
    }
}

/// Swift 6 mode: `UIScreen` is main-actor isolated, so code reading it is too.
@MainActor
func currentScreenScale() -> CGFloat {
    UIScreen.main.scale
}

/// Or, from nonisolated code that is known to run on the main thread.
func currentScreenScaleAssumingMainThread() -> CGFloat {
    MainActor.assumeIsolated { UIScreen.main.scale }
}
