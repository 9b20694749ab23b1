import XCTest
import UIKit
import CoreGraphics
import UIKitTesting

/// Fails the test with the snapshot's message when it does not match its golden.
@MainActor
func assertSnapshot(_ view: UIView, named name: String, scale: CGFloat = 1,
                    tolerance: SnapshotTolerance = SnapshotTolerance(),
                    file: StaticString = #filePath, line: UInt = #line) {
    if let failure = Snapshot.verify(view, named: name, scale: scale, tolerance: tolerance, file: file) {
        XCTFail(failure.message, file: file, line: line)
    }
}
