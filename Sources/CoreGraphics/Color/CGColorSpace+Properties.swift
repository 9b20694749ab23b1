extension CGColorSpace {
    /// CoreGraphics: whether the space can be the destination of drawing. OpenUIKit draws into
    /// RGB, gray (bitmap contexts) and, through conversion, nothing else.
    public var supportsOutput: Bool {
        model == .rgb || model == .monochrome
    }

    /// OpenUIKit treats every RGB space as sRGB; none is wide-gamut.
    public var isWideGamutRGB: Bool { false }
}
