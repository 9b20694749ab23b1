/// One piece of the planar arrangement of both operands' edges: from `start` to `end`
/// (`start < end`), with how many times each operand's boundary runs along it, counted +1 in
/// the start→end direction and −1 against it.
struct ArrangementSegment: Sendable {
    var start: GridPoint
    var end: GridPoint
    var firstDelta: Int
    var secondDelta: Int
}
