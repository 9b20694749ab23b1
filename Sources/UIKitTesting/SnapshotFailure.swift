import Foundation

/// Why a snapshot did not match (its description is the readable message).
public struct SnapshotFailure: Error, CustomStringConvertible, Sendable {
    public let message: String
    public let golden: URL
    public var actual: URL?
    public var diff: URL?

    init(message: String, golden: URL, actual: URL? = nil, diff: URL? = nil) {
        self.message = message
        self.golden = golden
        self.actual = actual
        self.diff = diff
    }

    public var description: String { message }
}
