@_spi(Diagnostics) import CoreGraphics
import Foundation

// Reading helpers for the framework's `init?(coder:)`s. Every read checks that the key is
// present first: Foundation on Linux reports a missing object key as a decoding error (which
// aborts under the `.raiseException` policy), and a coder made for an appearance proxy
// (`AppearanceProxyCoder`) has no keys at all, so every property keeps its default.

extension NSCoder {
    func _decodedObject<T: NSObject & NSCoding>(_ type: T.Type, forKey key: String) -> T? {
        guard containsValue(forKey: key) else { return nil }
        return decodeObject(of: type, forKey: key)
    }

    func _decodedString(forKey key: String) -> String? {
        _decodedObject(NSString.self, forKey: key).map { String(describing: $0) }
    }

    func _decodedData(forKey key: String) -> Data? {
        _decodedObject(NSData.self, forKey: key).map { Data(referencing: $0) }
    }

    /// An array whose elements are all of `type` (nil when absent or of other classes).
    func _decodedArray<T: NSObject & NSCoding>(of type: T.Type, forKey key: String) -> [T]? {
        guard containsValue(forKey: key) else { return nil }
        guard let array = decodeObject(of: [NSArray.self, type], forKey: key) as? NSArray else { return nil }
        var result: [T] = []
        for element in array {
            guard let element = element as? T else { return nil }
            result.append(element)
        }
        return result
    }

    func _decodedBool(forKey key: String) -> Bool? {
        containsValue(forKey: key) ? decodeBool(forKey: key) : nil
    }

    func _decodedInteger(forKey key: String) -> Int? {
        containsValue(forKey: key) ? decodeInteger(forKey: key) : nil
    }

    /// A finite number (a NaN or infinity in the archive is ignored).
    func _decodedCGFloat(forKey key: String) -> CGFloat? {
        guard containsValue(forKey: key) else { return nil }
        let value = decodeDouble(forKey: key)
        return value.isFinite ? CGFloat(value) : nil
    }

    func _decodedFloat(forKey key: String) -> Float? {
        guard containsValue(forKey: key) else { return nil }
        let value = decodeFloat(forKey: key)
        return value.isFinite ? value : nil
    }

    func _decodedRect(forKey key: String) -> CGRect? {
        guard containsValue(forKey: key) else { return nil }
        let rect = decodeCGRect(forKey: key)
        return rect.origin.x.isFinite && rect.origin.y.isFinite && rect.width.isFinite && rect.height.isFinite ? rect : nil
    }

    func _decodedPoint(forKey key: String) -> CGPoint? {
        guard containsValue(forKey: key) else { return nil }
        let point = decodeCGPoint(forKey: key)
        return point.x.isFinite && point.y.isFinite ? point : nil
    }

    func _decodedInsets(forKey key: String) -> UIEdgeInsets? {
        containsValue(forKey: key) ? decodeUIEdgeInsets(forKey: key) : nil
    }

    /// Encodes a CGFloat as a double (the archive's number type for it).
    func _encode(_ value: CGFloat, forKey key: String) {
        encode(Double(value), forKey: key)
    }
}
