/// What a picker row shows when its delegate gives titles rather than views: the row
/// view draws this (the drawing phase renders it; until then it is the testable model).
enum PickerRowContent: Equatable {
    case empty
    case title(String)
    case attributedTitle(NSAttributedString)

    /// The plain text, for accessibility and measuring.
    var string: String? {
        switch self {
        case .empty: return nil
        case .title(let title): return title
        case .attributedTitle(let title): return title.string
        }
    }
}
