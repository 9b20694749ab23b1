import Foundation

/// A position in a text content manager's document (TextKit 2).
public protocol NSTextLocation: AnyObject {
    /// Orders this location against another of the same document.
    func compare(_ location: any NSTextLocation) -> ComparisonResult
}
