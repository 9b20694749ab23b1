@_spi(Diagnostics) import CoreGraphics

/// An object that provides access to a font's characteristics (UIKit).
///
/// Fonts come from fontconfig through the pinned configuration (see `FontConfiguration`).
/// UIKit's system font is San Francisco; OpenUIKit's is Noto Sans (monospaced: DejaVu Sans
/// Mono), with fontconfig falling back to Noto Sans Arabic, Noto Sans CJK and DejaVu Sans for
/// characters the family lacks. Metrics are the real font's, unhinted: Noto Sans is taller
/// than San Francisco (a 17-point line is 23.2 points high, 20.3 on iOS).
///
/// Fonts are immutable and may be shared between threads.
open class UIFont: NSObject, NSCopying, @unchecked Sendable {
    /// Must stay the first stored property: see `FoundationBridgingGuard`.
    private let foundationBridgingGuard = FoundationBridgingGuard.word
    let face: FontFace
    let size: CGFloat
    let resolved: ResolvedFont
    /// The name the font was found by (`UIFont(name:size:)`); nil for system fonts.
    let requestedName: String?
    /// The iOS family of a font found in the iOS font table; nil for others.
    let requestedFamily: String?
    let textStyle: TextStyle?
    /// How a font made by `UIFontMetrics` scales again for another text size.
    let scaling: FontScaling?

    init(face: FontFace, size: CGFloat, name: String? = nil, family: String? = nil, textStyle: TextStyle? = nil,
         scaling: FontScaling? = nil) {
        self.face = face
        self.size = UIFont.validSize(size)
        self.resolved = TextEngine.withState { $0.resolve(face) }
        self.requestedName = name
        self.requestedFamily = family
        self.textStyle = textStyle
        self.scaling = scaling
        super.init()
    }

    /// A font decoded from an archive (see `UIFont+Coding.swift`); nil when the archive holds
    /// no font.
    public required init?(coder: NSCoder) {
        guard let archived = UIFont._archivedFont(from: coder) else { return nil }
        face = archived.face
        size = UIFont.validSize(archived.size)
        resolved = TextEngine.withState { $0.resolve(archived.face) }
        requestedName = archived.name
        requestedFamily = archived.family
        textStyle = archived.textStyle
        scaling = nil
        super.init()
    }

    open func encode(with coder: NSCoder) { _encodeFont(with: coder) }

    /// The font with that name: one of iOS's bundled fonts by PostScript name
    /// ("AvenirNext-DemiBold", "TimesNewRomanPS-BoldMT") or family name ("Helvetica Neue"),
    /// drawn with the closest installed font (Resources/Fonts/ios-font-map.tsv); or an
    /// installed font by PostScript name ("NotoSans-Bold"), full name ("Noto Sans Bold") or
    /// family name ("DejaVu Serif"). Nil for any other name, as in UIKit, with a log line (once
    /// per name) naming the closest known names.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(name: fontName, size: fontSize, reportingUnknown: true)
    }

    /// `init(name:size:)`; a caller with its own log line for an unknown name passes false.
    convenience init?(name fontName: String, size fontSize: CGFloat, reportingUnknown: Bool) {
        guard let match = TextEngine.withState({ $0.lookup(name: fontName, reportingUnknown: reportingUnknown) })
        else { return nil }
        self.init(face: match.face, size: fontSize, name: match.postScriptName, family: match.familyName)
    }

    /// The font a descriptor describes, at `pointSize` (or the descriptor's size when it is 0).
    /// A family that is not installed falls back through fontconfig, with a log line.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let resolution = descriptor.resolve(size: pointSize)
        self.init(face: resolution.face, size: resolution.size, name: resolution.name, family: resolution.family,
                  textStyle: resolution.textStyle)
    }

    // MARK: System fonts

    /// The system font (Noto Sans) in regular weight.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(face: FontFace(family: FontFace.systemFamily), size: fontSize)
    }

    /// The system font in a weight; the nearest installed face is used (Noto Sans has regular
    /// and bold: medium and lighter draw regular, semibold and heavier bold).
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(face: FontFace(family: FontFace.systemFamily, weight: weight), size: fontSize)
    }

    /// The system font in a weight and width (iOS 16; see `UIFont+Width.swift`).
    @available(iOS 16.0, *)
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight, width: UIFont.Width) -> UIFont {
        _systemFont(ofSize: fontSize, weight: weight, width: width)
    }

    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(face: FontFace(family: FontFace.systemFamily, weight: .bold), size: fontSize)
    }

    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(face: FontFace(family: FontFace.systemFamily, italic: true), size: fontSize)
    }

    /// A monospaced system font (DejaVu Sans Mono; UIKit: SF Mono).
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(face: FontFace(family: FontFace.monospacedSystemFamily, weight: weight, generic: .monospace),
               size: fontSize)
    }

    /// The system font with tabular (equal-width) digits.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(face: FontFace(family: FontFace.systemFamily, weight: weight, features: ["tnum"]), size: fontSize)
    }

    /// The font for a text style at the current text size (`UITraitCollection.current`'s
    /// content size category; the user's setting outside drawing and layout). At the default
    /// category (large): body 17, headline 17 semibold, title1 28, ...
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, category: UIFont.currentContentSizeCategory())
    }

    /// The font for a text style at the content size category of `traitCollection` (nil: the
    /// current one; UIKit: a collection that does not specify it gets the default, large).
    open class func preferredFont(forTextStyle style: UIFont.TextStyle,
                                  compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let category = traitCollection?.preferredContentSizeCategory ?? UIFont.currentContentSizeCategory()
        return preferredFont(forTextStyle: style, category: category)
    }

    static func preferredFont(forTextStyle style: UIFont.TextStyle, category: UIContentSizeCategory) -> UIFont {
        UIFont(face: FontFace(family: FontFace.systemFamily, weight: style.defaultMetrics.weight),
               size: style.pointSize(for: category), textStyle: style)
    }

    /// The content size category of `UITraitCollection.current` (the default, large, off the
    /// main thread).
    static func currentContentSizeCategory() -> UIContentSizeCategory {
        UIColor.currentTraits().preferredContentSizeCategory
    }

    /// The same font for another text size, when it scales with one (a text style font, or
    /// one made by `UIFontMetrics`); nil for a fixed font.
    func adjusted(for category: UIContentSizeCategory) -> UIFont? {
        if let scaling {
            return UIFontMetrics(forTextStyle: scaling.style).scaledFont(
                for: scaling.base, maximumPointSize: scaling.maximumPointSize, category: category)
        }
        guard let textStyle else { return nil }
        let size = textStyle.pointSize(for: category)
        guard size != pointSize else { return self }
        return UIFont(face: face, size: size, name: requestedName, family: requestedFamily, textStyle: textStyle)
    }

    // MARK: Font names

    /// iOS's bundled families (the iOS font table) and the installed families (those the
    /// pinned configuration admits), sorted.
    open class var familyNames: [String] {
        TextEngine.withState { $0.familyNames() }
    }

    /// The PostScript names of a family's faces ("Avenir Next": "AvenirNext-Bold", ...),
    /// sorted; empty for an unknown family.
    open class func fontNames(forFamilyName familyName: String) -> [String] {
        TextEngine.withState { $0.fontNames(forFamily: familyName) }
    }

    // MARK: Standard sizes (the values iOS returns)

    open class var systemFontSize: CGFloat { 14 }
    open class var smallSystemFontSize: CGFloat { 12 }
    open class var labelFontSize: CGFloat { 17 }
    open class var buttonFontSize: CGFloat { 18 }

    // MARK: Characteristics

    /// The iOS family of an iOS font ("Avenir Next"); otherwise the family fontconfig resolved
    /// (the fallback's family when the requested one is missing).
    open var familyName: String { requestedFamily ?? resolved.familyName }

    /// The PostScript name of the face.
    open var fontName: String { requestedName ?? resolved.postScriptName }

    open var pointSize: CGFloat { size }

    /// Top of the tallest glyphs above the baseline (positive).
    open var ascender: CGFloat { resolved.ascender * size }

    /// Bottom of the deepest glyphs relative to the baseline (negative, as in UIKit).
    open var descender: CGFloat { -resolved.descender * size }

    /// The font's line gap.
    open var leading: CGFloat { resolved.leading * size }

    open var capHeight: CGFloat { resolved.capHeight * size }

    open var xHeight: CGFloat { resolved.xHeight * size }

    /// The height of a line of text: ascender - descender + leading.
    open var lineHeight: CGFloat { (resolved.ascender + resolved.descender + resolved.leading) * size }

    open var fontDescriptor: UIFontDescriptor { UIFontDescriptor(font: self) }

    /// The same font at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(face: face, size: fontSize, name: requestedName, family: requestedFamily, textStyle: textStyle)
    }

    // MARK: NSObject

    open func copy(with zone: NSZone? = nil) -> Any { self }

    nonisolated open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return face == other.face && size == other.size && fontName == other.fontName
    }

    nonisolated open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(face)
        hasher.combine(size)
        return hasher.finalize()
    }

    /// Like iOS: `font-family: "…"; font-weight: …; font-style: …; font-size: 17.00pt`.
    nonisolated open override var description: String {
        let weight = face.weight.rawValue >= UIFont.Weight.semibold.rawValue ? "bold" : "normal"
        let style = face.italic ? "italic" : "normal"
        return "<UIFont> font-family: \"\(familyName)\"; font-weight: \(weight); font-style: \(style); "
            + "font-size: \(String(format: "%.2f", Double(size)))pt"
    }

    static func validSize(_ size: CGFloat) -> CGFloat {
        guard size.isFinite, size >= 0 else {
            FrameworkLog.log("UIFont: invalid point size \(size); using 0")
            return 0
        }
        guard size <= maximumPointSize else {
            FrameworkLog.log("UIFont: point size \(size) is larger than \(maximumPointSize); using \(maximumPointSize)")
            return maximumPointSize
        }
        return size
    }

    /// The largest point size OpenUIKit lays text out at. Differs from UIKit (which takes any
    /// size): Pango measures in 32-bit units of 1/1024 point, so a line must stay under two
    /// million points; at this size a line of a few hundred characters still fits.
    static let maximumPointSize: CGFloat = 10_000
}
