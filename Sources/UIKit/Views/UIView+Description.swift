extension UIView {
    /// Like UIKit's: `<UIView: 0x…; frame = (x y; w h); …>`.
    var _debugDescription: String {
        let f = frame
        func n(_ v: CGFloat) -> String { v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(describing: Double(v)) }
        var parts = ["frame = (\(n(f.minX)) \(n(f.minY)); \(n(f.width)) \(n(f.height)))"]
        if !transform.isIdentity { parts.append("transform = \(transform)") }
        if isHidden { parts.append("hidden = YES") }
        if alpha != 1 { parts.append("alpha = \(alpha)") }
        if tagStorage != 0 { parts.append("tag = \(tagStorage)") }
        if !isUserInteractionEnabled { parts.append("userInteractionEnabled = NO") }
        let address = String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16)
        return "<\(type(of: self)): 0x\(address); \(parts.joined(separator: "; "))>"
    }
}
