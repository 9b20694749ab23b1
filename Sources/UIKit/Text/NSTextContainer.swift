import Foundation

/// The region text is laid out in (UIKit's TextKit): its size, the padding at each line's
/// ends, and the line limits. OpenUIKit's text view reads these values each time it lays out;
/// exclusion paths and custom layout managers are not supported.
open class NSTextContainer: NSObject {
    /// The container's size; `greatestFiniteMagnitude` in a dimension means unlimited. A text
    /// view whose `widthTracksTextView` is true sets the width from its bounds.
    open var size: CGSize
    /// Blank space at the start and end of each line fragment. UIKit: 5.
    open var lineFragmentPadding: CGFloat = 5
    /// 0: no limit.
    open var maximumNumberOfLines = 0
    /// How the last line is cut when text is left out (`maximumNumberOfLines`).
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// Whether the width follows the text view's bounds (less its text container inset).
    /// UIKit: true for a text view's container.
    open var widthTracksTextView = false
    /// Whether the height follows the text view's bounds. UIKit: false.
    open var heightTracksTextView = false

    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    public override convenience init() {
        self.init(size: .zero)
    }

    /// A snapshot of the values layout depends on (the text view's layout cache key).
    var layoutValues: [CGFloat] {
        [size.width, size.height, lineFragmentPadding, CGFloat(maximumNumberOfLines), CGFloat(lineBreakMode.rawValue),
         widthTracksTextView ? 1 : 0]
    }
}
