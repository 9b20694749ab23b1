extension UIColor {
    /// UIKit: returns false when the color cannot be converted to RGB; the components are
    /// written only for the pointers that are not nil.
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        // UIKit: a pattern color has no components.
        guard patternImageStorage == nil else { return false }
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = alphaValue
        return true
    }

    /// UIKit: only gray colors convert to white + alpha; RGB colors return false.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard model == .gray else { return false }
        white?.pointee = red
        alpha?.pointee = alphaValue
        return true
    }

    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard patternImageStorage == nil else { return false }
        let (h, s, b) = Self.hsb(red: red, green: green, blue: blue)
        hue?.pointee = h
        saturation?.pointee = s
        brightness?.pointee = b
        alpha?.pointee = alphaValue
        return true
    }

    static func rgb(hue: CGFloat, saturation: CGFloat, brightness: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let s = min(max(saturation, 0), 1)
        let v = min(max(brightness, 0), 1)
        if s == 0 { return (v, v, v) }
        var h = hue.isFinite ? hue.truncatingRemainder(dividingBy: 1) : 0
        if h < 0 { h += 1 }
        let sector = h * 6
        let i = Int(sector) % 6
        let f = sector - CGFloat(Int(sector))
        let p = v * (1 - s)
        let q = v * (1 - s * f)
        let t = v * (1 - s * (1 - f))
        switch i {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }

    static func hsb(red r: CGFloat, green g: CGFloat, blue b: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let maxValue = max(r, g, b)
        let minValue = min(r, g, b)
        let delta = maxValue - minValue
        let brightness = maxValue
        let saturation = maxValue == 0 ? 0 : delta / maxValue
        guard delta > 0 else { return (0, saturation, brightness) }
        var hue: CGFloat
        if maxValue == r {
            hue = (g - b) / delta
        } else if maxValue == g {
            hue = 2 + (b - r) / delta
        } else {
            hue = 4 + (r - g) / delta
        }
        hue /= 6
        if hue < 0 { hue += 1 }
        return (hue, saturation, brightness)
    }

    /// The dimmed variant used when `tintAdjustmentMode` is `.dimmed`: a desaturated gray of
    /// the same luminance and alpha. (iOS's exact dimming curve is not documented.)
    var dimmed: UIColor {
        let luminance = 0.299 * red + 0.587 * green + 0.114 * blue
        return UIColor(white: luminance, alpha: alphaValue)
    }

    /// Components in sRGB, whatever the model.
    var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        (red, green, blue, alphaValue)
    }
}
