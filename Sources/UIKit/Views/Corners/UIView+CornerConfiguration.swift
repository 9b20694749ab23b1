@_spi(UIKit) import QuartzCore
import Foundation

extension UIView {
    /// iOS 26: how the view's corners are rounded. OpenUIKit resolves it to radii and applies
    /// them to the layer (`cornerRadius`, `maskedCorners`) when set and at each layout, so a
    /// capsule follows the view's size. A layer rounds its masked corners with one radius: when
    /// the corners resolve to different radii, the largest is used for every rounded corner
    /// (Differs from UIKit, which rounds each corner with its own radius).
    ///
    /// Until set, it reads back the layer's uniform corner radius.
    public var cornerConfiguration: UICornerConfiguration {
        get { extras?.iOS26?.cornerConfiguration ?? .uniformCorners(radius: .fixed(layer.cornerRadius)) }
        set {
            let storage = ensureExtras().iOS26 ?? ViewIOS26Storage()
            extras?.iOS26 = storage
            storage.cornerConfiguration = newValue
            _applyCornerConfiguration()
            // Concentric subviews follow the new container shape.
            for subview in subviews { subview.setNeedsLayout() }
        }
    }

    /// The resolved radius of each corner (top left, top right, bottom left, bottom right).
    func _resolvedCornerRadii() -> [CGFloat] {
        guard let configuration = extras?.iOS26?.cornerConfiguration else {
            return Array(repeating: layer.cornerRadius, count: 4)
        }
        let size = bounds.size
        let shortSide = max(0, min(size.width, size.height))
        let corners: [UIRectCorner] = [.topLeft, .topRight, .bottomLeft, .bottomRight]
        switch configuration.shape {
        case .capsule(let maximum):
            var radius = shortSide / 2
            if let maximum { radius = min(radius, max(0, maximum)) }
            return Array(repeating: radius, count: 4)
        case .uniform(let radius):
            let largest = corners.map { _resolve(radius, corner: $0) }.max() ?? 0
            return Array(repeating: min(largest, shortSide / 2), count: 4)
        case let .corners(topLeft, topRight, bottomLeft, bottomRight):
            return zip([topLeft, topRight, bottomLeft, bottomRight], corners).map { radius, corner in
                radius.map { min(_resolve($0, corner: corner), shortSide / 2) } ?? 0
            }
        }
    }

    private func _resolve(_ radius: UICornerRadius, corner: UIRectCorner) -> CGFloat {
        switch radius.kind {
        case .fixed(let value):
            return value
        case .containerConcentric(let minimum):
            return max(minimum ?? 0, _concentricRadius(corner: corner))
        }
    }

    /// UIKit: a concentric corner's radius is the container's corner radius less the distance
    /// between the two corners. The container is the nearest ancestor with a corner
    /// configuration or a rounded layer (here, the larger of the two insets is the distance;
    /// assumed). A Linux window is rectangular: with no rounded ancestor the radius is 0.
    private func _concentricRadius(corner: UIRectCorner) -> CGFloat {
        var ancestor = superview
        while let container = ancestor {
            let containerRadius: CGFloat
            if container.extras?.iOS26?.cornerConfiguration != nil {
                containerRadius = container.effectiveRadius(corner: corner)
            } else {
                containerRadius = container.layer.cornerRadius
            }
            if containerRadius > 0 {
                let frame = container.convert(bounds, from: self), outer = container.bounds
                let dx = corner.contains(.topLeft) || corner.contains(.bottomLeft) ? frame.minX - outer.minX : outer.maxX - frame.maxX
                let dy = corner.contains(.topLeft) || corner.contains(.topRight) ? frame.minY - outer.minY : outer.maxY - frame.maxY
                return max(0, containerRadius - max(dx, dy))
            }
            ancestor = container.superview
        }
        return 0
    }

    func _effectiveRadius(corner: UIRectCorner) -> CGFloat {
        let radii = _resolvedCornerRadii()
        var result: CGFloat = 0
        if corner.contains(.topLeft) { result = max(result, radii[0]) }
        if corner.contains(.topRight) { result = max(result, radii[1]) }
        if corner.contains(.bottomLeft) { result = max(result, radii[2]) }
        if corner.contains(.bottomRight) { result = max(result, radii[3]) }
        return result
    }

    /// Gives the layer the configuration's radii (called when set and before each layout).
    func _applyCornerConfiguration() {
        guard extras?.iOS26?.cornerConfiguration != nil else { return }
        let radii = _resolvedCornerRadii()
        let largest = radii.max() ?? 0
        var masked: CACornerMask = []
        if radii[0] > 0 { masked.insert(.layerMinXMinYCorner) }
        if radii[1] > 0 { masked.insert(.layerMaxXMinYCorner) }
        if radii[2] > 0 { masked.insert(.layerMinXMaxYCorner) }
        if radii[3] > 0 { masked.insert(.layerMaxXMaxYCorner) }
        if layer.cornerRadius != largest { layer.cornerRadius = largest }
        let mask: CACornerMask = masked.isEmpty ? [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner] : masked
        if layer.maskedCorners != mask { layer.maskedCorners = mask }
    }
}
