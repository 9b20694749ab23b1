@_spi(Diagnostics) import CoreGraphics
import Foundation

// UIKit: UIBezierPath adopts NSSecureCoding.
extension UIBezierPath: NSSecureCoding {
    public class var supportsSecureCoding: Bool { true }
}

extension UIBezierPath {
    private enum Key {
        static let elements = "UIBezierPathElements"
        static let lineWidth = "UIBezierPathLineWidth"
        static let lineCap = "UIBezierPathLineCapStyle"
        static let lineJoin = "UIBezierPathLineJoinStyle"
        static let miterLimit = "UIBezierPathMiterLimit"
        static let flatness = "UIBezierPathFlatness"
        static let evenOdd = "UIBezierPathUsesEvenOddFillRule"
        static let dashPattern = "UIBezierPathDashPattern"
        static let dashPhase = "UIBezierPathDashPhase"
    }

    /// The path's elements as one run of numbers: each element's type, then its points' x and y.
    private static func flatten(_ path: CGPath) -> [Double] {
        var values: [Double] = []
        path.applyWithBlock { pointer in
            let element = pointer.pointee
            values.append(Double(element.type.rawValue))
            for index in 0..<pointCount(of: element.type) {
                values.append(Double(element.points[index].x))
                values.append(Double(element.points[index].y))
            }
        }
        return values
    }

    private static func pointCount(of type: CGPathElementType) -> Int {
        switch type {
        case .moveToPoint, .addLineToPoint: 1
        case .addQuadCurveToPoint: 2
        case .addCurveToPoint: 3
        case .closeSubpath: 0
        }
    }

    private static func data(of values: [Double]) -> Data {
        values.withUnsafeBytes { Data($0) }
    }

    private static func values(of data: Data) -> [Double] {
        data.withUnsafeBytes { Array($0.bindMemory(to: Double.self).prefix(data.count / MemoryLayout<Double>.size)) }
    }

    func _encodePath(with coder: NSCoder) {
        coder.encode(UIBezierPath.data(of: UIBezierPath.flatten(path)), forKey: Key.elements)
        coder.encode(Double(lineWidth), forKey: Key.lineWidth)
        coder.encode(Int(lineCapStyle.rawValue), forKey: Key.lineCap)
        coder.encode(Int(lineJoinStyle.rawValue), forKey: Key.lineJoin)
        coder.encode(Double(miterLimit), forKey: Key.miterLimit)
        coder.encode(Double(flatness), forKey: Key.flatness)
        coder.encode(usesEvenOddFillRule, forKey: Key.evenOdd)
        coder.encode(UIBezierPath.data(of: dashPattern.map(Double.init)), forKey: Key.dashPattern)
        coder.encode(Double(dashPhase), forKey: Key.dashPhase)
    }

    /// Reads what `_encodePath(with:)` wrote; false when the archive holds no path elements
    /// or they are cut short.
    func _decodePath(from coder: NSCoder) -> Bool {
        guard let data = coder.decodeObject(of: NSData.self, forKey: Key.elements) else { return false }
        let values = UIBezierPath.values(of: Data(referencing: data))
        let decoded = CGMutablePath()
        var index = 0
        func point() -> CGPoint {
            defer { index += 2 }
            return CGPoint(x: values[index], y: values[index + 1])
        }
        while index < values.count {
            guard let type = CGPathElementType(rawValue: Int32(values[index])) else { return false }
            index += 1
            guard index + 2 * UIBezierPath.pointCount(of: type) <= values.count else { return false }
            switch type {
            case .moveToPoint: decoded.move(to: point())
            case .addLineToPoint: decoded.addLine(to: point())
            case .addQuadCurveToPoint:
                let control = point()
                decoded.addQuadCurve(to: point(), control: control)
            case .addCurveToPoint:
                let control1 = point(), control2 = point()
                decoded.addCurve(to: point(), control1: control1, control2: control2)
            case .closeSubpath: decoded.closeSubpath()
            }
        }
        path = decoded
        if coder.containsValue(forKey: Key.lineWidth) { lineWidth = CGFloat(coder.decodeDouble(forKey: Key.lineWidth)) }
        if let cap = CGLineCap(rawValue: Int32(coder.decodeInteger(forKey: Key.lineCap))) { lineCapStyle = cap }
        if let join = CGLineJoin(rawValue: Int32(coder.decodeInteger(forKey: Key.lineJoin))) { lineJoinStyle = join }
        if coder.containsValue(forKey: Key.miterLimit) { miterLimit = CGFloat(coder.decodeDouble(forKey: Key.miterLimit)) }
        if coder.containsValue(forKey: Key.flatness) { flatness = CGFloat(coder.decodeDouble(forKey: Key.flatness)) }
        usesEvenOddFillRule = coder.decodeBool(forKey: Key.evenOdd)
        if let dashes = coder.decodeObject(of: NSData.self, forKey: Key.dashPattern) {
            dashPattern = UIBezierPath.values(of: Data(referencing: dashes)).map { CGFloat($0) }
        }
        dashPhase = CGFloat(coder.decodeDouble(forKey: Key.dashPhase))
        return true
    }
}
