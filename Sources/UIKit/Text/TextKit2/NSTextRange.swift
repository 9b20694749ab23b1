import Foundation

/// A range between two text locations (TextKit 2); the end is not included.
open class NSTextRange: NSObject {
    private let start: any NSTextLocation
    private let end: any NSTextLocation

    open var location: any NSTextLocation { start }
    open var endLocation: any NSTextLocation { end }

    /// nil when `end` lies before `location`; a nil end makes an empty range.
    public init?(location: any NSTextLocation, end: (any NSTextLocation)?) {
        let end = end ?? location
        guard location.compare(end) != .orderedDescending else { return nil }
        start = location
        self.end = end
        super.init()
    }

    public convenience init(location: any NSTextLocation) {
        self.init(location: location, end: nil)!
    }

    open var isEmpty: Bool { location.compare(endLocation) == .orderedSame }

    open func isEqual(to textRange: NSTextRange) -> Bool {
        location.compare(textRange.location) == .orderedSame && endLocation.compare(textRange.endLocation) == .orderedSame
    }

    open func contains(_ location: any NSTextLocation) -> Bool {
        self.location.compare(location) != .orderedDescending && location.compare(endLocation) == .orderedAscending
    }

    open func contains(_ textRange: NSTextRange) -> Bool {
        location.compare(textRange.location) != .orderedDescending && textRange.endLocation.compare(endLocation) != .orderedDescending
    }

    open func intersects(_ textRange: NSTextRange) -> Bool {
        location.compare(textRange.endLocation) == .orderedAscending && textRange.location.compare(endLocation) == .orderedAscending
    }

    open func intersection(_ textRange: NSTextRange) -> NSTextRange? {
        guard intersects(textRange) else { return nil }
        let start = location.compare(textRange.location) == .orderedDescending ? location : textRange.location
        let end = endLocation.compare(textRange.endLocation) == .orderedAscending ? endLocation : textRange.endLocation
        return NSTextRange(location: start, end: end)
    }

    open func union(_ textRange: NSTextRange) -> NSTextRange {
        let start = location.compare(textRange.location) == .orderedAscending ? location : textRange.location
        let end = endLocation.compare(textRange.endLocation) == .orderedDescending ? endLocation : textRange.endLocation
        return NSTextRange(location: start, end: end)!
    }

    /// The UTF-16 range of a range of OpenUIKit's locations.
    var characterRange: NSRange {
        let start = TextContentLocation.offset(of: location)
        return NSRange(location: start, length: max(0, TextContentLocation.offset(of: endLocation) - start))
    }
}
