@_spi(Diagnostics) import CoreGraphics
import Foundation

extension UISegmentedControl {
    private enum Key {
        static let count = "UISegmentCount"
        static let selectedIndex = "UISelectedSegmentIndex"
        static let momentary = "UIMomentary"
        static let apportionsByContent = "UIApportionsSegmentWidthsByContent"
        static let selectedSegmentTintColor = "UISelectedSegmentTintColor"
        // Per segment: the key followed by the segment's index.
        static let title = "UISegmentTitle."
        static let image = "UISegmentImage."
        static let disabled = "UISegmentDisabled."
        static let width = "UISegmentWidth."
        static let contentOffset = "UISegmentContentOffset."
    }

    /// The segments (title or image, enabled, width, content offset) and the selection.
    /// Differs from UIKit: a segment's `UIAction` and the title text attributes are not archived.
    func _encodeSegmentedControl(with coder: NSCoder) {
        coder.encode(segments.count, forKey: Key.count)
        for (index, segment) in segments.enumerated() {
            if let title = segment.title { coder.encode(title, forKey: Key.title + String(index)) }
            if let image = segment.image { coder.encode(image, forKey: Key.image + String(index)) }
            if !segment.isEnabled { coder.encode(true, forKey: Key.disabled + String(index)) }
            if segment.width != 0 { coder._encode(segment.width, forKey: Key.width + String(index)) }
            if segment.contentOffset != .zero { coder.encode(segment.contentOffset, forKey: Key.contentOffset + String(index)) }
        }
        coder.encode(selectedSegmentIndex, forKey: Key.selectedIndex)
        coder.encode(isMomentary, forKey: Key.momentary)
        coder.encode(apportionsSegmentWidthsByContent, forKey: Key.apportionsByContent)
        if let selectedSegmentTintColor { coder.encode(selectedSegmentTintColor, forKey: Key.selectedSegmentTintColor) }
    }

    func _decodeSegmentedControl(from coder: NSCoder) {
        // A count beyond what an interface could show is a damaged archive.
        if let count = coder._decodedInteger(forKey: Key.count), (1...1000).contains(count) {
            var decoded: [SegmentContent] = []
            for index in 0..<count {
                var segment = SegmentContent(title: coder._decodedString(forKey: Key.title + String(index)),
                                      image: coder._decodedObject(UIImage.self, forKey: Key.image + String(index)))
                segment.isEnabled = !(coder._decodedBool(forKey: Key.disabled + String(index)) ?? false)
                if let width = coder._decodedCGFloat(forKey: Key.width + String(index)), width >= 0 { segment.width = width }
                if coder.containsValue(forKey: Key.contentOffset + String(index)) {
                    segment.contentOffset = coder.decodeCGSize(forKey: Key.contentOffset + String(index))
                }
                decoded.append(segment)
            }
            segments = decoded
            rebuildSegmentViews()
        }
        if let momentary = coder._decodedBool(forKey: Key.momentary) { isMomentary = momentary }
        if let value = coder._decodedBool(forKey: Key.apportionsByContent) { apportionsSegmentWidthsByContent = value }
        if let color = coder._decodedObject(UIColor.self, forKey: Key.selectedSegmentTintColor) { selectedSegmentTintColor = color }
        if let index = coder._decodedInteger(forKey: Key.selectedIndex), index == UISegmentedControl.noSegment || segments.indices.contains(index) {
            selectedSegmentIndex = index
        }
    }
}
