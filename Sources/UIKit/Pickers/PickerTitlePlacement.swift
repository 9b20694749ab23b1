/// How a title row sits in its component: the text alignment and the room kept free on
/// each side (UIKit's date picker aligns hours to the right and minutes to the left, and
/// keeps room for a countdown column's fixed unit label).
struct PickerTitlePlacement: Equatable {
    var alignment: NSTextAlignment
    var leftInset: CGFloat
    var rightInset: CGFloat

    static let centered = PickerTitlePlacement(alignment: .center, leftInset: 0, rightInset: 0)
}
