import Foundation

/// Converts the attributes of `AttributedString` runs to `NSAttributedString` values and back,
/// key by key (on iOS this goes through the Objective-C runtime; Linux has no such bridge).
struct AttributedStringBridge {
    /// One attribute: its name, the NSAttributedString value of a container's value, and the
    /// typed value of an NSAttributedString value (nil: the value has the wrong type).
    struct Entry {
        let name: String
        let read: (AttributeContainer) -> Any?
        let write: (inout AttributeContainer, Any) -> Bool
    }

    let entries: [Entry]

    private static func entry<K: AttributedStringKey>(
        _ key: K.Type, toObject: @escaping (K.Value) -> Any = { $0 },
        fromObject: @escaping (Any) -> K.Value? = { $0 as? K.Value }
    ) -> Entry {
        Entry(name: K.name,
              read: { container in container[K.self].map(toObject) },
              write: { container, object in
                  guard let value = fromObject(object) else { return false }
                  container[K.self] = value
                  return true
              })
    }

    private static func number<K: AttributedStringKey>(_ key: K.Type) -> Entry where K.Value == CGFloat {
        entry(key, fromObject: { UIFontDescriptor.number($0) })
    }

    /// UIKit stores line styles as their raw integers.
    private static func lineStyle<K: AttributedStringKey>(_ key: K.Type) -> Entry where K.Value == NSUnderlineStyle {
        entry(key, toObject: { $0.rawValue }, fromObject: { object in
            if let style = object as? NSUnderlineStyle { return style }
            return UIFontDescriptor.number(object).map { NSUnderlineStyle(rawValue: Int($0)) }
        })
    }

    private typealias UIKitKeys = AttributeScopes.UIKitAttributes
    private typealias FoundationKeys = AttributeScopes.FoundationAttributes

    // Immutable tables of closures that capture nothing (the values' types are not all Sendable).
    nonisolated(unsafe) static let foundation = AttributedStringBridge(entries: [
        entry(FoundationKeys.LinkAttribute.self, fromObject: { object in
            if let url = object as? URL { return url }
            if let string = object as? String { return URL(string: string) }
            return nil
        }),
        entry(FoundationKeys.LanguageIdentifierAttribute.self),
        entry(FoundationKeys.AlternateDescriptionAttribute.self),
        entry(FoundationKeys.ImageURLAttribute.self),
    ])

    nonisolated(unsafe) static let uiKit = AttributedStringBridge(entries: [
        entry(UIKitKeys.FontAttribute.self),
        entry(UIKitKeys.ParagraphStyleAttribute.self),
        entry(UIKitKeys.ForegroundColorAttribute.self),
        entry(UIKitKeys.BackgroundColorAttribute.self),
        entry(UIKitKeys.LigatureAttribute.self, fromObject: { UIFontDescriptor.number($0).map { Int($0) } }),
        number(UIKitKeys.KernAttribute.self),
        number(UIKitKeys.TrackingAttribute.self),
        lineStyle(UIKitKeys.StrikethroughStyleAttribute.self),
        lineStyle(UIKitKeys.UnderlineStyleAttribute.self),
        entry(UIKitKeys.StrokeColorAttribute.self),
        number(UIKitKeys.StrokeWidthAttribute.self),
        entry(UIKitKeys.ShadowAttribute.self),
        entry(UIKitKeys.TextEffectAttribute.self, fromObject: { object in
            if let style = object as? NSAttributedString.TextEffectStyle { return style }
            return (object as? String).map(NSAttributedString.TextEffectStyle.init(rawValue:))
        }),
        number(UIKitKeys.BaselineOffsetAttribute.self),
        entry(UIKitKeys.UnderlineColorAttribute.self),
        entry(UIKitKeys.StrikethroughColorAttribute.self),
        number(UIKitKeys.ObliquenessAttribute.self),
        number(UIKitKeys.ExpansionAttribute.self),
        entry(UIKitKeys.AttachmentAttribute.self),
    ] + foundation.entries)

    /// The keys of a scope: Foundation's alone, or UIKit's with Foundation's (any other scope:
    /// its keys cannot be listed on Linux, so all those known here).
    static func forScope<S: AttributeScope>(_ scope: S.Type) -> AttributedStringBridge {
        scope == FoundationKeys.self ? foundation : uiKit
    }

    private var entriesByName: [String: Entry] {
        Dictionary(entries.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The NSAttributedString form of `string`: its text, and each run's attributes this
    /// bridge knows (others are left out).
    func nsAttributedString(from string: AttributedString) -> NSMutableAttributedString {
        let result = NSMutableAttributedString(string: String(string.characters))
        var location = 0
        for run in string.runs {
            let length = String(string[run.range].characters).utf16.count
            defer { location += length }
            let attributes = run.attributes
            var converted: [NSAttributedString.Key: Any] = [:]
            for entry in entries {
                if let value = entry.read(attributes) { converted[NSAttributedString.Key(entry.name)] = value }
            }
            if !converted.isEmpty, length > 0 {
                result.setAttributes(converted, range: NSRange(location: location, length: length))
            }
        }
        return result
    }

    /// The AttributedString form of `string`, with the attributes this bridge knows.
    /// Throws when a known attribute's value has the wrong type (UIKit: a conversion error),
    /// unless `dropsInvalidValues` (then that attribute is left out).
    func attributedString(from string: NSAttributedString, dropsInvalidValues: Bool = false) throws -> AttributedString {
        let byName = entriesByName
        let text = string.string as NSString
        var result = AttributedString()
        var failure: (key: String, value: Any)?
        string.enumerateAttributes(in: NSRange(location: 0, length: string.length), options: []) { attributes, range, stop in
            var container = AttributeContainer()
            for (key, value) in attributes {
                guard let entry = byName[key.rawValue] else { continue }
                if !entry.write(&container, value), !dropsInvalidValues {
                    failure = (key.rawValue, value)
                    stop.pointee = true
                    return
                }
            }
            result.append(AttributedString(text.substring(with: range), attributes: container))
        }
        if let failure {
            throw CocoaError(.coderInvalidValue, userInfo: [
                NSDebugDescriptionErrorKey: "AttributedString(_:including:): the value \(failure.value) of attribute \(failure.key) has the wrong type",
            ])
        }
        return result
    }
}
