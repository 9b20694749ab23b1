@_spi(Diagnostics) import CoreGraphics
import Foundation

// UIKit's additions to NSCoder for geometry: each value is archived as its string form
// (`NSCoder.string(for:)`), as UIKit does. Foundation on Linux already has
// `encode(_:forKey:)` for CGPoint, CGSize and CGRect (its strings print "1.0" where UIKit's
// print "1"; both forms read back), so only the decoding names are added for those three.

extension NSCoder {
    // MARK: Encoding

    public func encode(_ vector: CGVector, forKey key: String) {
        encode(NSCoder.string(for: vector), forKey: key)
    }

    public func encode(_ transform: CGAffineTransform, forKey key: String) {
        encode(NSCoder.string(for: transform), forKey: key)
    }

    public func encode(_ insets: UIEdgeInsets, forKey key: String) {
        encode(NSCoder.string(for: insets), forKey: key)
    }

    public func encode(_ insets: NSDirectionalEdgeInsets, forKey key: String) {
        encode(NSCoder.string(for: insets), forKey: key)
    }

    public func encode(_ offset: UIOffset, forKey key: String) {
        encode(NSCoder.string(for: offset), forKey: key)
    }

    // MARK: Decoding (a missing or malformed value decodes as zero / identity)

    public func decodeCGPoint(forKey key: String) -> CGPoint {
        _geometryString(forKey: key).map(NSCoder.cgPoint(for:)) ?? .zero
    }

    public func decodeCGVector(forKey key: String) -> CGVector {
        _geometryString(forKey: key).map(NSCoder.cgVector(for:)) ?? CGVector(dx: 0, dy: 0)
    }

    public func decodeCGSize(forKey key: String) -> CGSize {
        _geometryString(forKey: key).map(NSCoder.cgSize(for:)) ?? .zero
    }

    public func decodeCGRect(forKey key: String) -> CGRect {
        _geometryString(forKey: key).map(NSCoder.cgRect(for:)) ?? .zero
    }

    public func decodeCGAffineTransform(forKey key: String) -> CGAffineTransform {
        _geometryString(forKey: key).map(NSCoder.cgAffineTransform(for:)) ?? .identity
    }

    public func decodeUIEdgeInsets(forKey key: String) -> UIEdgeInsets {
        _geometryString(forKey: key).map(NSCoder.uiEdgeInsets(for:)) ?? .zero
    }

    public func decodeDirectionalEdgeInsets(forKey key: String) -> NSDirectionalEdgeInsets {
        _geometryString(forKey: key).map(NSCoder.nsDirectionalEdgeInsets(for:)) ?? .zero
    }

    public func decodeUIOffset(forKey key: String) -> UIOffset {
        _geometryString(forKey: key).map(NSCoder.uiOffset(for:)) ?? .zero
    }

    /// The string under `key`, or nil when there is none. Foundation on Linux reports a
    /// missing key as a decoding error, so presence is checked first.
    private func _geometryString(forKey key: String) -> String? {
        guard containsValue(forKey: key) else { return nil }
        return decodeObject(of: NSString.self, forKey: key).map { String(describing: $0) }
    }

    // MARK: String forms (NSStringFromCGRect and friends)

    public static func string(for point: CGPoint) -> String { "{\(_g(point.x)), \(_g(point.y))}" }

    public static func string(for vector: CGVector) -> String { "{\(_g(vector.dx)), \(_g(vector.dy))}" }

    public static func string(for size: CGSize) -> String { "{\(_g(size.width)), \(_g(size.height))}" }

    public static func string(for rect: CGRect) -> String {
        "{\(string(for: rect.origin)), \(string(for: rect.size))}"
    }

    public static func string(for transform: CGAffineTransform) -> String {
        "[\([transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map(_g).joined(separator: ", "))]"
    }

    public static func string(for insets: UIEdgeInsets) -> String {
        "{\(_g(insets.top)), \(_g(insets.left)), \(_g(insets.bottom)), \(_g(insets.right))}"
    }

    public static func string(for insets: NSDirectionalEdgeInsets) -> String {
        "{\(_g(insets.top)), \(_g(insets.leading)), \(_g(insets.bottom)), \(_g(insets.trailing))}"
    }

    public static func string(for offset: UIOffset) -> String { "{\(_g(offset.horizontal)), \(_g(offset.vertical))}" }

    public static func cgPoint(for string: String) -> CGPoint {
        guard let v = _numbers(string, count: 2) else { return .zero }
        return CGPoint(x: v[0], y: v[1])
    }

    public static func cgVector(for string: String) -> CGVector {
        guard let v = _numbers(string, count: 2) else { return CGVector(dx: 0, dy: 0) }
        return CGVector(dx: v[0], dy: v[1])
    }

    public static func cgSize(for string: String) -> CGSize {
        guard let v = _numbers(string, count: 2) else { return .zero }
        return CGSize(width: v[0], height: v[1])
    }

    public static func cgRect(for string: String) -> CGRect {
        guard let v = _numbers(string, count: 4) else { return .zero }
        return CGRect(x: v[0], y: v[1], width: v[2], height: v[3])
    }

    public static func cgAffineTransform(for string: String) -> CGAffineTransform {
        guard let v = _numbers(string, count: 6) else { return .identity }
        return CGAffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
    }

    public static func uiEdgeInsets(for string: String) -> UIEdgeInsets {
        guard let v = _numbers(string, count: 4) else { return .zero }
        return UIEdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
    }

    public static func nsDirectionalEdgeInsets(for string: String) -> NSDirectionalEdgeInsets {
        guard let v = _numbers(string, count: 4) else { return .zero }
        return NSDirectionalEdgeInsets(top: v[0], leading: v[1], bottom: v[2], trailing: v[3])
    }

    public static func uiOffset(for string: String) -> UIOffset {
        guard let v = _numbers(string, count: 2) else { return .zero }
        return UIOffset(horizontal: v[0], vertical: v[1])
    }

    /// Whole numbers without a fraction, as UIKit prints them; others in the shortest form
    /// that reads back to the same value.
    private static func _g(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(Double(value))"
    }

    /// The numbers in a geometry string, or nil when there are not exactly `count` finite ones.
    private static func _numbers(_ string: String, count: Int) -> [CGFloat]? {
        let tokens = string.split { !"0123456789+-.eE".contains($0) }
        let values = tokens.compactMap { Double($0) }
        guard values.count == count, tokens.count == count, values.allSatisfy(\.isFinite) else { return nil }
        return values.map { CGFloat($0) }
    }
}
