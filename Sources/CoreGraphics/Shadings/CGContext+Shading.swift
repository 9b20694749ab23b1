extension CGContext {
    /// Paints `shading` over the current clip (CoreGraphics), extended past its ends as the
    /// shading asks.
    public func drawShading(_ shading: CGShading) {
        guard let gradient = shading.gradient() else { return }
        switch shading.geometry {
        case let .axial(start, end):
            drawLinearGradient(gradient, start: start, end: end, options: shading.options)
        case let .radial(start, startRadius, end, endRadius):
            drawRadialGradient(gradient, startCenter: start, startRadius: startRadius, endCenter: end,
                               endRadius: endRadius, options: shading.options)
        }
    }
}
