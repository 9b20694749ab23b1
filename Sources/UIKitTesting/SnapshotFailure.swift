import Foundation

/// Why a snapshot did not match (its description is the readable message).
public struct SnapshotFailure: Error, CustomStringConvertible, Sendable {
    /// What differed, as a test failure message.
    public let message: String
    /// The reference image the snapshot was compared with.
    public let golden: URL
    /// Where the image the view drew was written, if it was.
    public var actual: URL?
    /// Where an image marking the differing pixels was written, if it was.
    public var diff: URL?

    init(message: String, golden: URL, actual: URL? = nil, diff: URL? = nil) {
        self.message = message
        self.golden = golden
        self.actual = actual
        self.diff = diff
    }

    /// The failure message (``message``).
    public var description: String { message }
}
