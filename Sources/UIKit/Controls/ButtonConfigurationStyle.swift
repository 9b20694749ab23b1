/// The four looks of `UIButton.Configuration` and the colors each resolves to for a state.
enum ButtonConfigurationStyle: Hashable, Sendable {
    case plain
    case gray
    case tinted
    case filled

    /// Colors for one state. UIKit does not document its highlight and disabled colors; these
    /// follow its look: a highlight fades the content (plain) or the fill, a disabled button
    /// is gray.
    @MainActor
    func colors(base foreground: UIColor?, baseBackground: UIColor?, tint: UIColor, state: UIControl.State,
                selectionShows: Bool) -> (foreground: UIColor, background: UIColor) {
        var look = self
        if selectionShows, state.contains(.selected) {
            // A selected button shows one step more prominent.
            switch self {
            case .plain, .gray: look = .tinted
            case .tinted: look = .filled
            case .filled: look = .filled
            }
        }
        if state.contains(.disabled) {
            return (.tertiaryLabel, look == .plain ? .clear : .tertiarySystemFill)
        }
        let fill = baseBackground ?? tint
        var result: (foreground: UIColor, background: UIColor)
        switch look {
        case .plain: result = (foreground ?? tint, .clear)
        case .gray: result = (foreground ?? tint, baseBackground ?? .secondarySystemFill)
        case .tinted: result = (foreground ?? fill, fill.withAlphaComponent(fill.cgAlpha * 0.15))
        case .filled: result = (foreground ?? .white, fill)
        }
        if state.contains(.highlighted) {
            switch look {
            case .plain:
                result.foreground = result.foreground.withAlphaComponent(result.foreground.cgAlpha * 0.5)
            case .gray, .tinted:
                result.foreground = result.foreground.withAlphaComponent(result.foreground.cgAlpha * 0.6)
            case .filled:
                result.background = result.background.withAlphaComponent(result.background.cgAlpha * 0.75)
            }
        }
        return result
    }
}

/// The metrics of a configuration's `buttonSize`: fonts, default content insets and the
/// dynamic corner radius. UIKit does not document them; these match its common sizes (a
/// medium filled "Button" is about 75 × 35 points).
struct ButtonConfigurationMetrics {
    let titleFontSize: CGFloat
    let subtitleFontSize: CGFloat
    let contentInsets: NSDirectionalEdgeInsets
    let dynamicCornerRadius: CGFloat

    init(size: UIButton.Configuration.Size) {
        switch size {
        case .mini:
            titleFontSize = 12
            subtitleFontSize = 11
            contentInsets = NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
            dynamicCornerRadius = 4
        case .small:
            titleFontSize = 15
            subtitleFontSize = 12
            contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            dynamicCornerRadius = 5
        case .medium:
            titleFontSize = 17
            subtitleFontSize = 15
            contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            dynamicCornerRadius = 6
        case .large:
            titleFontSize = 17
            subtitleFontSize = 15
            contentInsets = NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            dynamicCornerRadius = 8
        }
    }

    /// The background's corner radius for a corner style and a background size.
    static func cornerRadius(_ style: UIButton.Configuration.CornerStyle, size: UIButton.Configuration.Size,
                             fixed: CGFloat, bounds: CGSize) -> CGFloat {
        switch style {
        case .fixed: return fixed
        case .dynamic: return ButtonConfigurationMetrics(size: size).dynamicCornerRadius
        case .small: return 4
        case .medium: return 8
        case .large: return 12
        case .capsule: return min(bounds.width, bounds.height) / 2
        }
    }
}
