/// Colors of text attributes: UIKit stores `UIColor`s; a `CGColor` is accepted too.
struct TextRGBA: Hashable, Sendable {
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double

    init(red: Double, green: Double, blue: Double, alpha: Double) {
        func clean(_ v: Double) -> Double { v.isFinite ? max(0, min(1, v)) : 0 }
        self.red = clean(red)
        self.green = clean(green)
        self.blue = clean(blue)
        self.alpha = clean(alpha)
    }

    init(_ color: CGColor) {
        let c = color.rgba
        self.init(red: Double(c.red), green: Double(c.green), blue: Double(c.blue), alpha: Double(c.alpha))
    }

    static let black = TextRGBA(red: 0, green: 0, blue: 0, alpha: 1)

    func multiplyingAlpha(by factor: Double) -> TextRGBA {
        TextRGBA(red: red, green: green, blue: blue, alpha: alpha * factor)
    }
}
