/// The pixels of a frame buffer that must be repainted: a few integral rectangles (merged
/// when they touch, collapsed to their union when there are too many).
struct DamageRegion {
    private(set) var rects: [CGRect] = []
    let bounds: CGRect
    static let maximumRectCount = 8

    init(bounds: CGRect) {
        self.bounds = bounds
    }

    var isEmpty: Bool { rects.isEmpty }

    /// Everything that changed, as one rectangle.
    var union: CGRect {
        rects.reduce(CGRect.null) { $0.union($1) }
    }

    mutating func addAll() {
        rects = bounds.isEmpty ? [] : [bounds]
    }

    mutating func add(_ rect: CGRect) {
        guard !rect.isNull, !rect.isEmpty else { return }
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else {
            return addAll()
        }
        // Whole pixels, inside the buffer; one pixel of margin for antialiased edges.
        var r = rect.insetBy(dx: -1, dy: -1).integral.intersection(bounds)
        guard !r.isNull, !r.isEmpty else { return }
        var merged = true
        while merged {
            merged = false
            for (i, existing) in rects.enumerated() where existing.intersects(r) || existing.contains(r) {
                r = r.union(existing)
                rects.remove(at: i)
                merged = true
                break
            }
        }
        rects.append(r)
        if rects.count > Self.maximumRectCount {
            rects = [union]
        }
    }

    func intersects(_ rect: CGRect) -> Bool {
        guard !rect.isNull else { return false }
        for r in rects where r.intersects(rect) { return true }
        return false
    }
}
