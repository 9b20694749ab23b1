internal import CCairo

/// A font face (Core Graphics): a font file's glyphs, found by name among the installed fonts
/// or read from data.
///
/// Names are looked up with fontconfig: a PostScript name (`NotoSans-Bold`), a full name
/// (`Noto Sans Bold`) or a family name (its regular face), ignoring case, as `UIFont(name:size:)`
/// does. UIKit pins fontconfig's configuration when its text system starts; a CGFont made
/// before that sees the system's fonts. No text is drawn by CGFont itself: `CATextLayer` draws
/// with the font its `postScriptName` names.
public final class CGFont: Sendable, CustomStringConvertible {
    /// The face's PostScript name (the name table's name 6).
    public let postScriptName: CFString?
    /// The face's full name (name 4).
    public let fullName: CFString?
    /// The number of glyphs in the face.
    public let numberOfGlyphs: Int
    /// Font units per em square (the `head` table).
    public let unitsPerEm: Int32
    /// The file the face came from, when it is installed.
    let path: String?

    /// The installed font named `name`, or nil when there is none.
    public init?(_ name: CFString) {
        guard !name.isEmpty, let match = FontLookup.face(named: name) else { return nil }
        let parsed = (try? Data(contentsOf: URL(fileURLWithPath: match.path))).flatMap { SFNTFont(data: $0, index: match.index) }
        postScriptName = match.postScriptName ?? parsed?.postScriptName
        fullName = match.fullName ?? parsed?.fullName
        numberOfGlyphs = parsed?.numberOfGlyphs ?? 0
        unitsPerEm = parsed?.unitsPerEm ?? 1000
        path = match.path
    }

    /// The font in `provider`'s data (a TrueType or OpenType file; the first face of a
    /// collection), or nil when the data is not a font. Differs from Core Graphics: the font is
    /// not registered for drawing, so text layers draw it only when a font of the same
    /// PostScript name is installed.
    public init?(_ provider: CGDataProvider) {
        guard let data = provider.data, let parsed = SFNTFont(data: data) else { return nil }
        postScriptName = parsed.postScriptName
        fullName = parsed.fullName
        numberOfGlyphs = parsed.numberOfGlyphs
        unitsPerEm = parsed.unitsPerEm
        path = nil
    }

    public var description: String {
        "<CGFont (\(String(describing: type(of: self)))): \(postScriptName ?? "unnamed")>"
    }
}
