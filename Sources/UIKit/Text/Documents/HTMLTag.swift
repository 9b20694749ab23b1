import Foundation

/// One start or end tag of an HTML document: its lowercased name and attributes (values
/// with entities decoded).
struct HTMLTag {
    let name: String
    let isEnd: Bool
    let isSelfClosing: Bool
    let attributes: [String: String]

    /// The tag starting at `start` (a `<`) and the index after its `>`; a nil tag for markup
    /// that is not one (it is skipped).
    static func parse(_ scalars: [Unicode.Scalar], from start: Int) -> (HTMLTag?, Int) {
        var index = start + 1
        let isEnd = scalars[index] == "/"
        if isEnd { index += 1 }
        var name = ""
        while index < scalars.count, isNameScalar(scalars[index]) {
            name.unicodeScalars.append(scalars[index])
            index += 1
        }
        var attributes: [String: String] = [:]
        var selfClosing = false
        while index < scalars.count, scalars[index] != ">" {
            let scalar = scalars[index]
            if scalar == "/" {
                selfClosing = true
                index += 1
                continue
            }
            guard isNameScalar(scalar) else {
                index += 1
                continue
            }
            var attribute = ""
            while index < scalars.count, isNameScalar(scalars[index]) || scalars[index] == ":" {
                attribute.unicodeScalars.append(scalars[index])
                index += 1
            }
            while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 }
            var value = ""
            if index < scalars.count, scalars[index] == "=" {
                index += 1
                while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 }
                if index < scalars.count, scalars[index] == "\"" || scalars[index] == "'" {
                    let quote = scalars[index]
                    index += 1
                    while index < scalars.count, scalars[index] != quote {
                        value.unicodeScalars.append(scalars[index])
                        index += 1
                    }
                    index += 1
                } else {
                    while index < scalars.count, !scalars[index].properties.isWhitespace, scalars[index] != ">" {
                        value.unicodeScalars.append(scalars[index])
                        index += 1
                    }
                }
            }
            attributes[attribute.lowercased()] = HTMLEntities.decode(value)
        }
        let end = min(index + 1, scalars.count)
        guard !name.isEmpty else { return (nil, end) }
        return (HTMLTag(name: name.lowercased(), isEnd: isEnd, isSelfClosing: selfClosing, attributes: attributes), end)
    }

    private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_"
    }
}
