/// The sizes a date picker fits at, per style and mode.
///
/// - Wheels: UIKit's 320 × 216, wider when the locale's columns need more room (seed 003:
///   "the date picker's width adjusts automatically to the length of the localization").
/// - Compact: the formatted value in one (date or time) or two (date and time) rounded
///   "bubbles" 36 points high (34.333 for .date), as measured on the iOS 26.1 simulator by
///   an independent re-implementation (en_US: 127.333 wide for a date, 228 for date and time).
/// - Inline: a 320-point-wide month calendar, 440 high for .date and 482 with the time row
///   for .dateAndTime; .time is its time field, 114 high (same measurements).
///
/// Differs from UIKit: UIKit's compact and inline pickers size themselves through internal
/// Auto Layout constraints and report no intrinsic size; OpenUIKit has no constraint engine,
/// so it reports this fitting size as `intrinsicContentSize` too.
extension UIDatePicker {
    static let wheelsSize = CGSize(width: 320, height: 216)
    static let compactHeight: CGFloat = 36
    static let compactDateHeight: CGFloat = 34.333
    static let compactFontSize: CGFloat = 17
    static let compactBubblePadding: CGFloat = 12
    static let compactBubbleSpacing: CGFloat = 4
    static let inlineWidth: CGFloat = 320
    static let inlineDateHeight: CGFloat = 440
    static let inlineDateAndTimeHeight: CGFloat = 482
    static let inlineTimeHeight: CGFloat = 114

    func _fittingSize() -> CGSize {
        switch _resolvedStyle {
        case .wheels, .automatic:
            let adapter = wheelsAdapter
            let content = adapter?.contentWidth ?? 0
            return CGSize(width: max(Self.wheelsSize.width, content), height: Self.wheelsSize.height)
        case .compact:
            return compactSize
        case .inline:
            switch modeStorage {
            case .time:
                return CGSize(width: bubbleWidth(compactTimeText), height: Self.inlineTimeHeight)
            case .dateAndTime:
                return CGSize(width: Self.inlineWidth, height: Self.inlineDateAndTimeHeight)
            default:
                return CGSize(width: Self.inlineWidth, height: Self.inlineDateHeight)
            }
        }
    }

    private var compactSize: CGSize {
        switch modeStorage {
        case .time:
            return CGSize(width: bubbleWidth(compactTimeText), height: Self.compactHeight)
        case .date:
            return CGSize(width: bubbleWidth(compactDateText), height: Self.compactDateHeight)
        default:
            let width = bubbleWidth(compactDateText) + Self.compactBubbleSpacing + bubbleWidth(compactTimeText)
            return CGSize(width: width, height: Self.compactHeight)
        }
    }

    func bubbleWidth(_ text: String) -> CGFloat {
        textMeasurer.width(of: text, font: UIFont.systemFont(ofSize: Self.compactFontSize)) + 2 * Self.compactBubblePadding
    }

    /// What the compact style's date bubble shows ("Nov 22, 2025", "2025. 11. 22.").
    var compactDateText: String {
        _ = resolvedConfiguration
        return formatters.string(from: dateStorage, dateStyle: .medium, timeStyle: .none)
    }

    /// What the compact style's time bubble shows ("4:01 PM", "오후 4:01", "16:01").
    var compactTimeText: String {
        _ = resolvedConfiguration
        return formatters.string(from: dateStorage, dateStyle: .none, timeStyle: .short)
    }
}
