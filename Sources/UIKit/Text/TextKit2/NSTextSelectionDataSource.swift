import Foundation

/// What `NSTextSelectionNavigation` reads to move selections: the document's locations and
/// text units, each paragraph's writing direction and each line's carets.
/// `NSTextLayoutManager` is one. UIKit's optional requirements have defaults here.
public protocol NSTextSelectionDataSource: NSObjectProtocol {
    /// The whole document.
    var documentRange: NSTextRange { get }

    /// Calls `block` with each unit of `options`' kind (composed characters, words, lines,
    /// sentences, paragraphs) from the one holding `location` to the document's end, or
    /// backwards to its start with `.reverse`: its text, its range, the range it encloses
    /// (with trailing separators or spaces), and a flag to stop.
    func enumerateSubstrings(from location: any NSTextLocation, options: NSString.EnumerationOptions,
                             using block: (String?, NSTextRange, NSTextRange?, UnsafeMutablePointer<ObjCBool>) -> Void)

    /// The unit of `selectionGranularity` holding `location`.
    func textRange(for selectionGranularity: NSTextSelection.Granularity, enclosing location: any NSTextLocation) -> NSTextRange?

    /// `location` moved by `offset` UTF-16 units; nil outside the document.
    func location(_ location: any NSTextLocation, offsetBy offset: Int) -> (any NSTextLocation)?

    /// The distance between two locations.
    func offset(from: any NSTextLocation, to: any NSTextLocation) -> Int

    /// The base writing direction of the paragraph holding `location`.
    func baseWritingDirection(at location: any NSTextLocation) -> NSTextSelectionNavigation.WritingDirection

    /// Calls `block` with each caret edge of the line holding `location`, left to right on
    /// screen: its x (container coordinates), the character it belongs to, whether it is the
    /// character's leading (logically preceding) edge, and a flag to stop.
    func enumerateCaretOffsetsInLineFragment(at location: any NSTextLocation,
                                             using block: (CGFloat, any NSTextLocation, Bool, UnsafeMutablePointer<ObjCBool>) -> Void)

    /// The characters of the line at `point` (container coordinates) in the container holding
    /// `location`.
    func lineFragmentRange(for point: CGPoint, inContainerAt location: any NSTextLocation) -> NSTextRange?

    /// Calls `block` with the container (page) boundaries from `location` (optional in UIKit).
    func enumerateContainerBoundaries(from location: any NSTextLocation, reverse: Bool,
                                      using block: (any NSTextLocation, UnsafeMutablePointer<ObjCBool>) -> Void)

    /// Whether lines run across or down at `location` (optional in UIKit).
    func textLayoutOrientation(at location: any NSTextLocation) -> NSTextSelectionNavigation.LayoutOrientation
}

extension NSTextSelectionDataSource {
    public func enumerateSubstrings(from location: any NSTextLocation,
                                    using block: (String?, NSTextRange, NSTextRange?, UnsafeMutablePointer<ObjCBool>) -> Void) {
        enumerateSubstrings(from: location, options: [], using: block)
    }

    /// No container boundaries: the document is one container.
    public func enumerateContainerBoundaries(from location: any NSTextLocation, reverse: Bool,
                                             using block: (any NSTextLocation, UnsafeMutablePointer<ObjCBool>) -> Void) {}

    /// Horizontal lines.
    public func textLayoutOrientation(at location: any NSTextLocation) -> NSTextSelectionNavigation.LayoutOrientation {
        .horizontal
    }
}
