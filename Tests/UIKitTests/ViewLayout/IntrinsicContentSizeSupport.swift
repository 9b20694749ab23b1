import XCTest
import UIKit

/// A solid image of a given size, for image views, buttons and sliders.
@MainActor
func intrinsicTestImage(_ size: CGSize) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return UIGraphicsImageRenderer(size: size, format: format).image { _ in
        UIColor.red.setFill()
        UIRectFill(CGRect(origin: .zero, size: size))
    }
}

/// The size UIKit's label reports for one line of text: the text's size rounded up.
@MainActor
func roundedUpTextSize(_ text: String, font: UIFont) -> CGSize {
    let size = text.size(withAttributes: [.font: font])
    return CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
}

// Views that count `invalidateIntrinsicContentSize()` calls.

final class CountingLabel: UILabel {
    var invalidations = 0
    override func invalidateIntrinsicContentSize() {
        invalidations += 1
        super.invalidateIntrinsicContentSize()
    }
}

final class CountingButton: UIButton {
    var invalidations = 0
    override func invalidateIntrinsicContentSize() {
        invalidations += 1
        super.invalidateIntrinsicContentSize()
    }
}

final class CountingImageView: UIImageView {
    var invalidations = 0
    override func invalidateIntrinsicContentSize() {
        invalidations += 1
        super.invalidateIntrinsicContentSize()
    }
}

final class CountingSlider: UISlider {
    var invalidations = 0
    override func invalidateIntrinsicContentSize() {
        invalidations += 1
        super.invalidateIntrinsicContentSize()
    }
}

final class CountingSegmentedControl: UISegmentedControl {
    var invalidations = 0
    override func invalidateIntrinsicContentSize() {
        invalidations += 1
        super.invalidateIntrinsicContentSize()
    }
}

final class CountingPageControl: UIPageControl {
    var invalidations = 0
    override func invalidateIntrinsicContentSize() {
        invalidations += 1
        super.invalidateIntrinsicContentSize()
    }
}

final class CountingDatePicker: UIDatePicker {
    var invalidations = 0
    override func invalidateIntrinsicContentSize() {
        invalidations += 1
        super.invalidateIntrinsicContentSize()
    }
}
