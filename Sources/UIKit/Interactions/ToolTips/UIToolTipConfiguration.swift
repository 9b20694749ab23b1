/// The text of a tool tip and the part of the view it describes (UIKit, iOS 15).
@preconcurrency @MainActor
open class UIToolTipConfiguration: NSObject {
    /// The tip's text.
    open private(set) var toolTip: String
    /// The area the tip describes, in the view's coordinates; `CGRect.null`: the whole view.
    open private(set) var sourceRect: CGRect

    init(toolTip: String, sourceRect: CGRect) {
        self.toolTip = toolTip
        self.sourceRect = sourceRect
        super.init()
    }

    /// A tip for the whole view.
    public convenience init(toolTip: String) {
        self.init(toolTip: toolTip, sourceRect: .null)
    }

    /// A tip for `sourceRect` of the view.
    public convenience init(toolTip: String, in sourceRect: CGRect) {
        self.init(toolTip: toolTip, sourceRect: sourceRect)
    }
}
