import XCTest
import GraphicsTesting
import FrameworkTestSupport
import CoreGraphics

final class PDFContextTests: XCTestCase {
    private func pdfString(_ data: NSMutableData) -> String {
        String(decoding: data as Data, as: UTF8.self)
    }

    func testPDFContextWritesOnePageObjectPerPage() throws {
        let data = NSMutableData()
        var box = CGRect(x: 0, y: 0, width: 200, height: 100)
        do {
            let context = try XCTUnwrap(CGContext(consumer: CGDataConsumer(data: data)!, mediaBox: &box, nil))
            for _ in 0..<2 {
                context.beginPDFPage(nil)
                context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
                context.fill(CGRect(x: 10, y: 10, width: 50, height: 50))
                context.endPDFPage()
            }
            context.closePDF()
        }
        let text = pdfString(data)
        XCTAssertTrue(text.hasPrefix("%PDF-"))
        XCTAssertTrue(text.contains("/Count 2"), "two pages")
        XCTAssertTrue(text.contains("%%EOF"))
        XCTAssertTrue(text.contains("200 100"), "media box size")
    }

    func testPDFFillIsVectorNotAnImage() throws {
        let data = NSMutableData()
        do {
            let context = try XCTUnwrap(CGContext(consumer: CGDataConsumer(data: data)!, mediaBox: nil, nil))
            context.beginPDFPage(nil)
            context.fill(CGRect(x: 10, y: 10, width: 50, height: 50))
            context.endPDFPage()
        } // released: closed automatically
        let text = pdfString(data)
        XCTAssertFalse(text.contains("/Subtype /Image"))
        XCTAssertTrue(text.contains("612 792"), "US Letter by default")
        XCTAssertTrue(text.contains("%%EOF"))
    }

    func testDrawingOutsideAPageIsIgnoredWithLog() throws {
        let data = NSMutableData()
        let context = try XCTUnwrap(CGContext(consumer: CGDataConsumer(data: data)!, mediaBox: nil, nil))
        let log = LogCapture.capture { context.fill(CGRect(x: 0, y: 0, width: 1, height: 1)) }
        XCTAssertEqual(log.lines.count, 1)
        XCTAssertNil(context.data)
        XCTAssertEqual(context.width, 0)
        XCTAssertNil(context.makeImage())
    }

    func testAuxiliaryInfoSetsTheTitle() throws {
        let data = NSMutableData()
        do {
            let context = try XCTUnwrap(CGContext(consumer: CGDataConsumer(data: data)!, mediaBox: nil,
                                                  [kCGPDFContextTitle: "Quarterly Report"]))
            context.beginPDFPage(nil)
            context.endPDFPage()
            context.closePDF()
        }
        XCTAssertTrue(pdfString(data).contains("Quarterly Report"))
    }

    func testPageInfoMediaBoxSizesThatPage() throws {
        let data = NSMutableData()
        do {
            let context = try XCTUnwrap(CGContext(consumer: CGDataConsumer(data: data)!, mediaBox: nil, nil))
            context.beginPDFPage([kCGPDFContextMediaBox: CGRect(x: 0, y: 0, width: 300, height: 400)])
            context.endPDFPage()
            context.closePDF()
        }
        XCTAssertTrue(pdfString(data).contains("300 400"))
    }

    func testPDFFileURLContext() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-cg-\(UUID().uuidString).pdf")
        defer { try? FileManager.default.removeItem(at: url) }
        do {
            let context = try XCTUnwrap(CGContext(url, mediaBox: nil, nil))
            context.beginPDFPage(nil)
            context.strokeEllipse(in: CGRect(x: 10, y: 10, width: 100, height: 50))
            context.endPDFPage()
            context.closePDF()
        }
        let contents = try Data(contentsOf: url)
        XCTAssertTrue(contents.starts(with: Array("%PDF".utf8)))
    }

    func testUnwritableURLGivesNil() {
        _ = LogCapture.capture {
            XCTAssertNil(CGContext(URL(fileURLWithPath: "/nonexistent-directory/x.pdf"), mediaBox: nil, nil))
        }
    }
}
