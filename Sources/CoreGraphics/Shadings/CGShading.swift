/// A smooth color transition defined by a function (CoreGraphics): axial, between two points,
/// or radial, between two circles; drawn with `CGContext.drawShading(_:)` over the clip.
///
/// OpenUIKit samples the function at 256 evenly spaced inputs between 0 and 1 and draws the
/// result as a gradient: the first output values are the space's components, the next one,
/// when the function has it, alpha (else opaque).
public final class CGShading: @unchecked Sendable {
    enum Geometry {
        case axial(start: CGPoint, end: CGPoint)
        case radial(start: CGPoint, startRadius: CGFloat, end: CGPoint, endRadius: CGFloat)
    }

    let geometry: Geometry
    let space: CGColorSpace
    let function: CGFunction
    let extendStart: Bool
    let extendEnd: Bool
    /// The sampled colors, made on first draw.
    private var sampled: CGGradient?

    public init?(axialSpace space: CGColorSpace, start: CGPoint, end: CGPoint, function: CGFunction,
                 extendStart: Bool, extendEnd: Bool) {
        guard space.numberOfComponents > 0, start.isFinite, end.isFinite else {
            FrameworkLog.log("CGShading(axialSpace:…): a color space with components and finite points needed; returning nil")
            return nil
        }
        geometry = .axial(start: start, end: end)
        self.space = space
        self.function = function
        self.extendStart = extendStart
        self.extendEnd = extendEnd
    }

    public init?(radialSpace space: CGColorSpace, start: CGPoint, startRadius: CGFloat, end: CGPoint,
                 endRadius: CGFloat, function: CGFunction, extendStart: Bool, extendEnd: Bool) {
        guard space.numberOfComponents > 0, start.isFinite, end.isFinite, startRadius.isFinite, endRadius.isFinite else {
            FrameworkLog.log("CGShading(radialSpace:…): a color space with components and finite geometry needed; returning nil")
            return nil
        }
        geometry = .radial(start: start, startRadius: startRadius, end: end, endRadius: endRadius)
        self.space = space
        self.function = function
        self.extendStart = extendStart
        self.extendEnd = extendEnd
    }

    var options: CGGradientDrawingOptions {
        var options: CGGradientDrawingOptions = []
        if extendStart { options.insert(.drawsBeforeStartLocation) }
        if extendEnd { options.insert(.drawsAfterEndLocation) }
        return options
    }

    /// The function sampled into a gradient.
    func gradient() -> CGGradient? {
        if let sampled { return sampled }
        let count = 256, perColor = space.numberOfComponents + 1
        var components: [CGFloat] = []
        components.reserveCapacity(count * perColor)
        var locations: [CGFloat] = []
        for index in 0..<count {
            let t = CGFloat(index) / CGFloat(count - 1)
            let values = function.values(at: t)
            for component in 0..<perColor - 1 {
                components.append(component < values.count ? values[component] : 0)
            }
            components.append(values.count >= perColor ? values[perColor - 1] : 1)
            locations.append(t)
        }
        sampled = CGGradient(colorSpace: space, colorComponents: components, locations: locations, count: count)
        return sampled
    }
}
