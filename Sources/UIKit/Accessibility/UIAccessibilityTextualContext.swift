/// The kind of text an element holds, which tells assistive technologies how to read it
/// (UIKit, iOS 13; UIKit's raw values).
public struct UIAccessibilityTextualContext: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let wordProcessing = UIAccessibilityTextualContext(rawValue: "UIAccessibilityTextualContextWordProcessing")
    public static let narrative = UIAccessibilityTextualContext(rawValue: "UIAccessibilityTextualContextNarrative")
    public static let messaging = UIAccessibilityTextualContext(rawValue: "UIAccessibilityTextualContextMessaging")
    public static let spreadsheet = UIAccessibilityTextualContext(rawValue: "UIAccessibilityTextualContextSpreadsheet")
    public static let fileSystem = UIAccessibilityTextualContext(rawValue: "UIAccessibilityTextualContextFileSystem")
    public static let sourceCode = UIAccessibilityTextualContext(rawValue: "UIAccessibilityTextualContextSourceCode")
    public static let console = UIAccessibilityTextualContext(rawValue: "UIAccessibilityTextualContextConsole")
}
