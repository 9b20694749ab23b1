/// Which columns a date picker shows, in which order, for a mode, locale and calendar.
///
/// Everything comes from the locale's CLDR patterns (through ICU skeletons): "yMMMMd" gives
/// the date columns and their order ("MMMM d, y" → month | day | year in en_US;
/// "y년 MMMM d일" → 년 | 월 | 일 in ko_KR; "Gy年M月d日" → era year | month | day with the
/// Japanese calendar), "jmm" gives the locale's preferred clock ("h:mm a", "a h:mm",
/// "HH:mm"), and "MMMEd" gives `.dateAndTime`'s combined date column. Letters attached to a
/// field (년, 月, 日, 時) stay with its column, as on iOS's wheels.
struct DatePickerLayout: Equatable, Sendable {
    /// Columns from left to right as shown (for a right-to-left locale, mirrored).
    let columns: [DatePickerColumn]
    let isRightToLeft: Bool

    var kinds: [DatePickerColumnKind] { columns.map(\.kind) }

    func index(of kind: DatePickerColumnKind) -> Int? {
        columns.firstIndex { $0.kind == kind }
    }

    /// Columns in reading order (right to left for a right-to-left locale).
    var readingOrder: [Int] {
        isRightToLeft ? Array(columns.indices.reversed()) : Array(columns.indices)
    }

    var usesTwelveHourClock: Bool {
        columns.contains { $0.usesTwelveHourClock }
    }

    init(columns: [DatePickerColumn], isRightToLeft: Bool) {
        self.columns = columns
        self.isRightToLeft = isRightToLeft
    }

    init(mode: UIDatePicker.Mode, locale: Locale, calendar: Calendar) {
        let rtl = Locale.Language(identifier: locale.identifier).characterDirection == .rightToLeft
        var logical: [DatePickerColumn]
        switch mode {
        case .countDownTimer:
            logical = [DatePickerColumn(kind: .countDownHours, pattern: ""),
                       DatePickerColumn(kind: .countDownMinutes, pattern: "")]
        case .date:
            logical = Self.splitColumns(Self.pattern(forSkeleton: "yMMMMd", locale: locale, calendar: calendar))
        case .yearAndMonth:
            logical = Self.splitColumns(Self.pattern(forSkeleton: "yMMMM", locale: locale, calendar: calendar))
        case .time:
            logical = Self.timeColumns(locale: locale, calendar: calendar)
        case .dateAndTime:
            let dateColumn = DatePickerColumn(kind: .weekdayMonthDay, pattern: Self.combinedDatePattern(locale: locale, calendar: calendar))
            let time = Self.timeColumns(locale: locale, calendar: calendar)
            let both = Self.pattern(forSkeleton: "MMMEdjmm", locale: locale, calendar: calendar)
            let dateIndex = both.firstIndex(ofField: ["M", "L", "d", "E", "c"]) ?? 0
            let timeIndex = both.firstIndex(ofField: ["h", "H", "K", "k"]) ?? Int.max
            logical = dateIndex <= timeIndex ? [dateColumn] + time : time + [dateColumn]
        }
        self.init(columns: rtl ? Self.mirrored(logical) : logical, isRightToLeft: rtl)
    }

    // MARK: Patterns from skeletons

    /// The locale's pattern for a skeleton, with the calendar's conventions (the Japanese
    /// calendar's patterns carry the era).
    static func pattern(forSkeleton skeleton: String, locale: Locale, calendar: Calendar) -> DatePickerPattern {
        var components = Locale.Components(locale: locale)
        components.calendar = calendar.identifier
        let withCalendar = Locale(components: components)
        let text = DateFormatter.dateFormat(fromTemplate: skeleton, options: 0, locale: withCalendar)
            ?? DateFormatter.dateFormat(fromTemplate: skeleton, options: 0, locale: Locale(identifier: "en_US_POSIX"))
            ?? skeleton
        return DatePickerPattern(text)
    }

    /// `.dateAndTime`'s date column: the locale's abbreviated weekday-month-day pattern. UIKit
    /// shows "Mon Nov 22" where CLDR's en pattern is "EEE, MMM d": the comma is dropped.
    static func combinedDatePattern(locale: Locale, calendar: Calendar) -> String {
        let pattern = pattern(forSkeleton: "MMMEd", locale: locale, calendar: calendar)
        let tokens = pattern.tokens.compactMap { token -> DatePickerPattern.Token? in
            guard case .literal(let text) = token else { return token }
            let cleaned = text.replacingOccurrences(of: ",", with: "")
            return cleaned.isEmpty ? nil : .literal(cleaned)
        }
        return DatePickerPattern(tokens: tokens).string
            .replacingOccurrences(of: "  ", with: " ")
            .trimmingCharacters(in: .whitespaces)
    }

    static func timeColumns(locale: Locale, calendar: Calendar) -> [DatePickerColumn] {
        splitColumns(pattern(forSkeleton: "jmm", locale: locale, calendar: calendar))
    }

    // MARK: Splitting a pattern into columns

    /// One column per field kind, in pattern order. Literal letters written against a field
    /// are its affixes ("d일" → "22일"); punctuation and spaced words between fields are
    /// separators the wheels do not show. A textual month becomes the standalone form (CLDR:
    /// a month shown on its own uses the stand-alone name) without affixes.
    static func splitColumns(_ pattern: DatePickerPattern) -> [DatePickerColumn] {
        var groups: [(kind: DatePickerColumnKind, tokens: [DatePickerPattern.Token])] = []
        var prefix: [DatePickerPattern.Token] = []
        var pendingEra: [DatePickerPattern.Token] = []
        var previousWasField = false
        for token in pattern.tokens {
            switch token {
            case .field(let letter, let count):
                defer { previousWasField = true }
                guard let kind = DatePickerColumnKind.kind(forPatternLetter: letter), kind != .weekdayMonthDay else {
                    prefix = []
                    continue
                }
                if letter == "G" {
                    if let last = groups.indices.last, groups[last].kind == .year, previousWasField {
                        groups[last].tokens.append(token)
                    } else {
                        pendingEra = prefix + [token]
                    }
                    prefix = []
                    continue
                }
                guard !groups.contains(where: { $0.kind == kind }) else { prefix = []; continue }
                var tokens = prefix + [token]
                if kind == .year, !pendingEra.isEmpty {
                    tokens = pendingEra + tokens
                    pendingEra = []
                }
                if kind == .dayPeriod { tokens = [.field("a", 1)] } // flexible periods (b, B) → AM/PM
                if kind == .month, count >= 3 { tokens = [.field("L", count)] }
                groups.append((kind, tokens))
                prefix = []
            case .literal(let text):
                let (leading, trailing) = attachedLetters(in: text)
                if !leading.isEmpty, previousWasField, let last = groups.indices.last {
                    if case .field(let letter, let count)? = groups[last].tokens.last, "ML".contains(letter), count >= 3 {
                        // a textual month keeps no affixes
                    } else {
                        groups[last].tokens.append(.literal(leading))
                    }
                }
                if !pendingEra.isEmpty, text.contains(where: \.isWhitespace) {
                    pendingEra.append(.literal(" "))
                }
                prefix = trailing.isEmpty ? [] : [.literal(trailing)]
                previousWasField = false
            }
        }
        return groups.map { DatePickerColumn(kind: $0.kind, pattern: DatePickerPattern(tokens: $0.tokens).string) }
    }

    /// The letters at the start of a literal (a suffix of the field before it) and at its end
    /// (a prefix of the field after it).
    static func attachedLetters(in text: String) -> (leading: String, trailing: String) {
        let characters = Array(text)
        guard let first = characters.first else { return ("", "") }
        if characters.allSatisfy(\.isLetter) { return (text, "") }
        var leading = ""
        if first.isLetter { leading = String(characters.prefix { $0.isLetter }) }
        var trailing = ""
        if let last = characters.last, last.isLetter {
            trailing = String(characters.reversed().prefix { $0.isLetter }.reversed())
        }
        return (leading, trailing)
    }

    /// Right-to-left order: the columns mirrored, except that hour and minute stay in
    /// "hour:minute" order — in right-to-left text a time's digits form one left-to-right
    /// run (Unicode bidi), so "م ٤:٠١" shows AM/PM | hour | minute from the left.
    static func mirrored(_ logical: [DatePickerColumn]) -> [DatePickerColumn] {
        var visual = Array(logical.reversed())
        if let minute = visual.firstIndex(where: { $0.kind == .minute }),
           minute + 1 < visual.count, visual[minute + 1].kind == .hour {
            visual.swapAt(minute, minute + 1)
        }
        return visual
    }
}
