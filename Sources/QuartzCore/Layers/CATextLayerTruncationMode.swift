/// How a text layer truncates a line that is too wide for its bounds (Core Animation).
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// No ellipsis: the text is cut off at the layer's edge.
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    /// The start of the line is replaced by an ellipsis: "…wxyz".
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    /// The end of the line is replaced by an ellipsis: "abcd…".
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    /// The middle of the line is replaced by an ellipsis: "ab…yz".
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}
