import XCTest
import UIKit
import UIKitTesting

/// The self-sizing idiom of cells: a content view with a wrapping label pinned inside, asked
/// for its height at a fixed width.
@MainActor
final class AutoLayoutSelfSizingTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testAWrappingLabelGivesItsContainerAHeightForAWidth() async {
        let content = UIView()
        let label = UILabel()
        label.numberOfLines = 0
        label.text = String(repeating: "Constraints size this cell from its text. ", count: 6)
        label.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: content.topAnchor, constant: 11),
            label.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -11),
            label.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
        ])
        let size = content.systemLayoutSizeFitting(CGSize(width: 320, height: UIView.layoutFittingCompressedSize.height),
                                                   withHorizontalFittingPriority: .required,
                                                   verticalFittingPriority: .fittingSizeLevel)
        let textHeight = label.sizeThatFits(CGSize(width: 288, height: CGFloat.greatestFiniteMagnitude)).height
        XCTAssertEqual(size.width, 320)
        XCTAssertEqual(size.height, textHeight + 22, accuracy: 0.001)
        XCTAssertGreaterThan(textHeight, label.font.lineHeight * 2, "the text wraps at 288 points")

        let narrow = content.systemLayoutSizeFitting(CGSize(width: 200, height: 0),
                                                     withHorizontalFittingPriority: .required,
                                                     verticalFittingPriority: .fittingSizeLevel)
        XCTAssertGreaterThan(narrow.height, size.height, "a narrower width wraps onto more lines")
    }
}
