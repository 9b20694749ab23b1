/// Text engine introspection for OpenUIKit's tests (not Apple API):
/// `@_spi(Diagnostics) import UIKit`.
@_spi(Diagnostics)
public enum TextDiagnostics {
    /// The pinned fontconfig file in effect, or nil when the system configuration is used.
    public static var fontConfigurationFile: String? {
        TextEngine.withState { state in
            if case .pinned(let path) = state.configuration { return path }
            return nil
        }
    }

    /// How many glyphs of the string (laid out on one line per paragraph) no installed font
    /// has: they draw as missing-glyph boxes ("tofu").
    public static func unknownGlyphCount(in string: NSAttributedString) -> Int {
        let input = TextDrawing.input(string)
        return TextEngine.withState { $0.unknownGlyphCount(input) }
    }

    /// The font family Pango chose for each run of the string, in layout order.
    public static func fontFamilies(in string: NSAttributedString) -> [String] {
        let input = TextDrawing.input(string)
        return TextEngine.withState { $0.runFamilies(input) }
    }
}
