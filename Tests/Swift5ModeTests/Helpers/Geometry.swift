import UIKit

/// Geometry helpers of the kind every iOS code base has (no isolation).
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

    static func pixelAligned(_ rect: CGRect, scale: CGFloat) -> CGRect {
        CGRect(x: (rect.minX * scale).rounded() / scale, y: (rect.minY * scale).rounded() / scale,
               width: (rect.width * scale).rounded() / scale, height: (rect.height * scale).rounded() / scale)
    }
}

/// The screen's scale, read from nonisolated code (Swift 5 mode permits it, with a warning at most).
func currentScreenScale() -> CGFloat {
    UIScreen.main.scale
}
