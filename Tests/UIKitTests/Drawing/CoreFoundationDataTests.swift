import XCTest
import UIKit

/// Core Foundation's mutable data as PDF code uses it with `CGDataConsumer(data:)`
/// (YPDrawSignatureView's `getPDFSignature()`).
@MainActor
final class CoreFoundationDataTests: XCTestCase {
    func testCoreFoundationMutableDataCollectsAPDFContextsOutput() async {
        let data = CFDataCreateMutable(kCFAllocatorDefault, 0)
        let consumer = CGDataConsumer(data: data!)!
        var box = CGRect(x: 0, y: 0, width: 20, height: 20)
        let pdf = CGContext(consumer: consumer, mediaBox: &box, nil)!
        pdf.beginPDFPage(nil)
        pdf.fill(box)
        pdf.endPDFPage()
        pdf.closePDF()
        let bytes = data! as Data
        XCTAssertTrue(bytes.starts(with: Array("%PDF".utf8)), "the PDF was written into the mutable data")
    }
}
