import UIKitTesting
import XCTest
@testable import UIKitSnapshotTesting

private final class FancyButton: UIButton {}
private final class PlainCard: UIView {}

private final class Source: NSObject, UITableViewDataSource, UICollectionViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell()
    }
}

/// What `recursiveDescription` adds for particular classes, as iOS prints it (addresses
/// removed as swift-snapshot-testing removes them).
@MainActor
final class ClassSpecificDescriptionTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    /// This test module's name (as the app's would be printed).
    private let module = String(String(reflecting: ClassSpecificDescriptionTests.self).prefix { $0 != "." })

    private func line(_ view: UIView) -> String {
        ViewDescription.withoutAddresses(ViewDescription.describe(view))
    }

    func testTextFieldsAndTextViewsShowTheirTextEvenWhenEmpty() async throws {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        field.text = "John Doe"
        XCTAssertTrue(line(field).hasPrefix("<UITextField; frame = (0 0; 100 30); text = 'John Doe'; "), line(field))
        field.text = nil
        XCTAssertTrue(line(field).hasPrefix("<UITextField; frame = (0 0; 100 30); text = ''; "), line(field))
        let textView = UITextView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        XCTAssertTrue(line(textView).hasPrefix("<UITextView; frame = (20 20; 40 40); text = ''; "), line(textView))
    }

    func testAnImageViewShowsItsImageBeforeItsGestureRecognizersAndLayer() async throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2),
                                            format: { let f = UIGraphicsImageRendererFormat(); f.scale = 3; return f }())
            .image { _ in }
        let imageView = UIImageView(image: image)
        XCTAssertEqual(line(imageView), "<UIImageView; frame = (0 0; 4 2); opaque = NO; userInteractionEnabled = NO; "
                       + "image = <UIImage CGImage anonymous; (4 2)@3>; layer = <CALayer>>")
        imageView.image = nil
        XCTAssertFalse(line(imageView).contains("image ="), line(imageView))
    }

    func testAScrollViewEndsWithItsOffsetSizeAndAdjustedInsetInFullPrecision() async throws {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        scrollView.contentSize = CGSize(width: 100, height: 70.0001)
        scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 5, right: 0)
        scrollView.contentOffset = CGPoint(x: 0, y: -10)
        XCTAssertTrue(line(scrollView).hasSuffix("layer = <CALayer>; contentOffset: {0, -10}; contentSize: {100, 70.000100000000003}; "
                                                 + "adjustedContentInset: {10, 0, 5, 0}>"), line(scrollView))
    }

    func testATableShowsItsDataSourceAndACollectionViewItsLayoutToo() async throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertTrue(line(table).hasSuffix("adjustedContentInset: {0, 0, 0, 0}; dataSource: (null)>"), line(table))
        let source = Source()
        table.dataSource = source
        XCTAssertTrue(line(table).hasSuffix("; dataSource: <\(module).Source>>"), line(table))

        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100),
                                          collectionViewLayout: UICollectionViewFlowLayout())
        collection.dataSource = source
        XCTAssertTrue(line(collection).hasSuffix("; layout: <UICollectionViewFlowLayout>; dataSource: <\(module).Source>>"),
                      line(collection))
    }

    func testAnAppsSubclassPrintsItsModuleAndItsUIKitBaseClass() async throws {
        let button = FancyButton(frame: CGRect(x: 20, y: 20, width: 120, height: 44))
        XCTAssertTrue(line(button).hasPrefix("<\(module).FancyButton; baseClass = UIButton; frame = (20 20; 120 44); "),
                      line(button))
        // A direct subclass of UIView names no base class.
        let card = PlainCard(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(line(card), "<\(module).PlainCard; frame = (0 0; 10 10); layer = <CALayer>>")
        // UIKit's own classes stay bare.
        XCTAssertEqual(line(UIButton(frame: CGRect(x: 20, y: 20, width: 120, height: 44))),
                       "<UIButton; frame = (20 20; 120 44); opaque = NO; layer = <CALayer>>")
    }
}
