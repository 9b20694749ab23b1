/// The last shadow rendered for a layer and what it was rendered for.
final class ShadowCache {
    struct Key: Hashable, Sendable {
        enum Shape: Hashable, Sendable {
            /// Held (not just its address) so that a new path cannot reuse the address.
            case path(CGPath)
            case background(cornerRadius: CGFloat, corners: UInt)

            static func == (lhs: Shape, rhs: Shape) -> Bool {
                switch (lhs, rhs) {
                case (.path(let a), .path(let b)): return a === b
                case (.background(let ra, let ca), .background(let rb, let cb)): return ra == rb && ca == cb
                default: return false
                }
            }

            func hash(into hasher: inout Hasher) {
                switch self {
                case .path(let path):
                    hasher.combine(0)
                    hasher.combine(ObjectIdentifier(path))
                case .background(let radius, let corners):
                    hasher.combine(1)
                    hasher.combine(radius)
                    hasher.combine(corners)
                }
            }
        }

        var shape: Shape
        /// The layer's bounds (their origin places the shape in the shadow's bitmap).
        var bounds: CGRect
        var radius: CGFloat
        var color: CGColor
        var scale: CGFloat

        func hash(into hasher: inout Hasher) {
            hasher.combine(shape)
            hasher.combine(bounds.origin.x)
            hasher.combine(bounds.origin.y)
            hasher.combine(bounds.size.width)
            hasher.combine(bounds.size.height)
            hasher.combine(radius)
            hasher.combine(color)
            hasher.combine(scale)
        }
    }

    let key: Key
    let shadow: ShadowRasterizer.Shadow

    init(key: Key, shadow: ShadowRasterizer.Shadow) {
        self.key = key
        self.shadow = shadow
    }
}
