import XCTest
import UIKit

/// Typical iOS 15 call sites of AttributedString with UIKit's attributes compile in Swift 5
/// mode and behave as on iOS.
@MainActor
final class Swift5ModeAttributedStringTests: XCTestCase {
    func testButtonTitlesAndConversionsCompileAndWork() async throws {
        var container = AttributeContainer()
        container.font = UIFont.preferredFont(forTextStyle: .headline)
        container.foregroundColor = .secondaryLabel
        var title = AttributedString("Con", attributes: container)
        var middle = AttributedString("tin")
        middle.foregroundColor = UIColor.systemRed
        middle.underlineStyle = .single
        title += middle
        title.append(AttributedString("ue", attributes: container))

        var configuration = UIButton.Configuration.filled()
        configuration.attributedTitle = title
        configuration.attributedSubtitle = AttributedString("Step 2", attributes: AttributeContainer().font(.systemFont(ofSize: 11)))
        configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.font = UIFont.systemFont(ofSize: 15, weight: .semibold)
            return outgoing
        }
        configuration.titleLineBreakMode = .byTruncatingTail
        configuration.titleAlignment = .center
        let button = UIButton(configuration: configuration, primaryAction: nil)
        button.layoutIfNeeded()
        XCTAssertEqual(button.titleLabel?.text, "Continue")
        XCTAssertEqual(button.titleLabel?.font.pointSize, 15)

        let label = UILabel()
        label.attributedText = NSAttributedString(title)
        let back = try AttributedString(label.attributedText!, including: \.uiKit)
        XCTAssertEqual(String(back.characters), "Continue")
        XCTAssertEqual(back.runs.count, 3)
        XCTAssertEqual(back.runs.map(\.underlineStyle), [nil, .single, nil])
        let mutable = NSMutableAttributedString(title)
        mutable.addAttribute(.kern, value: 1, range: NSRange(location: 0, length: mutable.length))
        XCTAssertEqual(AttributedString(mutable).kern, 1)
    }
}
