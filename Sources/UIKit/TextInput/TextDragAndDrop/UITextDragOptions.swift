/// How dragged text is previewed (UIKit, iOS 11).
public struct UITextDragOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Draw the lifted text without its colors.
    public static let stripTextColorFromPreviews = UITextDragOptions(rawValue: 1 << 0)
}
