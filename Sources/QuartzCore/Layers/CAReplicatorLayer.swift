@_spi(Rendering) import CoreGraphics

/// A layer that draws its sublayers `instanceCount` times, each copy transformed by
/// `instanceTransform` from the previous one (about the layer's centre) and colored by
/// `instanceColor` plus the offsets times the copy's index (Core Animation).
///
/// `instanceTransform`, `instanceColor` and the four offsets animate as the shape and gradient
/// layers' properties do (read and written by `AnimatableKeyPath`); `instanceCount` does not.
///
/// `instanceDelay` shows copy k's sublayers as their animations were k × delay seconds
/// earlier. `preservesDepth` is stored; the tree is flattened as every layer is.
open class CAReplicatorLayer: CALayer {
    /// Core Animation: 1 (the sublayers drawn once); 0 or less draws none.
    open var instanceCount: Int = 1 {
        didSet { noteAppearanceChange("instanceCount") }
    }

    /// Applied to copy k − 1 to give copy k, about the centre of the layer's bounds.
    /// Core Animation: the identity by default. A transform with depth or perspective is
    /// applied by its 2D part.
    open var instanceTransform: CATransform3D = CATransform3DIdentity {
        didSet { noteAppearanceChange("instanceTransform") }
    }

    /// Multiplies the first copy's colors; Core Animation: opaque white (nil: white).
    open var instanceColor: CGColor? {
        didSet { noteAppearanceChange("instanceColor") }
    }

    /// Added to each color component for every further copy (components stay in 0...1).
    open var instanceRedOffset: Float = 0 {
        didSet { noteAppearanceChange("instanceRedOffset") }
    }

    open var instanceGreenOffset: Float = 0 {
        didSet { noteAppearanceChange("instanceGreenOffset") }
    }

    open var instanceBlueOffset: Float = 0 {
        didSet { noteAppearanceChange("instanceBlueOffset") }
    }

    open var instanceAlphaOffset: Float = 0 {
        didSet { noteAppearanceChange("instanceAlphaOffset") }
    }

    /// Core Animation: copy k shows the sublayers' animations k × `instanceDelay` seconds
    /// behind the first copy (0 by default). A copy whose moment falls before an animation's
    /// start shows the model values (or the backwards fill). While the sublayers' animations
    /// run, every copy follows the frames; once they are removed, every copy shows the model.
    open var instanceDelay: CFTimeInterval = 0 {
        didSet { noteAppearanceChange("instanceDelay") }
    }

    /// Stored; the copies are drawn flattened into the layer's plane (as every layer here).
    open var preservesDepth: Bool = false

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CAReplicatorLayer {
            instanceCount = other.instanceCount
            instanceTransform = other.instanceTransform
            instanceColor = other.instanceColor
            instanceRedOffset = other.instanceRedOffset
            instanceGreenOffset = other.instanceGreenOffset
            instanceBlueOffset = other.instanceBlueOffset
            instanceAlphaOffset = other.instanceAlphaOffset
            instanceDelay = other.instanceDelay
            preservesDepth = other.preservesDepth
        }
    }

    /// Copy `index`'s transform in the layer's space: the instance transform applied
    /// `index` times about the centre of the bounds.
    func instanceAffine(_ index: Int) -> CGAffineTransform {
        let step = instanceTransform.affine
        var total = CGAffineTransform.identity
        for _ in 0..<max(0, index) { total = total.concatenating(step) }
        let center = CGPoint(x: _bounds.midX, y: _bounds.midY)
        return CGAffineTransform(translationX: -center.x, y: -center.y)
            .concatenating(total)
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
    }

    /// Copy `index`'s color multiplier (red, green, blue, alpha), each clamped to 0...1.
    func instanceComponents(_ index: Int) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
        var base: [CGFloat] = [1, 1, 1, 1]
        if let color = instanceColor, let rgba = color.converted(to: CGColorSpace(name: CGColorSpace.sRGB)!,
                                                                  intent: .defaultIntent, options: nil)?.components,
           rgba.count >= 4 {
            base = Array(rgba.prefix(4))
        }
        let k = CGFloat(index)
        func clamp(_ v: CGFloat) -> CGFloat { v.isFinite ? min(1, max(0, v)) : 0 }
        return (clamp(base[0] + k * CGFloat(instanceRedOffset)), clamp(base[1] + k * CGFloat(instanceGreenOffset)),
                clamp(base[2] + k * CGFloat(instanceBlueOffset)), clamp(base[3] + k * CGFloat(instanceAlphaOffset)))
    }
}
