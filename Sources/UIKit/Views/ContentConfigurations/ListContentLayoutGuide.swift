import Foundation

/// The guide behind a list content view's `imageLayoutGuide`, `textLayoutGuide` and
/// `secondaryTextLayoutGuide`: the view sets its frame to its part's as it lays out.
@MainActor
final class ListContentLayoutGuide: UILayoutGuide {
    /// The parts of a list content view that have a guide.
    enum Part: Hashable {
        case image, text, secondaryText
    }

    var frame: CGRect = .zero

    override var layoutFrame: CGRect { owningView == nil ? .zero : frame }
}
