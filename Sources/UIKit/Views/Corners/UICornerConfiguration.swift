import Foundation

/// iOS 26: how a view's corners are rounded (`UIView.cornerConfiguration`). OpenUIKit applies
/// the resolved radii to the layer's `cornerRadius` and `maskedCorners` (see
/// `UIView+CornerConfiguration.swift`).
public struct UICornerConfiguration: Sendable, Equatable, CustomStringConvertible {
    enum Shape: Sendable, Equatable {
        /// Radii per corner; nil leaves a corner square.
        case corners(topLeft: UICornerRadius?, topRight: UICornerRadius?, bottomLeft: UICornerRadius?, bottomRight: UICornerRadius?)
        /// One radius for every corner: the largest the corners resolve to.
        case uniform(UICornerRadius)
        case capsule(maximumRadius: CGFloat?)
    }

    let shape: Shape

    init(shape: Shape) { self.shape = shape }

    /// The same radius for all corners (when it resolves differently per corner, the largest).
    public static func uniformCorners(radius: UICornerRadius) -> UICornerConfiguration {
        UICornerConfiguration(shape: .uniform(radius))
    }

    /// The radius applied to each corner on its own (a concentric radius may differ per corner).
    public static func corners(radius: UICornerRadius) -> UICornerConfiguration {
        UICornerConfiguration(shape: .corners(topLeft: radius, topRight: radius, bottomLeft: radius, bottomRight: radius))
    }

    public static func corners(topLeftRadius: UICornerRadius? = nil, topRightRadius: UICornerRadius? = nil,
                               bottomLeftRadius: UICornerRadius? = nil, bottomRightRadius: UICornerRadius? = nil) -> UICornerConfiguration {
        UICornerConfiguration(shape: .corners(topLeft: topLeftRadius, topRight: topRightRadius,
                                              bottomLeft: bottomLeftRadius, bottomRight: bottomRightRadius))
    }

    /// Half the shorter side, following the view's size, at most `maximumRadius`.
    public static func capsule(maximumRadius: Double? = nil) -> UICornerConfiguration {
        UICornerConfiguration(shape: .capsule(maximumRadius: maximumRadius.map { CGFloat($0) }))
    }

    public static func uniformTopRadius(_ topRadius: UICornerRadius, bottomLeftRadius: UICornerRadius? = nil,
                                        bottomRightRadius: UICornerRadius? = nil) -> UICornerConfiguration {
        corners(topLeftRadius: topRadius, topRightRadius: topRadius, bottomLeftRadius: bottomLeftRadius, bottomRightRadius: bottomRightRadius)
    }

    public static func uniformBottomRadius(_ bottomRadius: UICornerRadius, topLeftRadius: UICornerRadius? = nil,
                                           topRightRadius: UICornerRadius? = nil) -> UICornerConfiguration {
        corners(topLeftRadius: topLeftRadius, topRightRadius: topRightRadius, bottomLeftRadius: bottomRadius, bottomRightRadius: bottomRadius)
    }

    public static func uniformLeftRadius(_ leftRadius: UICornerRadius, topRightRadius: UICornerRadius? = nil,
                                         bottomRightRadius: UICornerRadius? = nil) -> UICornerConfiguration {
        corners(topLeftRadius: leftRadius, topRightRadius: topRightRadius, bottomLeftRadius: leftRadius, bottomRightRadius: bottomRightRadius)
    }

    public static func uniformRightRadius(_ rightRadius: UICornerRadius, topLeftRadius: UICornerRadius? = nil,
                                          bottomLeftRadius: UICornerRadius? = nil) -> UICornerConfiguration {
        corners(topLeftRadius: topLeftRadius, topRightRadius: rightRadius, bottomLeftRadius: bottomLeftRadius, bottomRightRadius: rightRadius)
    }

    public static func uniformEdges(topRadius: UICornerRadius, bottomRadius: UICornerRadius) -> UICornerConfiguration {
        corners(topLeftRadius: topRadius, topRightRadius: topRadius, bottomLeftRadius: bottomRadius, bottomRightRadius: bottomRadius)
    }

    public static func uniformEdges(leftRadius: UICornerRadius, rightRadius: UICornerRadius) -> UICornerConfiguration {
        corners(topLeftRadius: leftRadius, topRightRadius: rightRadius, bottomLeftRadius: leftRadius, bottomRightRadius: rightRadius)
    }

    public var description: String {
        switch shape {
        case .capsule(let maximum): return "UICornerConfiguration(capsule, maximumRadius: \(maximum.map { "\($0)" } ?? "nil"))"
        case .uniform(let radius): return "UICornerConfiguration(uniform: \(radius))"
        case let .corners(topLeft, topRight, bottomLeft, bottomRight):
            func text(_ radius: UICornerRadius?) -> String { radius.map { "\($0)" } ?? "square" }
            return "UICornerConfiguration(topLeft: \(text(topLeft)), topRight: \(text(topRight)), bottomLeft: \(text(bottomLeft)), bottomRight: \(text(bottomRight)))"
        }
    }
}
