// A UI test file imports only XCTest on iOS, which brings Foundation, the Core Graphics
// types (`CGVector` for coordinates, `CGRect` for frames) and UIKit (XCTest's headers import
// it: `UIImage` for attachments, `UIDeviceOrientation`): so does `import UIKitUITesting`.
@_exported import CoreGraphics
@_exported import Foundation
@_exported import UIKit
