@_spi(Diagnostics) import CoreGraphics
import Foundation

// Named colors from asset catalogs (see `AssetCatalog`).
extension UIColor {
    /// UIKit: the color set `name` of the main bundle's asset catalogs, nil when there is none.
    /// A set with a dark appearance gives a dynamic color.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// UIKit: the color set `name` of `bundle`'s asset catalogs (the main bundle when nil). With
    /// a trait collection, the color for those traits; without, a dynamic color when the set
    /// has a dark appearance.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let set = AssetCatalog.lookUp(name, kind: .color, in: bundle) else { return nil }
        var any: UIColor?
        var light: UIColor?
        var dark: UIColor?
        for entry in AssetCatalog.entriesForDevice(set.entries) {
            guard let value = Self.catalogColor(entry.fields["color"]) else { continue }
            switch entry.appearance {
            case .dark: dark = dark ?? value
            case .light: light = light ?? value
            default: any = any ?? value
            }
        }
        guard let base = light ?? any ?? dark else {
            FrameworkLog.log("UIColor(named:): \(set.folder.path) has no color Linux can read")
            return nil
        }
        let darkColor = dark ?? base
        if let traitCollection {
            self.init(cgColor: (traitCollection.userInterfaceStyle == .dark ? darkColor : base).cgColor)
        } else if darkColor === base {
            self.init(cgColor: base.cgColor)
        } else {
            self.init(dynamicProvider: { $0.userInterfaceStyle == .dark ? darkColor : base })
        }
    }

    /// A color set's `color` value: sRGB, extended sRGB, Display P3 (its components taken as
    /// sRGB, as `init(displayP3Red:…)` does here) or gray; components as Xcode writes them:
    /// "0.500" (a fraction), "128" (0–255) or "0x80".
    static func catalogColor(_ value: Any?) -> UIColor? {
        guard let color = value as? [String: Any] else { return nil }
        if let platform = color["platform"] as? String, platform != "ios" { return nil }
        guard let components = color["components"] as? [String: Any] else { return nil }
        func component(_ key: String) -> CGFloat? {
            switch components[key] {
            case let number as NSNumber: return CGFloat(number.doubleValue)
            case let text as String:
                let trimmed = text.trimmingCharacters(in: .whitespaces)
                if trimmed.lowercased().hasPrefix("0x"), let hex = Int(trimmed.dropFirst(2), radix: 16) {
                    return CGFloat(hex) / 255
                }
                if trimmed.contains("."), let fraction = Double(trimmed) { return CGFloat(fraction) }
                if let whole = Int(trimmed) { return CGFloat(whole) / 255 }
                return nil
            default: return nil
            }
        }
        // Alpha is written as a fraction; a bare "1" means opaque, not 1/255.
        var alpha = component("alpha") ?? 1
        if let text = components["alpha"] as? String, let whole = Int(text), whole <= 1 { alpha = CGFloat(whole) }
        if let white = component("white") { return UIColor(white: white, alpha: alpha) }
        guard let red = component("red"), let green = component("green"), let blue = component("blue") else { return nil }
        return UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }
}
