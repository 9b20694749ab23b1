import XCTest
import UIKit
import UIKitTesting

/// A small reviewed snapshot of labels in four scripts, drawn by the display pass. Text
/// antialiasing may differ slightly between FreeType and Cairo builds, hence the tolerance.
@MainActor
final class TextGoldenImageTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    func testMultilingualLabelsMatchTheGolden() async {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 180, height: 112))
        container.backgroundColor = .white
        func add(_ text: String, _ frame: CGRect, configure: (UILabel) -> Void = { _ in }) {
            let label = UILabel(frame: frame)
            label.text = text
            configure(label)
            container.addSubview(label)
        }
        add("Hello, UIKit!", CGRect(x: 6, y: 2, width: 168, height: 24)) { $0.font = .boldSystemFont(ofSize: 17) }
        add("안녕하세요 · 你好世界", CGRect(x: 6, y: 26, width: 168, height: 24))
        add("مرحبا بالعالم", CGRect(x: 6, y: 50, width: 168, height: 28)) {
            $0.semanticContentAttribute = .forceRightToLeft
            $0.textColor = .systemBlue
        }
        add("Truncated at the tail of the line", CGRect(x: 6, y: 80, width: 168, height: 28)) {
            $0.font = .italicSystemFont(ofSize: 15)
        }
        let failure = Snapshot.verify(container, named: "multilingual-labels", scale: 2,
                                      tolerance: SnapshotTolerance(perPixel: 24, overall: 0.005))
        XCTAssertNil(failure, failure?.message ?? "")
    }
}
