// A UI test file imports only XCTest on iOS, which brings Foundation and the Core Graphics
// types (`CGVector` for coordinates, `CGRect` for frames): so does `import UIKitUITesting`.
@_exported import CoreGraphics
@_exported import Foundation
