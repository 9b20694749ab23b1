import Foundation
import UIKit

/// A picture of a screen or an element, at the screen's scale (pixels per point).
@preconcurrency @MainActor
open class XCUIScreenshot: NSObject {
    /// The picture (its `scale` the screen's).
    open var image: UIImage { storedImage }

    /// The picture as PNG data.
    open var pngRepresentation: Data { storedImage.pngData() ?? Data() }

    private let storedImage: UIImage

    init(image: UIImage) {
        storedImage = image
        super.init()
    }
}
