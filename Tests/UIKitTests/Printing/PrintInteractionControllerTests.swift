import XCTest
import UIKit
import UIKitTesting

@MainActor
private final class PaperChooser: UIPrintInteractionControllerDelegate {
    var events: [String] = []
    var choice: (([UIPrintPaper]) -> UIPrintPaper)?
    func printInteractionController(_ printInteractionController: UIPrintInteractionController,
                                    choosePaper paperList: [UIPrintPaper]) -> UIPrintPaper {
        events.append("choosePaper")
        return choice?(paperList) ?? paperList[0]
    }
    func printInteractionControllerWillStartJob(_ printInteractionController: UIPrintInteractionController) { events.append("willStart") }
    func printInteractionControllerDidFinishJob(_ printInteractionController: UIPrintInteractionController) { events.append("didFinish") }
    func printInteractionControllerWillPresentPrinterOptions(_ printInteractionController: UIPrintInteractionController) { events.append("willPresent") }
    func printInteractionControllerDidPresentPrinterOptions(_ printInteractionController: UIPrintInteractionController) { events.append("didPresent") }
    func printInteractionControllerWillDismissPrinterOptions(_ printInteractionController: UIPrintInteractionController) { events.append("willDismiss") }
    func printInteractionControllerDidDismissPrinterOptions(_ printInteractionController: UIPrintInteractionController) { events.append("didDismiss") }
}

/// A renderer that draws headers, footers and content of its own and records the calls.
@MainActor
private final class RecordingRenderer: UIPrintPageRenderer {
    var calls: [String] = []
    var prepared: [NSRange] = []
    var pages = 3
    override var numberOfPages: Int { pages }
    static func text(_ rect: CGRect) -> String { "(\(rect.minX), \(rect.minY), \(rect.width), \(rect.height))" }
    override func prepare(forDrawingPages range: NSRange) { prepared.append(range) }
    override func drawHeaderForPage(at pageIndex: Int, in headerRect: CGRect) {
        calls.append("header \(pageIndex) \(Self.text(headerRect))")
        "Header \(pageIndex + 1)".draw(in: headerRect, withAttributes: [.font: UIFont.systemFont(ofSize: 10)])
    }
    override func drawContentForPage(at pageIndex: Int, in contentRect: CGRect) {
        calls.append("content \(pageIndex) \(Self.text(contentRect))")
    }
    override func drawPrintFormatter(_ printFormatter: UIPrintFormatter, forPageAt pageIndex: Int) {
        calls.append("formatter \(pageIndex)")
        super.drawPrintFormatter(printFormatter, forPageAt: pageIndex)
    }
    override func drawFooterForPage(at pageIndex: Int, in footerRect: CGRect) {
        calls.append("footer \(pageIndex) \(Self.text(footerRect))")
    }
}

@MainActor
final class PrintInteractionControllerTests: XCTestCase {
    private let a4 = CGSize(width: 595.2755905511812, height: 841.8897637795276)
    private let printerURL = URL(string: "ipp://localhost:631/printers/Office")!

    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        let controller = UIPrintInteractionController.shared
        controller.printPageRenderer = nil
        controller.printFormatter = nil
        controller.printingItem = nil
        controller.printingItems = nil
        controller.printInfo = nil
        controller.delegate = nil
    }

    private func assertSize(_ size: CGSize?, _ expected: CGSize, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(size?.width ?? -1, expected.width, accuracy: 0.01, file: file, line: line)
        XCTAssertEqual(size?.height ?? -1, expected.height, accuracy: 0.01, file: file, line: line)
    }

    func testPrintInfoDefaultsAndDictionaryRoundTrip() async {
        let info = UIPrintInfo.printInfo()
        XCTAssertEqual(info.outputType, .general)
        XCTAssertEqual(info.orientation, .portrait)
        XCTAssertEqual(info.duplex, .none)
        XCTAssertNil(info.printerID)
        XCTAssertEqual(info.jobName, ProcessInfo.processInfo.processName)
        info.jobName = "Invoice"
        info.orientation = .landscape
        info.duplex = .longEdge
        info.outputType = .grayscale
        info.printerID = printerURL.absoluteString
        let again = UIPrintInfo(dictionary: info.dictionaryRepresentation())
        XCTAssertEqual(again.jobName, "Invoice")
        XCTAssertEqual(again.orientation, .landscape)
        XCTAssertEqual(again.duplex, .longEdge)
        XCTAssertEqual(again.outputType, .grayscale)
        XCTAssertEqual(again.printerID, printerURL.absoluteString)
        let copy = info.copy() as? UIPrintInfo
        XCTAssertEqual(copy?.jobName, "Invoice")
        XCTAssertFalse(copy === info)
    }

    func testSimpleTextPrintsAMultiPagePDFWithVectorText() async throws {
        let recorder = PrintJobRecorder()
        XCTAssertTrue(UIPrintInteractionController.isPrintingAvailable)
        let controller = UIPrintInteractionController.shared
        XCTAssertTrue(controller === UIPrintInteractionController.shared)
        let chooser = PaperChooser()
        chooser.choice = { papers in papers.first { abs($0.paperSize.width - 595.28) < 0.01 }! }
        controller.delegate = chooser
        let info = UIPrintInfo.printInfo()
        info.jobName = "Report"
        controller.printInfo = info
        let text = (1...150).map { "Line \($0) of the report" }.joined(separator: "\n")
        controller.printFormatter = UISimpleTextPrintFormatter(text: text)
        var results: [(Bool, Error?)] = []
        XCTAssertTrue(controller.print(to: UIPrinter(url: printerURL)) { _, completed, error in results.append((completed, error)) })
        XCTAssertTrue(results.isEmpty, "the completion comes later")
        ManualClock.runLoopTurn()
        XCTAssertEqual(results.count, 1)
        XCTAssertEqual(results.first?.0, true)
        XCTAssertNil(results.first?.1)
        XCTAssertEqual(chooser.events, ["willStart", "choosePaper", "didFinish"])

        let job = try XCTUnwrap(recorder.jobs.first)
        XCTAssertEqual(job.jobName, "Report")
        XCTAssertEqual(job.printerURL, printerURL)
        XCTAssertEqual(job.copies, 1)
        XCTAssertTrue(job.pdfData.starts(with: Array("%PDF-".utf8)))
        // A4's printable area less our quarter-inch margins: 805.89 points of lines.
        let perPage = Int(((a4.height - 36) / UIFont.systemFont(ofSize: 12).lineHeight).rounded(.down))
        XCTAssertEqual(job.pageCount, (150 + perPage - 1) / perPage)
        XCTAssertEqual(job.pageSizes.count, job.pageCount)
        for size in job.pageSizes { assertSize(size, a4) }
        XCTAssertFalse(job.fontNames.isEmpty, "the text is embedded as text with its font")
        XCTAssertEqual(job.imageCount, 0, "nothing is rasterized")
        assertSize(controller.printPaper?.paperSize, a4)
        XCTAssertEqual(controller.printPaper?.printableRect, CGRect(origin: .zero, size: a4).insetBy(dx: 18, dy: 18))
    }

    func testRendererDrawsHeaderContentFormattersAndFooterInOrder() async throws {
        let recorder = PrintJobRecorder()
        let controller = UIPrintInteractionController.shared
        let chooser = PaperChooser()
        chooser.choice = { papers in papers.first { $0.paperSize.width == 612 }! }
        controller.delegate = chooser
        let renderer = RecordingRenderer()
        renderer.headerHeight = 30
        renderer.footerHeight = 20
        renderer.pages = 2
        let formatter = UISimpleTextPrintFormatter(text: "Body")
        renderer.addPrintFormatter(formatter, startingAtPageAt: 1)
        controller.printPageRenderer = renderer
        let info = UIPrintInfo.printInfo()
        info.orientation = .landscape
        info.duplex = .shortEdge
        info.outputType = .grayscale
        controller.printInfo = info
        XCTAssertTrue(controller.print(to: UIPrinter(url: printerURL)))
        ManualClock.runLoopTurn()

        // Letter turned: 792 × 612, printable 18 points in.
        XCTAssertEqual(renderer.paperRect, CGRect(x: 0, y: 0, width: 792, height: 612))
        XCTAssertEqual(renderer.printableRect, CGRect(x: 18, y: 18, width: 756, height: 576))
        XCTAssertEqual(renderer.prepared, [NSRange(location: 0, length: 2)])
        XCTAssertEqual(renderer.calls, [
            "header 0 (18.0, 18.0, 756.0, 30.0)", "content 0 (18.0, 48.0, 756.0, 526.0)", "footer 0 (18.0, 574.0, 756.0, 20.0)",
            "header 1 (18.0, 18.0, 756.0, 30.0)", "content 1 (18.0, 48.0, 756.0, 526.0)", "formatter 1",
            "footer 1 (18.0, 574.0, 756.0, 20.0)",
        ])
        let job = try XCTUnwrap(recorder.jobs.first)
        XCTAssertEqual(job.pageSizes, [CGSize(width: 792, height: 612), CGSize(width: 792, height: 612)])
        XCTAssertEqual(job.duplex, .shortEdge)
        XCTAssertEqual(job.outputType, .grayscale)
        XCTAssertFalse(job.fontNames.isEmpty)
    }

    func testImagesPrintOneToAPageAndPDFDocumentsAsTheyAre() async throws {
        let recorder = PrintJobRecorder()
        let controller = UIPrintInteractionController.shared
        let chooser = PaperChooser()
        controller.delegate = chooser
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 30)).image { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 30))
        }
        let document = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 100, height: 200)).pdfData { context in
            context.beginPage()
            context.beginPage()
        }
        XCTAssertTrue(UIPrintInteractionController.canPrint(document))
        XCTAssertTrue(UIPrintInteractionController.canPrint(try XCTUnwrap(image.pngData())))
        XCTAssertFalse(UIPrintInteractionController.canPrint(Data("hello".utf8)))
        controller.printingItems = [image, try XCTUnwrap(image.pngData()), document]
        XCTAssertTrue(controller.print(to: UIPrinter(url: printerURL)))
        ManualClock.runLoopTurn()
        let job = try XCTUnwrap(recorder.jobs.first)
        XCTAssertEqual(job.documents.count, 2, "the images' pages, then the PDF")
        XCTAssertEqual(job.documents[1], document)
        XCTAssertEqual(job.pageCount, 4)
        XCTAssertEqual(job.imageCount, 2)
        XCTAssertEqual(job.pageSizes[2], CGSize(width: 100, height: 200))

        var failure: Error?
        controller.printingItems = nil
        controller.printingItem = Data("not an image".utf8)
        XCTAssertFalse(controller.print(to: UIPrinter(url: printerURL)) { _, _, error in failure = error })
        ManualClock.runLoopTurn()
        XCTAssertEqual((failure as? UIPrintError)?.code, .unknownImageFormat)
        XCTAssertEqual((failure as NSError?)?.domain, UIPrintErrorDomain)
        XCTAssertEqual((failure as NSError?)?.code, 3)
        XCTAssertEqual(recorder.jobs.count, 1)
    }

    func testNothingToPrintReportsNoContent() async {
        let recorder = PrintJobRecorder()
        var outcome: (Bool, Error?)?
        XCTAssertFalse(UIPrintInteractionController.shared.print(to: UIPrinter(url: printerURL)) { _, completed, error in outcome = (completed, error) })
        ManualClock.runLoopTurn()
        XCTAssertEqual(outcome?.0, false)
        XCTAssertEqual((outcome?.1 as? UIPrintError)?.code, .noContent)
        // A formatter with no text has no pages.
        UIPrintInteractionController.shared.printFormatter = UISimpleTextPrintFormatter(text: "")
        XCTAssertFalse(UIPrintInteractionController.shared.print(to: UIPrinter(url: printerURL)) { _, completed, error in outcome = (completed, error) })
        ManualClock.runLoopTurn()
        XCTAssertEqual((outcome?.1 as? UIPrintError)?.code, .noContent)
        XCTAssertTrue(recorder.jobs.isEmpty)
    }

    func testWithoutCUPSPrintingIsNotAvailable() async throws {
        if ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":")
            .contains(where: { FileManager.default.isExecutableFile(atPath: "\($0)/lp") }) == true {
            throw XCTSkip("CUPS' lp is installed here")
        }
        XCTAssertFalse(UIPrintInteractionController.isPrintingAvailable)
        UIPrintInteractionController.shared.printFormatter = UISimpleTextPrintFormatter(text: "Hello")
        var outcome: (Bool, Error?)?
        XCTAssertFalse(UIPrintInteractionController.shared.print(to: UIPrinter(url: printerURL)) { _, completed, error in outcome = (completed, error) })
        ManualClock.runLoopTurn()
        XCTAssertEqual(outcome?.0, false)
        XCTAssertEqual((outcome?.1 as? UIPrintError)?.code, .notAvailable)
        var reachable: Bool?
        UIPrinter(url: printerURL).contactPrinter { reachable = $0 }
        ManualClock.runLoopTurn()
        XCTAssertEqual(reachable, false)
    }

    func testPrintOptionsSheetPrintsWithTheChosenCopies() async throws {
        let recorder = PrintJobRecorder()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let controller = UIPrintInteractionController.shared
        let chooser = PaperChooser()
        controller.delegate = chooser
        controller.printFormatter = UISimpleTextPrintFormatter(text: "One page")
        var outcome: (Bool, Error?)?
        XCTAssertTrue(controller.present(animated: false) { _, completed, error in outcome = (completed, error) })
        ManualClock.runLoopTurn()
        XCTAssertEqual(chooser.events, ["willPresent", "didPresent"])
        let sheet = try XCTUnwrap(root.presentedViewController)
        sheet.view.layoutIfNeeded()
        let stepper = try XCTUnwrap(sheet.view.subviews.compactMap { $0 as? UIStepper }.first)
        let buttons = sheet.view.subviews.compactMap { $0 as? UIButton }
        let print = try XCTUnwrap(buttons.first { $0.title(for: .normal) == "Print" })
        let input = InputSimulator(window: window)
        // The stepper's plus half.
        input.tap(at: stepper.convert(CGPoint(x: stepper.bounds.width * 0.75, y: stepper.bounds.midY), to: window))
        input.tap(at: stepper.convert(CGPoint(x: stepper.bounds.width * 0.75, y: stepper.bounds.midY), to: window))
        XCTAssertEqual(stepper.value, 3)
        input.tap(print)
        // UIKit: the options sheet slides away before the job starts.
        ManualClock.advance(by: 0.5)
        XCTAssertNil(root.presentedViewController)
        XCTAssertEqual(outcome?.0, true)
        XCTAssertNil(outcome?.1)
        XCTAssertEqual(recorder.jobs.first?.copies, 3)
        XCTAssertEqual(recorder.jobs.first?.pageCount, 1)
        XCTAssertEqual(chooser.events, ["willPresent", "didPresent", "willDismiss", "didDismiss", "willStart", "choosePaper", "didFinish"])

        // Cancel: nothing sent, no error.
        outcome = nil
        XCTAssertTrue(controller.present(animated: false) { _, completed, error in outcome = (completed, error) })
        ManualClock.runLoopTurn()
        let cancel = try XCTUnwrap(root.presentedViewController?.view.subviews.compactMap { $0 as? UIButton }.first { $0.title(for: .normal) == "Cancel" })
        root.presentedViewController?.view.layoutIfNeeded()
        input.tap(cancel)
        ManualClock.advance(by: 0.5)
        XCTAssertNil(root.presentedViewController)
        XCTAssertEqual(outcome?.0, false)
        XCTAssertNil(outcome?.1)
        XCTAssertEqual(recorder.jobs.count, 1)
    }

    func testPresentingFromABarButtonItemShowsTheOptionsAndPageRangeIsOffByDefault() async throws {
        let recorder = PrintJobRecorder()
        defer { withExtendedLifetime(recorder) {} }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let controller = UIPrintInteractionController.shared
        // UIKit: no page-range control unless asked for (deprecated in iOS 10).
        XCTAssertFalse(controller.showsPageRange)
        controller.showsPageRange = true
        XCTAssertTrue(controller.showsPageRange)
        controller.showsPageRange = false
        controller.printFormatter = UISimpleTextPrintFormatter(text: "One page")
        let item = UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil)
        var outcome: Bool?
        XCTAssertTrue(controller.present(from: item, animated: false) { _, completed, _ in outcome = completed })
        ManualClock.runLoopTurn()
        XCTAssertNotNil(root.presentedViewController, "the print options are shown")
        controller.dismiss(animated: false)
        ManualClock.advance(by: 0.5)
        XCTAssertNil(root.presentedViewController)
        XCTAssertEqual(outcome, false, "dismissed as if cancelled")
    }
}

/// The CUPS path, with a stand-in `lp` on the `PATH` that records how it was called.
@MainActor
final class PrintToCUPSTests: XCTestCase {
    private var directory: URL!
    private var savedPath: String?

    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-lp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        savedPath = ProcessInfo.processInfo.environment["PATH"]
        setenv("PATH", directory.path + ":" + (savedPath ?? "/usr/bin:/bin"), 1)
        let controller = UIPrintInteractionController.shared
        controller.printPageRenderer = nil
        controller.printingItem = nil
        controller.printingItems = nil
        controller.delegate = nil
    }

    override func tearDown() async throws {
        if let savedPath { setenv("PATH", savedPath, 1) }
        try? FileManager.default.removeItem(at: directory)
    }

    private func installLP(exitStatus: Int) throws {
        let script = """
            #!/bin/sh
            printf '%s\\n' "$@" > "\(directory.path)/arguments"
            for last; do :; done
            cp "$last" "\(directory.path)/printed.pdf"
            [ \(exitStatus) -eq 0 ] || echo "lp: The printer or class does not exist." >&2
            exit \(exitStatus)
            """
        let lp = directory.appendingPathComponent("lp")
        try script.write(to: lp, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: lp.path)
    }

    func testPrintSendsThePDFToLP() async throws {
        try installLP(exitStatus: 0)
        XCTAssertTrue(UIPrintInteractionController.isPrintingAvailable)
        let controller = UIPrintInteractionController.shared
        let info = UIPrintInfo.printInfo()
        info.jobName = "Quarterly"
        info.duplex = .longEdge
        info.outputType = .grayscale
        controller.printInfo = info
        controller.printFormatter = UISimpleTextPrintFormatter(text: "Hello, printer")
        let done = expectation(description: "completion")
        var outcome: (Bool, Error?)?
        XCTAssertTrue(controller.print(to: UIPrinter(url: URL(string: "ipp://localhost:631/printers/Office")!)) { _, completed, error in
            outcome = (completed, error)
            done.fulfill()
        })
        await fulfillment(of: [done], timeout: 20)
        XCTAssertEqual(outcome?.0, true)
        XCTAssertNil(outcome?.1)
        let arguments = try String(contentsOf: directory.appendingPathComponent("arguments"), encoding: .utf8)
            .split(separator: "\n").map(String.init)
        XCTAssertEqual(Array(arguments.prefix(11)), ["-d", "Office", "-t", "Quarterly", "-n", "1", "-o", "sides=two-sided-long-edge",
                                                    "-o", "print-color-mode=monochrome", "--"])
        XCTAssertEqual(arguments.count, 12, "one document")
        let printed = try Data(contentsOf: directory.appendingPathComponent("printed.pdf"))
        XCTAssertTrue(printed.starts(with: Array("%PDF-".utf8)))
    }

    func testARefusedJobReportsJobFailed() async throws {
        try installLP(exitStatus: 1)
        let controller = UIPrintInteractionController.shared
        controller.printFormatter = UISimpleTextPrintFormatter(text: "Hello")
        let done = expectation(description: "completion")
        var outcome: (Bool, Error?)?
        XCTAssertTrue(controller.print(to: UIPrinter(url: URL(string: "ipp://localhost:631/printers/Nowhere")!)) { _, completed, error in
            outcome = (completed, error)
            done.fulfill()
        }, "the job starts; lp refuses it later")
        await fulfillment(of: [done], timeout: 20)
        XCTAssertEqual(outcome?.0, false)
        XCTAssertEqual((outcome?.1 as? UIPrintError)?.code, .jobFailed)
        XCTAssertTrue((outcome?.1 as NSError?)?.localizedDescription.contains("does not exist") == true)
    }
}
