import Foundation

/// A named substep of a test, which `XCTContext.runActivity(named:block:)` hands to its block.
/// swift-corelibs-xctest has no activities; OpenUIKit's keep what an activity is for on
/// Linux: its name, and the attachments added to it (written when the test ends, into
/// `<TestCase>/<test>/<activity>/…` under the attachments directory; see `XCTAttachment`).
public protocol XCTActivity: AnyObject {
    /// The activity's name, as given to `runActivity(named:block:)`.
    var name: String { get }

    /// Keeps `attachment` with the activity.
    ///
    /// - Parameter attachment: The attachment to keep.
    func add(_ attachment: XCTAttachment)
}
