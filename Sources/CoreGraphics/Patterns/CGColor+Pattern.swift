extension CGColor {
    /// A pattern color (CoreGraphics): `pattern`'s cells repeated wherever the color fills or
    /// strokes. `space` is a pattern space (`CGColorSpace(patternBaseSpace:)`); `components`
    /// are alpha alone for a colored pattern, or the base space's components then alpha for an
    /// uncolored one, which paints its cells in that color.
    ///
    /// Returns nil when `space` is not a pattern space, an uncolored pattern's space has no base
    /// space, or the pattern's step is empty.
    public convenience init?(patternSpace space: CGColorSpace, pattern: CGPattern, components: UnsafePointer<CGFloat>) {
        guard space.model == .pattern else {
            FrameworkLog.log("CGColor(patternSpace:pattern:components:): not a pattern color space; returning nil")
            return nil
        }
        let tile: CGImage?
        let alpha: CGFloat
        if pattern.isColored {
            tile = pattern.tile()
            alpha = components[0]
        } else {
            guard let base = space.baseColorSpace,
                  let color = CGColor(colorSpace: base, components: components) else {
                FrameworkLog.log("CGColor(patternSpace:pattern:components:): an uncolored pattern needs a base space; "
                    + "returning nil")
                return nil
            }
            tile = pattern.tile(paintedWith: color)
            alpha = 1
        }
        guard let tile else { return nil }
        self.init(patternImage: tile, tileSize: pattern.tileSize, alpha: alpha)
        self.pattern = pattern
    }
}
