import XCTest
import UIKit
import UIKitTesting

/// Truncated, foreign and forged archives give nil or a thrown error, never a crash.
@MainActor
final class ArchiveBadInputTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func archivedView() throws -> Data {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.addSubview(UILabel())
        return try NSKeyedArchiver.archivedData(withRootObject: view, requiringSecureCoding: false)
    }

    func testTruncatedAndForeignDataThrow() async throws {
        let data = try archivedView()
        XCTAssertThrowsError(try NSKeyedUnarchiver(forReadingFrom: data.prefix(data.count / 2)))
        XCTAssertThrowsError(try NSKeyedUnarchiver(forReadingFrom: Data("not an archive".utf8)))
        XCTAssertThrowsError(try NSKeyedUnarchiver(forReadingFrom: Data()))
        XCTAssertThrowsError(try NSKeyedUnarchiver.unarchivedObject(ofClass: UIColor.self, from: Data([0x62, 0x70, 0x6C, 0x69])))
    }

    // Read without secure coding: Foundation on Linux stops the process when a secure
    // unarchiver meets a class it was not asked for (Apple's reports an error).
    func testAnArchiveOfAnotherClassGivesNil() async throws {
        let string = try NSKeyedArchiver.archivedData(withRootObject: "text" as NSString, requiringSecureCoding: true)
        let view: UIView? = try archivingUnarchive(string)
        XCTAssertNil(view)
        let colorData = try NSKeyedArchiver.archivedData(withRootObject: UIColor.red, requiringSecureCoding: true)
        let font: UIFont? = try archivingUnarchive(colorData)
        XCTAssertNil(font)
        let color: UIColor? = try archivingUnarchive(colorData)
        XCTAssertEqual(color, .red)
    }

    func testASecureRoundTripOfAViewWorksInsteadOfStoppingTheProcess() async throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .systemRed
        let label = UILabel()
        label.text = "Secure"
        view.addSubview(label)
        let control = ArchivingCounterControl()
        control.addTarget(control, action: Selector("countTap", ArchivingCounterControl.countTap), for: .touchUpInside)
        view.addSubview(control)
        let data = try NSKeyedArchiver.archivedData(withRootObject: view, requiringSecureCoding: true)
        let decoded = try XCTUnwrap(NSKeyedUnarchiver.unarchivedObject(ofClass: UIView.self, from: data))
        XCTAssertEqual(decoded.backgroundColor, .systemRed)
        XCTAssertEqual((decoded.subviews.first as? UILabel)?.text, "Secure")
        let decodedControl = try XCTUnwrap(decoded.subviews.last as? ArchivingCounterControl)
        XCTAssertTrue(decodedControl.allTargets.isEmpty, "a secure archive holds no targets")
    }

    func testAForgedViewArchiveWithWrongTypesDecodesWithDefaults() async throws {
        let data = try NSKeyedArchiver.archivedData(withRootObject: ArchivingForgedView(), requiringSecureCoding: false)
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: data)
        unarchiver.requiresSecureCoding = false
        unarchiver.decodingFailurePolicy = .setErrorAndReturn
        unarchiver.setClass(UIView.self, forClassName: "UIKitTests.ArchivingForgedView")
        let decoded = try XCTUnwrap(unarchiver.decodeObject(forKey: NSKeyedArchiveRootObjectKey) as? UIView)
        XCTAssertNotNil(unarchiver.error)
        XCTAssertEqual(decoded.frame, .zero)
        XCTAssertEqual(decoded.tag, 0)
        XCTAssertEqual(decoded.subviews.count, 0)
        XCTAssertNil(decoded.backgroundColor)
        XCTAssertEqual(decoded.alpha, 1, "a NaN alpha is ignored")
    }

    func testAnImageArchiveWithCorruptDataGivesNil() async throws {
        let data = try NSKeyedArchiver.archivedData(withRootObject: ArchivingForgedImage(), requiringSecureCoding: true)
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: data)
        unarchiver.requiresSecureCoding = true
        unarchiver.decodingFailurePolicy = .setErrorAndReturn
        unarchiver.setClass(UIImage.self, forClassName: "UIKitTests.ArchivingForgedImage")
        var image: UIImage?
        let log = LogCapture.capture {
            image = unarchiver.decodeObject(of: UIImage.self, forKey: NSKeyedArchiveRootObjectKey)
        }
        XCTAssertNotNil(unarchiver.error)
        XCTAssertNil(image)
        XCTAssertTrue(log.contains("does not decode"), "\(log.lines)")
    }
}

final class ArchivingForgedImage: NSObject, NSSecureCoding {
    static var supportsSecureCoding: Bool { true }
    override init() { super.init() }
    init?(coder: NSCoder) { nil }
    func encode(with coder: NSCoder) {
        coder.encode(Data([0x89, 0x50, 0x4E, 0x47, 1, 2, 3]), forKey: "UIImageData")
        coder.encode(2.0, forKey: "UIScale")
    }
}
