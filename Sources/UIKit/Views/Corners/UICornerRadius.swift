import Foundation

/// iOS 26: the radius of one corner in a `UICornerConfiguration`: fixed, or concentric with
/// the view's container.
public struct UICornerRadius: Sendable, Equatable, CustomStringConvertible {
    enum Kind: Sendable, Equatable {
        case fixed(CGFloat)
        /// The container's corner radius less the distance to its corner, at least `minimum`.
        case containerConcentric(minimum: CGFloat?)
    }

    let kind: Kind

    /// A fixed radius in points.
    public static func fixed(_ radius: CGFloat) -> UICornerRadius {
        UICornerRadius(kind: .fixed(max(0, radius)))
    }

    /// A radius that keeps the corner concentric with the container's corner, never below
    /// `minimum`.
    public static func containerConcentric(minimum: CGFloat? = nil) -> UICornerRadius {
        UICornerRadius(kind: .containerConcentric(minimum: minimum))
    }

    public var description: String {
        switch kind {
        case .fixed(let radius): return "fixed(\(radius))"
        case .containerConcentric(let minimum): return "containerConcentric(minimum: \(minimum.map { "\($0)" } ?? "nil"))"
        }
    }
}
