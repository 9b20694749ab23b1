/// How much of Writing Tools a text view offers (UIKit, iOS 18), with UIKit's raw values.
/// Linux has no Writing Tools: text views keep the value and report `.none` for `.default`.
public enum UIWritingToolsBehavior: Int, Sendable {
    case none = -1
    case `default` = 0
    case complete = 1
    case limited = 2
}

/// The kinds of content Writing Tools may produce (UIKit, iOS 18), with UIKit's raw values.
public struct UIWritingToolsResultOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    public static let plainText = UIWritingToolsResultOptions(rawValue: 1 << 0)
    public static let richText = UIWritingToolsResultOptions(rawValue: 1 << 1)
    public static let list = UIWritingToolsResultOptions(rawValue: 1 << 2)
    public static let table = UIWritingToolsResultOptions(rawValue: 1 << 3)
}
