/// How the junctions between connected segments of a stroked path are drawn (CoreGraphics).
public enum CGLineJoin: Int32, Sendable {
    case miter = 0
    case round = 1
    case bevel = 2
}
