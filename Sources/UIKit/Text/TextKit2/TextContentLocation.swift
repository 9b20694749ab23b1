import Foundation

/// OpenUIKit's text location: a UTF-16 offset into the content storage's text.
final class TextContentLocation: NSObject, NSTextLocation {
    let offset: Int

    init(_ offset: Int) {
        self.offset = offset
        super.init()
    }

    func compare(_ location: any NSTextLocation) -> ComparisonResult {
        let other = TextContentLocation.offset(of: location)
        return offset < other ? .orderedAscending : offset > other ? .orderedDescending : .orderedSame
    }

    /// The offset of a location (0 for a location of another kind).
    static func offset(of location: any NSTextLocation) -> Int {
        (location as? TextContentLocation)?.offset ?? 0
    }
}
