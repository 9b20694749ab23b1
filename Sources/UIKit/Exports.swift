// `import UIKit` gives users Foundation and the CoreGraphics and QuartzCore types, as on iOS.
@_exported import Foundation
@_exported import CoreGraphics
@_exported import QuartzCore
