/// How colors outside a destination gamut are handled (CoreGraphics). OpenUIKit draws in sRGB
/// only; the intent is recorded and reported but does not change pixels.
public enum CGColorRenderingIntent: Int32, Sendable {
    case defaultIntent = 0
    case absoluteColorimetric = 1
    case relativeColorimetric = 2
    case perceptual = 3
    case saturation = 4
}
