/// A smooth transition between colors at locations from 0 to 1 (CoreGraphics), drawn with
/// `CGContext.drawLinearGradient` / `drawRadialGradient`.
///
/// Colors are kept as sRGB components; when the gradient has a gray space, its colors are first
/// converted to gray, as CoreGraphics converts colors into the gradient's space.
public final class CGGradient: @unchecked Sendable {
    struct Stop: Equatable {
        var location: CGFloat
        var red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    }

    let colorSpace: CGColorSpace?
    let stops: [Stop]

    init(colorSpace: CGColorSpace?, stops: [Stop]) {
        self.colorSpace = colorSpace
        self.stops = stops
    }

    /// With the colors typed (`[CGColor]`); the `CFArray` form below takes iOS code unchanged.
    ///
    /// CoreGraphics: with nil `locations`, the colors are spread evenly from 0 to 1. Returns nil
    /// for an empty color array.
    public convenience init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: UnsafePointer<CGFloat>?) {
        guard !colors.isEmpty else {
            FrameworkLog.log("CGGradient(colorsSpace:colors:locations:): no colors; returning nil")
            return nil
        }
        let stops = colors.enumerated().map { index, color -> Stop in
            let converted = space.flatMap { color.converted(to: $0, intent: .defaultIntent, options: nil) } ?? color
            let c = converted.rgba
            return Stop(location: Self.location(index, of: colors.count, locations),
                        red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
        }
        self.init(colorSpace: space, stops: stops)
    }

    /// CoreGraphics' own signature (`colors as CFArray`): every element must be a `CGColor`;
    /// anything else returns nil with a log line.
    @_disfavoredOverload
    public convenience init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let cgColors = colors.compactMap { $0 as? CGColor }
        guard cgColors.count == colors.count else {
            FrameworkLog.log("CGGradient(colorsSpace:colors:locations:): an element of colors is not a CGColor; returning nil")
            return nil
        }
        self.init(colorsSpace: space, colors: cgColors, locations: locations)
    }

    /// `components` holds `count` colors of `space.numberOfComponents` components plus alpha.
    public convenience init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                             locations: UnsafePointer<CGFloat>?, count: Int) {
        let perColor = space.numberOfComponents + 1
        guard count > 0, perColor > 1 else {
            FrameworkLog.log("CGGradient(colorSpace:colorComponents:locations:count:): nothing to draw; returning nil")
            return nil
        }
        var stops: [Stop] = []
        for index in 0..<count {
            guard let color = CGColor(colorSpace: space, components: components + index * perColor) else { return nil }
            let c = color.rgba
            stops.append(Stop(location: Self.location(index, of: count, locations),
                              red: c.red, green: c.green, blue: c.blue, alpha: c.alpha))
        }
        self.init(colorSpace: space, stops: stops)
    }

    private static func location(_ index: Int, of count: Int, _ locations: UnsafePointer<CGFloat>?) -> CGFloat {
        if let locations {
            let value = locations[index]
            return value.isFinite ? max(0, min(1, value)) : 0
        }
        return count > 1 ? CGFloat(index) / CGFloat(count - 1) : 0
    }
}
