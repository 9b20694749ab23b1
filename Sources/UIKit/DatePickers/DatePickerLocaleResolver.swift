/// Decides which locale a date picker formats with when code gives it one that ICU has no
/// data for.
///
/// Foundation accepts any identifier ("xx_YY", "garbage!!") and silently formats with root
/// data (24-hour clock, "M/d/y" patterns), which no user would recognise. OpenUIKit's
/// defined fallback: an unknown region is dropped (its language's own conventions are
/// kept: "ko_XX" → "ko"); an unknown language falls back to "en_US_POSIX". Keywords
/// (@calendar=..., @numbers=...) are kept. The picker's `locale` property still returns
/// what code set.
enum DatePickerLocaleResolver {
    static let fallbackIdentifier = "en_US_POSIX"

    struct Resolution {
        let locale: Locale
        /// Why the locale was replaced (nil when it is used as is).
        let problem: String?
    }

    static func resolve(_ locale: Locale) -> Resolution {
        let identifier = locale.identifier
        let keywords = identifier.firstIndex(of: "@").map { String(identifier[$0...]) } ?? ""
        guard let language = locale.language.languageCode?.identifier,
              knownLanguages.contains(language) else {
            return Resolution(locale: Locale(identifier: fallbackIdentifier),
                              problem: "unknown locale identifier '\(identifier)'; formatting with \(fallbackIdentifier)")
        }
        if let region = locale.region?.identifier, !Locale.Region.isoRegions.contains(where: { $0.identifier == region }) {
            var base = language
            if let script = locale.language.script?.identifier { base += "_" + script }
            return Resolution(locale: Locale(identifier: base + keywords),
                              problem: "unknown region '\(region)' in locale identifier '\(identifier)'; formatting with '\(base + keywords)'")
        }
        return Resolution(locale: locale, problem: nil)
    }

    /// Languages ICU has locale data for (the bare language identifiers it lists).
    static let knownLanguages: Set<String> = {
        var languages = Set<String>()
        for identifier in Locale.availableIdentifiers {
            let language = identifier.split(separator: "_").first.map(String.init) ?? identifier
            languages.insert(language)
        }
        return languages
    }()
}
