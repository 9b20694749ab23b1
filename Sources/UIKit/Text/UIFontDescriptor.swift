@_spi(Diagnostics) import CoreGraphics

/// A collection of attributes that describes a font (UIKit): family, name, size, traits,
/// text style. `UIFont(descriptor:size:)` resolves it through fontconfig.
open class UIFontDescriptor: NSObject, NSCopying, @unchecked Sendable {
    /// Must stay the first stored property: see `FoundationBridgingGuard`.
    private let foundationBridgingGuard = FoundationBridgingGuard.word
    let attributes: [AttributeName: Any]
    /// The exact face of the font this descriptor was made from, kept while only the size
    /// or traits change so that the round trip font → descriptor → font is exact.
    let sourceFace: FontFace?

    init(attributes: [AttributeName: Any], sourceFace: FontFace?) {
        self.attributes = attributes
        self.sourceFace = sourceFace
        super.init()
    }

    public init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        self.attributes = attributes
        self.sourceFace = nil
        super.init()
    }

    public override convenience init() {
        self.init(fontAttributes: [:])
    }

    public convenience init(name fontName: String, size: CGFloat) {
        self.init(fontAttributes: [.name: fontName, .size: size])
    }

    convenience init(font: UIFont) {
        var traits: SymbolicTraits = []
        if font.face.weight.rawValue >= UIFont.Weight.semibold.rawValue { traits.insert(.traitBold) }
        if font.face.italic { traits.insert(.traitItalic) }
        if font.face.generic == .monospace || font.resolved.isFixedPitch { traits.insert(.traitMonoSpace) }
        if font.requestedName == nil { traits.insert(.traitUIOptimized) }
        var attributes: [AttributeName: Any] = [
            .family: font.familyName,
            .name: font.fontName,
            .size: font.pointSize,
            .traits: [TraitKey.symbolic: traits.rawValue, TraitKey.weight: font.face.weight.rawValue] as [TraitKey: Any],
        ]
        // UIKit: a font of another width (iOS 16's `systemFont(ofSize:weight:width:)`) names it.
        if font.face.width != 0, var fontTraits = attributes[.traits] as? [TraitKey: Any] {
            fontTraits[.width] = font.face.width
            attributes[.traits] = fontTraits
        }
        if let style = font.textStyle { attributes[.textStyle] = style.rawValue }
        self.init(attributes: attributes, sourceFace: font.face)
    }

    /// The descriptor of a text style's font at the current text size.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    /// The descriptor of a text style's font at the text size of `traitCollection`.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle,
                                            compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection).fontDescriptor
    }

    // MARK: Attributes

    open var fontAttributes: [AttributeName: Any] { attributes }

    open func object(forKey anAttribute: AttributeName) -> Any? { attributes[anAttribute] }

    /// The size attribute, or 0.
    open var pointSize: CGFloat { Self.number(attributes[.size]) ?? 0 }

    open var postscriptName: String { attributes[.name] as? String ?? "" }

    open var symbolicTraits: SymbolicTraits {
        SymbolicTraits(rawValue: UInt32(truncatingIfNeeded: Int(Self.number(traits[.symbolic]) ?? 0)))
    }

    open var matrix: CGAffineTransform { attributes[.matrix] as? CGAffineTransform ?? .identity }

    var traits: [TraitKey: Any] { attributes[.traits] as? [TraitKey: Any] ?? [:] }

    // MARK: Derived descriptors

    open func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        UIFontDescriptor(attributes: self.attributes.merging(attributes) { $1 }, sourceFace: nil)
    }

    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        var copy = attributes
        copy[.size] = newPointSize
        return UIFontDescriptor(attributes: copy, sourceFace: sourceFace)
    }

    open func withFamily(_ newFamily: String) -> UIFontDescriptor {
        var copy = attributes
        copy[.family] = newFamily
        copy[.name] = nil
        copy[.textStyle] = nil
        return UIFontDescriptor(attributes: copy, sourceFace: nil)
    }

    open func withFace(_ newFace: String) -> UIFontDescriptor {
        var copy = attributes
        copy[.face] = newFace
        copy[.name] = nil
        return UIFontDescriptor(attributes: copy, sourceFace: nil)
    }

    /// The descriptor with exactly these symbolic traits (bold and italic are honoured).
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        var copy = attributes
        var newTraits = traits
        newTraits[.symbolic] = symbolicTraits.rawValue
        let weight = Self.number(newTraits[.weight]) ?? 0
        if symbolicTraits.contains(.traitBold), weight < UIFont.Weight.bold.rawValue {
            newTraits[.weight] = UIFont.Weight.bold.rawValue
        } else if !symbolicTraits.contains(.traitBold), weight >= UIFont.Weight.semibold.rawValue {
            newTraits[.weight] = UIFont.Weight.regular.rawValue
        }
        copy[.traits] = newTraits
        copy[.name] = nil
        copy[.face] = nil
        var face = sourceFace
        face?.weight = UIFont.Weight(rawValue: Self.number(newTraits[.weight]) ?? 0)
        face?.italic = symbolicTraits.contains(.traitItalic)
        if symbolicTraits.contains(.traitMonoSpace), face?.generic != .monospace { face = nil }
        return UIFontDescriptor(attributes: copy, sourceFace: face)
    }

    /// The system font's descriptor in another design; nil for a descriptor that is not a
    /// system font.
    open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        let family = attributes[.family] as? String
        let systemFamilies = [FontFace.systemFamily, FontFace.monospacedSystemFamily, FontFace.serifSystemFamily]
        guard family == nil || systemFamilies.contains(where: { $0 == family }) || sourceFace != nil else { return nil }
        var copy = attributes
        copy[.family] = Self.family(for: design)
        copy[.name] = nil
        copy[.textStyle] = nil
        var newTraits = traits
        newTraits[Self.designTraitKey] = design.rawValue
        copy[.traits] = newTraits
        return UIFontDescriptor(attributes: copy, sourceFace: nil)
    }

    // MARK: NSObject

    open func copy(with zone: NSZone? = nil) -> Any { self }

    nonisolated open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFontDescriptor else { return false }
        return description == other.description
    }

    nonisolated open override var hash: Int { description.hashValue }

    nonisolated open override var description: String {
        func describe(_ value: Any) -> String {
            if let traits = value as? [TraitKey: Any] {
                return "{" + traits.map { "\($0.key.rawValue) = \($0.value)" }.sorted().joined(separator: ", ") + "}"
            }
            return "\(value)"
        }
        return "UIFontDescriptor " + attributes.map { "\($0.key.rawValue) = \(describe($0.value))" }.sorted()
            .joined(separator: "; ")
    }

    // MARK: Resolution

    static let designTraitKey = TraitKey(rawValue: "NSCTFontUIFontDesignTrait")

    static func family(for design: SystemDesign) -> String {
        switch design {
        case .serif: return FontFace.serifSystemFamily
        case .monospaced: return FontFace.monospacedSystemFamily
        default: return FontFace.systemFamily
        }
    }

    static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let v as CGFloat: return v
        case let v as Double: return CGFloat(v)
        case let v as Float: return CGFloat(v)
        case let v as Int: return CGFloat(v)
        case let v as UInt32: return CGFloat(v)
        case let v as NSNumber: return CGFloat(v.doubleValue)
        default: return nil
        }
    }

    /// What `UIFont(descriptor:size:)` makes: the face that draws, the size, and the names
    /// the font reports (nil: the resolved face's).
    struct Resolution {
        var face: FontFace
        var size: CGFloat
        var name: String?
        var family: String?
        var textStyle: UIFont.TextStyle?
    }

    /// The face, size and names `UIFont(descriptor:size:)` uses.
    func resolve(size requestedSize: CGFloat) -> Resolution {
        let style = (attributes[.textStyle] as? String).map(UIFont.TextStyle.init(rawValue:))
        let size = requestedSize > 0 ? requestedSize : (pointSize > 0 ? pointSize : (style?.defaultMetrics.size ?? 12))
        func ios(_ match: FontNameMatch) -> Resolution {
            Resolution(face: match.face, size: size, name: match.postScriptName, family: match.familyName, textStyle: style)
        }
        if let sourceFace {
            // A font's own descriptor, perhaps with new traits: an iOS font stays in its iOS
            // family (UIKit: "AvenirNext-Regular" made bold is "AvenirNext-Bold").
            if let name = attributes[.name] as? String, let match = TextEngine.withState({ $0.lookupIOS(name: name) }),
               match.face == sourceFace {
                return ios(match)
            }
            if let family = attributes[.family] as? String, let match = TextEngine.withState({
                $0.lookupIOS(family: family, weight: sourceFace.weight, italic: sourceFace.italic)
            }) {
                return ios(match)
            }
            return Resolution(face: sourceFace, size: size, name: nil, family: nil, textStyle: style)
        }

        let symbolic = symbolicTraits
        let faceName = (attributes[.face] as? String ?? "").lowercased()
        var weight = Self.number(traits[.weight]).map(UIFont.Weight.init(rawValue:))
        if weight == nil, faceName.contains("bold") { weight = .bold }
        if weight == nil, faceName.contains("light") { weight = .light }
        if symbolic.contains(.traitBold), (weight?.rawValue ?? 0) < UIFont.Weight.semibold.rawValue { weight = .bold }
        let italic = symbolic.contains(.traitItalic) || faceName.contains("italic") || faceName.contains("oblique")
        let monospace = symbolic.contains(.traitMonoSpace)
        let generic: FontFace.Generic = monospace ? .monospace : .sansSerif
        let width = FontFace.validWidth(Self.number(traits[.width]) ?? 0)

        if let name = attributes[.name] as? String {
            if let match = TextEngine.withState({ $0.lookup(name: name, reportingUnknown: false) }) {
                let wantedWeight = weight ?? match.weight
                let wantedItalic = italic || match.italic
                if let family = match.familyName, wantedWeight != match.weight || wantedItalic != match.italic,
                   let styled = TextEngine.withState({ $0.lookupIOS(family: family, weight: wantedWeight, italic: wantedItalic) }) {
                    return ios(styled)
                }
                var face = match.face
                face.weight = wantedWeight
                face.italic = wantedItalic
                if monospace, match.familyName == nil { face.generic = .monospace }
                let keepsName = face.weight == match.weight && face.italic == match.italic
                return Resolution(face: face, size: size, name: keepsName ? match.postScriptName : nil,
                                  family: keepsName ? match.familyName : nil, textStyle: style)
            }
            FrameworkLog.log("UIFont: no installed font is named \"\(name)\"; using the system font (fontconfig fallback)")
        } else if let family = attributes[.family] as? String {
            if let match = TextEngine.withState({ $0.lookupIOS(family: family, weight: weight ?? .regular, italic: italic) }) {
                return ios(match)
            }
            return Resolution(face: FontFace(family: family, weight: weight ?? .regular, italic: italic, width: width,
                                             generic: generic),
                              size: size, name: nil, family: nil, textStyle: style)
        } else if let style {
            let metrics = style.defaultMetrics
            return Resolution(face: FontFace(family: FontFace.systemFamily, weight: weight ?? metrics.weight,
                                             italic: italic, width: width),
                              size: size, name: nil, family: nil, textStyle: style)
        }
        let family = monospace ? FontFace.monospacedSystemFamily : FontFace.systemFamily
        return Resolution(face: FontFace(family: family, weight: weight ?? .regular, italic: italic, width: width,
                                         generic: generic),
                          size: size, name: nil, family: nil, textStyle: nil)
    }
}
