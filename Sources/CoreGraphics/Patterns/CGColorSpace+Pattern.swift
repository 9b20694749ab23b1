extension CGColorSpace {
    /// A pattern color space (CoreGraphics): for colored patterns `baseSpace` is nil; for
    /// uncolored ones it is the space of the color the cells are painted in.
    public convenience init?(patternBaseSpace baseSpace: CGColorSpace?) {
        if let baseSpace, baseSpace.model == .pattern { return nil }
        self.init(model: .pattern, name: nil, baseColorSpace: baseSpace)
    }
}
