/// The few words the date picker shows that no formatter gives: the inline style's "Time"
/// row title, in the languages OpenUIKit is tested with (UIKit takes them from its own
/// localizations). Other languages read English, with no log line (it is not an error).
enum DatePickerStrings {
    private static let timeTitles: [String: String] = [
        "en": "Time", "ko": "시간", "ja": "時刻", "zh-Hans": "时间", "zh-Hant": "時間", "ar": "الوقت",
        "de": "Uhrzeit", "fr": "Heure", "es": "Hora", "it": "Ora", "pt": "Hora", "ru": "Время", "he": "שעה",
    ]

    static func timeTitle(for locale: Locale) -> String {
        let language = locale.language
        guard let code = language.languageCode?.identifier else { return "Time" }
        if code == "zh" {
            let script = language.script?.identifier
                ?? (["TW", "HK", "MO"].contains(locale.region?.identifier ?? "") ? "Hant" : "Hans")
            return timeTitles["zh-\(script)"] ?? timeTitles["zh-Hans"]!
        }
        return timeTitles[code] ?? "Time"
    }
}
