/// One level of a list in an RTF `\listtable`: `{\listlevel\levelnfc23\levelstartat1{\*\levelmarker \{disc\}}…}`.
struct RTFListLevel {
    /// `\levelnfcN`, RTF 1.9.1's number type (0 decimal, 1 and 2 upper and lower roman, 3 and
    /// 4 upper and lower letters, 23 bullet).
    var numberType = 0
    var start = 1
    /// Cocoa's `{\*\levelmarker …}`: the `NSTextList` marker format itself ("{disc}", "{decimal}.").
    var marker = ""

    /// The marker format of the level: Cocoa's when written, else the number type's.
    var markerFormat: NSTextList.MarkerFormat {
        if let open = marker.firstIndex(of: "{"), let close = marker[open...].firstIndex(of: "}") {
            // UIKit's list formats are the specifier alone; text around it is the item's own.
            return NSTextList.MarkerFormat(rawValue: String(marker[open...close]))
        }
        switch numberType {
        case 1: return .uppercaseRoman
        case 2: return .lowercaseRoman
        case 3: return .uppercaseAlpha
        case 4: return .lowercaseAlpha
        case 23: return .disc
        default: return .decimal
        }
    }
}
