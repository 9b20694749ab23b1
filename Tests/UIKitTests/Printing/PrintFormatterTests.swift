import XCTest
import UIKit
import UIKitTesting

/// A renderer on US Letter with half-inch margins, as iOS code that lays out without the print
/// system does (overriding the paper rectangles).
@MainActor
private final class LetterRenderer: UIPrintPageRenderer {
    override var paperRect: CGRect { CGRect(x: 0, y: 0, width: 612, height: 792) }
    override var printableRect: CGRect { paperRect.insetBy(dx: 36, dy: 36) }
}

/// A view that prints its own way, recording each call.
@MainActor
private final class RecordingPrintView: UIView {
    var printedRects: [CGRect] = []
    var formatters: [UIViewPrintFormatter] = []
    override func draw(_ rect: CGRect, for formatter: UIViewPrintFormatter) {
        printedRects.append(rect)
        formatters.append(formatter)
    }
}

/// A view that only implements `draw(_:)`.
@MainActor
private final class PrintDrawingView: UIView {
    var drawnRects: [CGRect] = []
    override func draw(_ rect: CGRect) {
        drawnRects.append(rect)
        UIColor.red.setFill()
        UIRectFill(rect)
    }
}

@MainActor
final class PrintFormatterTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func lines(_ count: Int) -> String {
        (1...count).map { "Line \($0)" }.joined(separator: "\n")
    }

    func testFormatterDefaultsAsUIKitDocuments() async {
        let formatter = UISimpleTextPrintFormatter(text: "Hello")
        XCTAssertEqual(formatter.perPageContentInsets, .zero)
        XCTAssertEqual(formatter.maximumContentHeight, .greatestFiniteMagnitude)
        XCTAssertEqual(formatter.maximumContentWidth, .greatestFiniteMagnitude)
        XCTAssertEqual(formatter.startPage, 0)
        XCTAssertEqual(formatter.textAlignment, .left)
        XCTAssertNil(formatter.font)
        XCTAssertNil(formatter.color)
        XCTAssertNil(formatter.printPageRenderer)
        XCTAssertEqual(formatter.pageCount, 0, "no pages before a renderer lays it out")
        XCTAssertEqual(formatter.rectForPage(at: 0), .zero)
    }

    func testTextAndAttributedTextReplaceEachOther() async {
        let formatter = UISimpleTextPrintFormatter(text: "Plain")
        XCTAssertEqual(formatter.attributedText?.string, "Plain")
        formatter.attributedText = NSAttributedString(string: "Styled", attributes: [.font: UIFont.boldSystemFont(ofSize: 20)])
        XCTAssertEqual(formatter.text, "Styled")
        XCTAssertNotNil(formatter.attributedText?.attribute(.font, at: 0, effectiveRange: nil))
        formatter.text = "Again"
        XCTAssertEqual(formatter.attributedText?.string, "Again")
        XCTAssertNil(formatter.attributedText?.attribute(.font, at: 0, effectiveRange: nil), "plain text has no attributes of its own")
    }

    func testSimpleTextPaginatesByWholeLinesInTheContentArea() async {
        let renderer = LetterRenderer()
        renderer.headerHeight = 20
        renderer.footerHeight = 30
        let formatter = UISimpleTextPrintFormatter(text: lines(200))
        formatter.perPageContentInsets = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        renderer.addPrintFormatter(formatter, startingAtPageAt: 1)
        XCTAssertTrue(formatter.printPageRenderer === renderer)

        // The printable area (36...756) less header and footer (56...726), inset.
        let area = CGRect(x: 56, y: 66, width: 500, height: 650)
        XCTAssertEqual(formatter.rectForPage(at: 1), area)
        let lineHeight = UIFont.systemFont(ofSize: 12).lineHeight
        let perPage = Int((area.height / lineHeight).rounded(.down))
        let expectedPages = (200 + perPage - 1) / perPage
        XCTAssertGreaterThan(expectedPages, 1)
        XCTAssertEqual(formatter.pageCount, expectedPages)
        XCTAssertEqual(renderer.numberOfPages, 1 + expectedPages, "the formatter starts on page 1")
        XCTAssertNil(renderer.printFormatters(forPageAt: 0))
        XCTAssertTrue(renderer.printFormatters(forPageAt: 1)?.first === formatter)
        XCTAssertTrue(renderer.printFormatters(forPageAt: expectedPages)?.first === formatter)
        XCTAssertNil(renderer.printFormatters(forPageAt: expectedPages + 1))
        XCTAssertEqual(formatter.rectForPage(at: 0), .zero, "not a page of the formatter")

        // A bigger font takes more pages; a limit on the height more still.
        formatter.font = .systemFont(ofSize: 24)
        let bigPages = formatter.pageCount
        XCTAssertGreaterThan(bigPages, expectedPages)
        formatter.maximumContentHeight = 300
        XCTAssertEqual(formatter.rectForPage(at: 1).height, 300)
        XCTAssertGreaterThan(formatter.pageCount, bigPages)

        formatter.removeFromPrintPageRenderer()
        XCTAssertNil(formatter.printPageRenderer)
        XCTAssertEqual(renderer.numberOfPages, 0)
    }

    func testMarkupPaginatesItsBlocks() async {
        let renderer = LetterRenderer()
        let short = UIMarkupTextPrintFormatter(markupText: "<h1>Title</h1><p>One <b>bold</b> word &amp; more.</p>")
        renderer.addPrintFormatter(short, startingAtPageAt: 0)
        XCTAssertEqual(short.pageCount, 1)
        let items = (1...150).map { "<li>Item \($0)</li>" }.joined()
        let long = UIMarkupTextPrintFormatter(markupText: "<html><head><title>Ignored</title></head><body><ul>\(items)</ul></body></html>")
        renderer.addPrintFormatter(long, startingAtPageAt: 1)
        let lineHeight = UIFont.systemFont(ofSize: 12).lineHeight
        let perPage = Int((720 / lineHeight).rounded(.down))
        XCTAssertEqual(long.pageCount, (150 + perPage - 1) / perPage, "one line per list item")
        XCTAssertEqual(renderer.numberOfPages, 1 + long.pageCount)
        XCTAssertEqual(renderer.printFormatters?.count, 2)
    }

    func testViewFormatterPaginatesTheViewThroughDrawForFormatter() async {
        let renderer = LetterRenderer()
        let view = RecordingPrintView(frame: CGRect(x: 0, y: 0, width: 400, height: 1600))
        let formatter = view.viewPrintFormatter()
        XCTAssertTrue(formatter.view === view)
        renderer.addPrintFormatter(formatter, startingAtPageAt: 0)
        XCTAssertEqual(formatter.pageCount, 3, "1600 points in pages of 720")
        let data = UIGraphicsPDFRenderer(bounds: renderer.paperRect).pdfData { context in
            for page in 0..<renderer.numberOfPages {
                context.beginPage()
                renderer.drawPage(at: page, in: renderer.printableRect)
            }
        }
        XCTAssertFalse(data.isEmpty)
        XCTAssertEqual(view.printedRects, [CGRect(x: 0, y: 0, width: 400, height: 720),
                                           CGRect(x: 0, y: 720, width: 400, height: 720),
                                           CGRect(x: 0, y: 1440, width: 400, height: 160)])
        XCTAssertTrue(view.formatters.allSatisfy { $0 === formatter })
    }

    func testViewWithoutDrawForFormatterPrintsItsDrawRect() async {
        let renderer = LetterRenderer()
        let view = PrintDrawingView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        renderer.addPrintFormatter(view.viewPrintFormatter(), startingAtPageAt: 0)
        XCTAssertEqual(renderer.numberOfPages, 1)
        _ = UIGraphicsPDFRenderer(bounds: renderer.paperRect).pdfData { context in
            context.beginPage()
            renderer.drawPage(at: 0, in: renderer.printableRect)
        }
        XCTAssertEqual(view.drawnRects, [CGRect(x: 0, y: 0, width: 200, height: 100)])
    }

    func testCopyKeepsLayoutSettingsAndContent() async throws {
        let formatter = UISimpleTextPrintFormatter(text: "Copy me")
        formatter.startPage = 2
        formatter.perPageContentInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        formatter.textAlignment = .center
        let copy = try XCTUnwrap(formatter.copy() as? UISimpleTextPrintFormatter)
        XCTAssertFalse(copy === formatter)
        XCTAssertEqual(copy.text, "Copy me")
        XCTAssertEqual(copy.startPage, 2)
        XCTAssertEqual(copy.perPageContentInsets, formatter.perPageContentInsets)
        XCTAssertEqual(copy.textAlignment, .center)
    }

    func testTextViewFormatterPaginatesItsText() async {
        let renderer = LetterRenderer()
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        textView.font = .systemFont(ofSize: 12)
        textView.text = lines(300)
        let formatter = textView.viewPrintFormatter()
        renderer.addPrintFormatter(formatter, startingAtPageAt: 0)
        // The text, not the 100-point-high view: wrapped to 540 points, in pages of 720.
        let lineHeight = UIFont.systemFont(ofSize: 12).lineHeight
        let perPage = Int((720 / lineHeight).rounded(.down))
        XCTAssertEqual(formatter.pageCount, (300 + perPage - 1) / perPage)
        textView.text = "Short"
        XCTAssertEqual(formatter.pageCount, 1)
    }
}
