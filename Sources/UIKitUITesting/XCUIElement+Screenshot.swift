import Foundation
import UIKit
import XCTest

extension XCUIElement: XCUIScreenshotProviding {
    /// What the screen shows in the element's frame (as XCUITest, covering views included),
    /// at the screen's scale; the application's screenshot is the whole screen's. An element
    /// that does not exist fails the test ("No matches found for …") and gives an empty image.
    public func screenshot() -> XCUIScreenshot {
        guard let node = attributeNode else { return XCUIScreenshot(image: UIImage()) }
        let screen = node.window?.screen ?? UIScreen.main
        let image = XCUIScreen.capture(screen)
        if case .application = node { return XCUIScreenshot(image: image) }
        let frame = node.frame.intersection(screen.bounds)
        let scale = screen.scale
        let pixels = CGRect(x: frame.minX * scale, y: frame.minY * scale,
                            width: frame.width * scale, height: frame.height * scale).integral
        guard !frame.isNull, !pixels.isEmpty, let cropped = image.cgImage?.cropping(to: pixels) else {
            return XCUIScreenshot(image: UIImage())
        }
        return XCUIScreenshot(image: UIImage(cgImage: cropped, scale: scale, orientation: .up))
    }
}
