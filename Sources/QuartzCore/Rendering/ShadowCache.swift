/// The last shadow rendered for a layer and what it was rendered for.
final class ShadowCache {
    struct Key: Equatable {
        enum Shape: Equatable {
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
        }

        var shape: Shape
        var size: CGSize
        var radius: CGFloat
        var color: CGColor
        var scale: CGFloat
    }

    let key: Key
    let shadow: ShadowRasterizer.Shadow

    init(key: Key, shadow: ShadowRasterizer.Shadow) {
        self.key = key
        self.shadow = shadow
    }
}
