import Foundation

/// One font of an RTF `\fonttbl`: `{\f0\fswiss\fcharset0 Helvetica;}`.
struct RTFFontTableEntry {
    /// The family word (`\froman`, `\fswiss`, `\fmodern`, `\fnil`…) without its backslash.
    var family = "fnil"
    var charset = 0
    /// Cocoa writes PostScript names ("Helvetica-Bold", "Menlo-Regular"); others write families.
    var name = ""

    /// The font at `size` with the run's bold and italic added. A name UIKit does not know falls
    /// back by family: `\froman` Times New Roman, `\fmodern` Courier, otherwise Helvetica
    /// (assumed: Cocoa's fallback is not documented).
    func font(size: CGFloat, bold: Bool, italic: Bool) -> UIFont {
        let base = UIFont(name: name, size: size, reportingUnknown: false)
            ?? UIFont(name: Self.fallbackName(family: family), size: size, reportingUnknown: false)
            ?? UIFont.systemFont(ofSize: size)
        return Self.adding(bold: bold, italic: italic, to: base)
    }

    static func adding(bold: Bool, italic: Bool, to base: UIFont) -> UIFont {
        var traits = base.fontDescriptor.symbolicTraits
        if bold { traits.insert(.traitBold) }
        if italic { traits.insert(.traitItalic) }
        guard traits != base.fontDescriptor.symbolicTraits,
              let descriptor = base.fontDescriptor.withSymbolicTraits(traits) else { return base }
        return UIFont(descriptor: descriptor, size: base.pointSize)
    }

    static func fallbackName(family: String) -> String {
        switch family {
        case "froman": return "Times New Roman"
        case "fmodern": return "Courier"
        default: return "Helvetica"
        }
    }

    /// The family word Cocoa writes for a font (assumed from TextEdit's files: Helvetica is
    /// `\fswiss`, Times `\froman`, Courier and Menlo `\fmodern`, others `\fnil`).
    static func familyWord(for font: UIFont) -> String {
        let family = font.familyName.lowercased()
        if family.contains("times") || family.contains("georgia") || family.contains("serif") && !family.contains("sans") {
            return "froman"
        }
        if family.contains("courier") || family.contains("menlo") || family.contains("mono") { return "fmodern" }
        if family.contains("helvetica") || family.contains("arial") { return "fswiss" }
        return "fnil"
    }
}
