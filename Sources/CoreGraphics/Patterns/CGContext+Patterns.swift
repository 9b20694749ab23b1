extension CGContext {
    /// Fills with `pattern` (CoreGraphics): the fill color space must be a pattern space (set
    /// with `setFillColorSpace(_:)`); `components` as for `CGColor(patternSpace:pattern:components:)`.
    public func setFillPattern(_ pattern: CGPattern, colorComponents components: UnsafePointer<CGFloat>) {
        guard let color = patternColor(pattern, in: state.fillColorSpace, components: components) else { return }
        state.fillColor = color
    }

    /// Strokes with `pattern`; the stroke color space must be a pattern space.
    public func setStrokePattern(_ pattern: CGPattern, colorComponents components: UnsafePointer<CGFloat>) {
        guard let color = patternColor(pattern, in: state.strokeColorSpace, components: components) else { return }
        state.strokeColor = color
    }

    private func patternColor(_ pattern: CGPattern, in space: CGColorSpace,
                              components: UnsafePointer<CGFloat>) -> CGColor? {
        guard space.model == .pattern else {
            FrameworkLog.log("CGContext.set…Pattern: the color space is not a pattern space; ignored")
            return nil
        }
        return CGColor(patternSpace: space, pattern: pattern, components: components)
    }
}
