@_spi(Diagnostics) import CoreGraphics
/// The scroll state of one picker component (a wheel), in points along the wheel.
///
/// `offset / rowHeight` is the (fractional) row under the centre line; the selection rests
/// where a row's centre meets it. A looping wheel (UIDatePicker's hours, minutes, months
/// and days) has no ends: any offset is valid and rows repeat every `rowCount` rows. Pure
/// value type so that spinning can be tested and driven (by a pan recognizer later) without
/// pixels.
struct PickerWheel: Equatable {
    private(set) var rowCount: Int
    private(set) var rowHeight: CGFloat
    private(set) var isLooping: Bool
    /// The settled selection; -1 when the wheel has no rows.
    private(set) var selectedRow: Int
    var offset: CGFloat

    init(rowCount: Int, rowHeight: CGFloat, isLooping: Bool, selectedRow: Int = 0) {
        self.rowCount = max(0, rowCount)
        self.rowHeight = PickerWheel.sanitizedRowHeight(rowHeight)
        self.isLooping = isLooping && rowCount > 0
        self.selectedRow = -1
        self.offset = 0
        select(selectedRow)
    }

    static func sanitizedRowHeight(_ height: CGFloat) -> CGFloat {
        height.isFinite && height >= 1 ? height : UIPickerView.defaultRowHeight
    }

    var isEmpty: Bool { rowCount == 0 }

    /// Changes the row count (keeping the selection when it still exists, else the last row).
    mutating func reload(rowCount newCount: Int, rowHeight newHeight: CGFloat, isLooping looping: Bool) {
        rowCount = max(0, newCount)
        rowHeight = PickerWheel.sanitizedRowHeight(newHeight)
        isLooping = looping && rowCount > 0
        select(selectedRow < 0 ? 0 : min(selectedRow, rowCount - 1))
    }

    /// Settles on `row` (clamped, or wrapped when looping) with the row centred.
    mutating func select(_ row: Int) {
        guard rowCount > 0 else {
            selectedRow = -1
            offset = 0
            return
        }
        let target = normalized(row)
        offset = offset(forRow: target)
        selectedRow = target
    }

    /// Records a settled selection without moving (used when a motion ends on `row`).
    mutating func settle(on row: Int) {
        guard rowCount > 0 else { selectedRow = -1; return }
        selectedRow = normalized(row)
    }

    /// A row index in 0..<rowCount: wrapped for a looping wheel, clamped otherwise.
    func normalized(_ row: Int) -> Int {
        guard rowCount > 0 else { return -1 }
        if isLooping {
            let r = row % rowCount
            return r < 0 ? r + rowCount : r
        }
        return min(max(row, 0), rowCount - 1)
    }

    /// The unnormalised row index nearest to `offset` (for looping wheels it counts laps).
    func rawRow(atOffset offset: CGFloat) -> Int {
        Int(saturating: (offset / rowHeight).rounded(.toNearestOrAwayFromZero))
    }

    /// The row under the centre line now.
    var centerRow: Int { normalized(rawRow(atOffset: offset)) }

    /// The offset that centres `row`; for a looping wheel, the lap nearest the current offset
    /// (so an animation takes the short way round).
    func offset(forRow row: Int) -> CGFloat {
        guard isLooping, rowCount > 0 else { return CGFloat(row) * rowHeight }
        let lap = CGFloat(rowCount) * rowHeight
        let base = CGFloat(normalized(row)) * rowHeight
        let laps = ((offset - base) / lap).rounded()
        return base + laps * lap
    }

    var minimumOffset: CGFloat { 0 }
    var maximumOffset: CGFloat { CGFloat(max(0, rowCount - 1)) * rowHeight }

    /// UIScrollView-style resistance past the ends of a non-looping wheel while dragging:
    /// the overshoot grows ever slower, never past `dimension`.
    func rubberBanded(_ proposed: CGFloat, dimension: CGFloat) -> CGFloat {
        guard !isLooping, rowCount > 0 else { return proposed }
        let d = max(dimension, 1)
        func band(_ overshoot: CGFloat) -> CGFloat { (1 - 1 / (overshoot * 0.55 / d + 1)) * d }
        if proposed < minimumOffset { return minimumOffset - band(minimumOffset - proposed) }
        if proposed > maximumOffset { return maximumOffset + band(proposed - maximumOffset) }
        return proposed
    }

    /// The resting offset nearest to `proposed`: a row centre, within the ends unless looping.
    func snappedOffset(near proposed: CGFloat) -> CGFloat {
        guard rowCount > 0 else { return 0 }
        var raw = rawRow(atOffset: proposed)
        if !isLooping { raw = min(max(raw, 0), rowCount - 1) }
        return CGFloat(raw) * rowHeight
    }

    /// Rows at least partly inside a viewport of `height` centred on the centre line, with
    /// each row's centre relative to that line (positive is below it). `raw` counts laps of a
    /// looping wheel, so a short looping wheel can show one row several times.
    func visibleRows(viewportHeight height: CGFloat) -> [(raw: Int, row: Int, centerY: CGFloat)] {
        guard rowCount > 0, height.isFinite, height > 0 else { return [] }
        let half = height / 2
        var first = Int(saturating: ((offset - half - rowHeight / 2) / rowHeight).rounded(.up))
        var last = Int(saturating: ((offset + half + rowHeight / 2) / rowHeight).rounded(.down))
        if !isLooping {
            // Rows outside the wheel are skipped anyway: never walk a huge range to find them.
            first = max(first, 0)
            last = min(last, rowCount - 1)
        }
        guard first <= last else { return [] }
        var rows: [(Int, Int, CGFloat)] = []
        for raw in first...last {
            if !isLooping, raw < 0 || raw >= rowCount { continue }
            rows.append((raw, normalized(raw), CGFloat(raw) * rowHeight - offset))
            if rows.count > 512 { break } // a degenerate row height: never build huge lists
        }
        return rows
    }
}
