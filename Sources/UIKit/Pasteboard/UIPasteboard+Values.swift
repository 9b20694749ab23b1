/// Reading strings, URLs, images and colors from one item.
extension UIPasteboard {
    // MARK: Reading one item

    static func firstString(in item: [String: Any]) -> String? {
        for type in stringTypes {
            if let text = string(from: item[type]) { return text }
        }
        return nil
    }

    static func firstURL(in item: [String: Any]) -> URL? {
        for type in urlTypes {
            switch item[type] {
            case let url as URL: return url
            case let text as String: if let url = URL(string: text) { return url }
            case let data as Data: if let text = String(data: data, encoding: .utf8), let url = URL(string: text) { return url }
            default: continue
            }
        }
        return nil
    }

    static func firstImage(in item: [String: Any]) -> UIImage? {
        for type in imageTypes {
            switch item[type] {
            case let image as UIImage: return image
            case let data as Data: if let image = UIImage(data: data) { return image }
            default: continue
            }
        }
        return nil
    }

    static func firstColor(in item: [String: Any]) -> UIColor? {
        for type in colorTypes {
            if let color = item[type] as? UIColor { return color }
        }
        return nil
    }

    static func nonEmpty<T>(_ values: [T]) -> [T]? { values.isEmpty ? nil : values }
}
