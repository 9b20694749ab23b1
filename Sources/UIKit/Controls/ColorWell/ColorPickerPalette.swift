/// The colors and color arithmetic of the color picker's pages.
enum ColorPickerPalette {
    static let gridColumns = 12
    static let gridRows = 10

    /// The hue of each grid column, left to right (cyan through blue, purple, red, orange,
    /// yellow to green, as iOS's grid runs).
    static let columnHues: [CGFloat] = [0.53, 0.58, 0.63, 0.70, 0.77, 0.86, 0.97, 0.03, 0.08, 0.12, 0.16, 0.25]

    /// The grid's swatch at `row`, `column`: the first row runs from white to black, the
    /// others are the column's hue from dark (row 1) to pale (row 9).
    static func gridColor(row: Int, column: Int) -> RGBA {
        if row == 0 {
            let value = 1 - CGFloat(column) / CGFloat(gridColumns - 1)
            return RGBA(red: value, green: value, blue: value, alpha: 1)
        }
        let t = CGFloat(row - 1) / CGFloat(gridRows - 2)
        let saturation = t <= 0.5 ? 1 : 1 - (t - 0.5) * 1.6
        let brightness = t <= 0.5 ? 0.3 + 1.4 * t : 1
        return RGBA(hue: columnHues[column], saturation: saturation, brightness: brightness, alpha: 1)
    }

    /// The spectrum's color at a fraction of its width (the hue) and height (pale at the top,
    /// pure in the middle, dark at the bottom).
    static func spectrumColor(x: CGFloat, y: CGFloat) -> RGBA {
        let hue = min(max(x, 0), 1)
        let f = min(max(y, 0), 1)
        let saturation = f <= 0.5 ? f * 2 : 1
        let brightness = f <= 0.5 ? 1 : 1 - (f - 0.5) * 2 * 0.9
        return RGBA(hue: hue, saturation: saturation, brightness: brightness, alpha: 1)
    }

    /// A color as sRGB components, the picker's model.
    struct RGBA: Equatable {
        var red: CGFloat
        var green: CGFloat
        var blue: CGFloat
        var alpha: CGFloat

        init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }

        init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
            let color = UIColor(hue: hue, saturation: saturation, brightness: brightness, alpha: alpha)
            self.init(color)
        }

        init(_ color: UIColor) {
            var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 1
            if !color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) {
                var white: CGFloat = 0
                if color.getWhite(&white, alpha: &alpha) { (red, green, blue) = (white, white, white) }
            }
            self.red = min(max(red, 0), 1)
            self.green = min(max(green, 0), 1)
            self.blue = min(max(blue, 0), 1)
            self.alpha = min(max(alpha, 0), 1)
        }

        var color: UIColor { UIColor(red: red, green: green, blue: blue, alpha: alpha) }
    }
}
