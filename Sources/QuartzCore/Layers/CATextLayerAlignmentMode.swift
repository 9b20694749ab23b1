/// How a text layer aligns its lines horizontally in its bounds (Core Animation).
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The script's natural alignment (left for left-to-right languages).
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// Wrapped lines fill the width; a paragraph's last line is natural.
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}
