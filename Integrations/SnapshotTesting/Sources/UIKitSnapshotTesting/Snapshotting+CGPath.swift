import Foundation
import UIKit

extension Snapshotting where Value == CGPath, Format == UIImage {
    /// Paths drawn (even-odd fill) and compared pixel by pixel.
    public static var image: Snapshotting {
        .image()
    }

    /// Paths drawn with `drawingMode` in black over their bounding box, at `scale`, and
    /// compared pixel by pixel.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat = 1,
                             drawingMode: CGPathDrawingMode = .eoFill) -> Snapshotting {
        SimplySnapshotting<UIImage>.image(precision: precision, perceptualPrecision: perceptualPrecision,
                                          scale: scale).pullback { path in
            let format = UIGraphicsImageRendererFormat()
            format.scale = scale
            return UIGraphicsImageRenderer(bounds: path.boundingBoxOfPath, format: format).image { context in
                context.cgContext.addPath(path)
                context.cgContext.drawPath(using: drawingMode)
            }
        }
    }
}

extension Snapshotting where Value == CGPath, Format == String {
    /// The path's elements, one per line (`MoveTo (0.0, 0.0)`, `LineTo (10.0, 0.0)`,
    /// `QuadCurveTo …`, `CurveTo …`, `Close`), a blank line before each later subpath.
    public static var elementsDescription: Snapshotting {
        .elementsDescription(numberFormatter: PathDescription.defaultNumberFormatter())
    }

    /// The path's elements, with coordinates written by `numberFormatter`.
    public static func elementsDescription(numberFormatter: NumberFormatter) -> Snapshotting {
        SimplySnapshotting<String>.lines.pullback { path in
            PathDescription.elements(of: path, numberFormatter: numberFormatter)
        }
    }
}

/// swift-snapshot-testing's text for paths.
enum PathDescription {
    /// One to three fraction digits, a point as the decimal separator.
    static func defaultNumberFormatter() -> NumberFormatter {
        let formatter = NumberFormatter()
        // swift-corelibs-foundation ignores the fraction digits of a formatter without a
        // number style (1/3 would print 0.3): the decimal style without grouping prints what
        // Apple's Foundation does, in a fixed locale.
        formatter.locale = Locale(identifier: "en_US")
        formatter.numberStyle = .decimal
        formatter.usesGroupingSeparator = false
        formatter.decimalSeparator = "."
        formatter.minimumFractionDigits = 1
        formatter.maximumFractionDigits = 3
        return formatter
    }

    static func elements(of path: CGPath, numberFormatter: NumberFormatter) -> String {
        var text = ""
        path.applyWithBlock { pointer in
            let element = pointer.pointee
            let (name, count): (String, Int)
            switch element.type {
            case .moveToPoint: (name, count) = ("MoveTo", 1)
            case .addLineToPoint: (name, count) = ("LineTo", 1)
            case .addQuadCurveToPoint: (name, count) = ("QuadCurveTo", 2)
            case .addCurveToPoint: (name, count) = ("CurveTo", 3)
            case .closeSubpath: (name, count) = ("Close", 0)
            @unknown default: (name, count) = ("Unknown", 0)
            }
            if element.type == .moveToPoint, !text.isEmpty { text += "\n" }
            text += name
            // Every known element gets a space before its points, so `Close` is written
            // `Close ` (what the library records on iOS).
            if name != "Unknown" {
                let points = UnsafeBufferPointer(start: element.points, count: count).map { point in
                    let x = numberFormatter.string(from: NSNumber(value: Double(point.x))) ?? "\(point.x)"
                    let y = numberFormatter.string(from: NSNumber(value: Double(point.y))) ?? "\(point.y)"
                    return "(\(x), \(y))"
                }
                text += " " + points.joined(separator: " ")
            }
            text += "\n"
        }
        return text
    }
}
