import UIKit

/// The TextKit 2 recipe iOS code uses — content storage → text layout manager → container
/// (no line fragment padding) — over `text` with `attributes`, for the TextKit 2 test classes.
/// The caller keeps the content storage: a layout manager holds its content manager weakly,
/// as in UIKit.
@MainActor
func makeTextKit2Stack(_ text: String, width: CGFloat,
                       attributes: [NSAttributedString.Key: Any]) -> (NSTextContentStorage, NSTextLayoutManager) {
    let content = NSTextContentStorage()
    content.attributedString = NSAttributedString(string: text, attributes: attributes)
    let manager = NSTextLayoutManager()
    content.addTextLayoutManager(manager)
    let container = NSTextContainer(size: CGSize(width: width, height: 1000))
    container.lineFragmentPadding = 0
    manager.textContainer = container
    return (content, manager)
}
