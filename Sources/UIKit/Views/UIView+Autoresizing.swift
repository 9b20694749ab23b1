extension UIView {
    /// Applies each subview's autoresizing mask after the receiver's size changed.
    func resizeSubviews(withOldSize oldSize: CGSize) {
        let newSize = viewLayer.bounds.size
        // UIKit: a view the engine positions ignores its mask.
        for subview in subviewList where !subview.autoresizingMaskStorage.isEmpty
            && subview.viewFlags.contains(.translatesAutoresizingMaskIntoConstraints) {
            subview.resize(withOldSuperviewSize: oldSize, newSuperviewSize: newSize)
        }
    }

    /// UIKit: "when more than one option along the same axis is set, the size difference is
    /// distributed proportionally among the flexible portions" (the flexible margins and the
    /// flexible size, in proportion to their current lengths). When every flexible portion
    /// is zero long, the difference is shared equally.
    func resize(withOldSuperviewSize oldSize: CGSize, newSuperviewSize newSize: CGSize) {
        let mask = autoresizingMaskStorage
        let old = frame
        let (x, width) = Self.distribute(
            delta: newSize.width - oldSize.width,
            leading: old.minX, length: old.width, trailing: oldSize.width - old.maxX,
            flexibleLeading: mask.contains(.flexibleLeftMargin),
            flexibleLength: mask.contains(.flexibleWidth),
            flexibleTrailing: mask.contains(.flexibleRightMargin))
        let (y, height) = Self.distribute(
            delta: newSize.height - oldSize.height,
            leading: old.minY, length: old.height, trailing: oldSize.height - old.maxY,
            flexibleLeading: mask.contains(.flexibleTopMargin),
            flexibleLength: mask.contains(.flexibleHeight),
            flexibleTrailing: mask.contains(.flexibleBottomMargin))
        let newFrame = CGRect(x: x, y: y, width: max(0, width), height: max(0, height))
        if newFrame != old {
            frame = newFrame
        }
    }

    /// Splits `delta` along one axis. Returns the new leading position and length.
    static func distribute(delta: CGFloat, leading: CGFloat, length: CGFloat, trailing: CGFloat,
                           flexibleLeading: Bool, flexibleLength: Bool, flexibleTrailing: Bool) -> (CGFloat, CGFloat) {
        guard delta != 0, flexibleLeading || flexibleLength || flexibleTrailing else {
            return (leading, length)
        }
        let l = flexibleLeading ? max(leading, 0) : 0
        let w = flexibleLength ? max(length, 0) : 0
        let t = flexibleTrailing ? max(trailing, 0) : 0
        let total = l + w + t
        if total > 0 {
            return (leading + delta * l / total, length + delta * w / total)
        }
        let count = CGFloat((flexibleLeading ? 1 : 0) + (flexibleLength ? 1 : 0) + (flexibleTrailing ? 1 : 0))
        return (leading + (flexibleLeading ? delta / count : 0), length + (flexibleLength ? delta / count : 0))
    }
}
