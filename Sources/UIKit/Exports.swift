// `import UIKit` gives users Foundation and the CoreGraphics and QuartzCore types, as on iOS.
@_exported import Foundation
@_exported import CoreGraphics
@_exported import QuartzCore
// UIKit's headers import UniformTypeIdentifiers: `UTType` comes with `import UIKit`.
@_exported import UniformTypeIdentifiers
// UIKit's symbol effect API names the Symbols framework's types (`.bounce`, `SymbolEffectOptions`).
@_exported import Symbols
