/// How the ends of stroked open subpaths are drawn (CoreGraphics). Raw values are Apple's.
public enum CGLineCap: Int32, Sendable {
    case butt = 0
    case round = 1
    case square = 2
}
