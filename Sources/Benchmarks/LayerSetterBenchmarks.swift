import Foundation
import UIKit

/// The animatable appearance setters of `CALayer` (corner radius, border, shadow, z position,
/// background color): each asks for an action, validates, stores and marks the layer for the
/// compositor. Measured on standalone layers (no delegate, so no action) and on views' layers
/// (the view answers `NSNull` outside animation blocks).
@MainActor
enum LayerSetterBenchmarks {
    static let settersPerLayer = 7

    static func run() {
        let layers = (0..<1000).map { _ in CALayer() }
        Measure.report("animatable appearance setter, standalone layer",
                       measure(layers), unit: "ns")
        let views = (0..<1000).map { _ in UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
        Measure.report("animatable appearance setter, a view's layer",
                       measure(views.map(\.layer)), unit: "ns")
    }

    private static func measure(_ layers: [CALayer]) -> Double {
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        var flip = false
        return Measure.nanoseconds(operations: layers.count * settersPerLayer) {
            flip.toggle()
            let value: CGFloat = flip ? 4 : 8
            for layer in layers {
                layer.cornerRadius = value
                layer.borderWidth = value / 4
                layer.borderColor = flip ? red : blue
                layer.shadowRadius = value
                layer.shadowOpacity = Float(value / 10)
                layer.zPosition = value
                layer.backgroundColor = flip ? blue : red
            }
        }
    }
}
