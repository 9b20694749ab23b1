// A test file written for iOS imports `SnapshotTesting`; importing this module instead (or as
// well) brings the same API plus the strategies for OpenUIKit's types.
@_exported import SnapshotTesting
@_exported import UIKit
