@_spi(Platform) import UIKit
import Foundation

/// Takes the print jobs the app sends from the moment it is created, instead of the printing
/// system (CUPS), and keeps them: a test prints and inspects the PDF. While a recorder is
/// alive, `UIPrintInteractionController.isPrintingAvailable` is true.
///
/// ```swift
/// let printer = PrintJobRecorder()
/// UIPrintInteractionController.shared.printFormatter = UISimpleTextPrintFormatter(text: report)
/// UIPrintInteractionController.shared.print(to: UIPrinter(url: url))
/// ManualClock.runLoopTurn()
/// XCTAssertEqual(printer.jobs.first?.pageCount, 3)
/// ```
@preconcurrency @MainActor
public final class PrintJobRecorder {
    /// The jobs, in the order they were sent.
    public private(set) var jobs: [PrintJob] = []

    /// Starts taking jobs; the recorder stops when it is freed.
    public init() {
        PrintSystem.addJobCapture(for: self) { [weak self] job in
            self?.jobs.append(PrintJob(job))
        }
    }

    /// Forgets the jobs taken so far.
    public func removeAll() {
        jobs.removeAll()
    }
}

/// A print job as `PrintJobRecorder` took it.
public struct PrintJob: Sendable {
    public let jobName: String
    /// The printer given to `print(to:)`; nil for the default printer.
    public let printerURL: URL?
    /// The PDF documents of the job (one, or more when PDF printing items were printed).
    public let documents: [Data]
    public let copies: Int
    public let duplex: UIPrintInfo.Duplex
    public let outputType: UIPrintInfo.OutputType

    init(_ job: PlatformPrintJob) {
        jobName = job.jobName
        printerURL = job.printerURL
        documents = job.documents
        copies = job.copies
        duplex = job.duplex
        outputType = job.outputType
    }

    /// The first document.
    public var pdfData: Data { documents.first ?? Data() }

    /// The number of pages of all the documents.
    public var pageCount: Int { documents.reduce(0) { $0 + PDFInspection(data: $1).pageSizes.count } }

    /// The size of each page (its media box), in points, in order.
    public var pageSizes: [CGSize] { documents.flatMap { PDFInspection(data: $0).pageSizes } }

    /// The base names of the fonts the documents embed (text drawn as text, not as images),
    /// without the subset prefix: "DejaVuSans-Bold", say.
    public var fontNames: [String] { documents.flatMap { PDFInspection(data: $0).fontNames } }

    /// The number of images the documents embed.
    public var imageCount: Int { documents.reduce(0) { $0 + PDFInspection(data: $1).imageCount } }
}

/// Reads the structure of a PDF's uncompressed objects (page objects, media boxes, fonts,
/// images); content streams are not decompressed.
struct PDFInspection {
    var pageSizes: [CGSize] = []
    var fontNames: [String] = []
    var imageCount = 0

    init(data: Data) {
        let text = String(decoding: data, as: Unicode.ASCII.self)
        let objects = text.components(separatedBy: " obj")
        for object in objects.dropFirst() {
            let body = object.components(separatedBy: "endobj").first ?? object
            let dictionary = body.components(separatedBy: "stream").first ?? body
            if Self.hasName(dictionary, "/Type", "/Page") {
                if let box = Self.numbers(after: "/MediaBox", in: dictionary), box.count == 4 {
                    pageSizes.append(CGSize(width: box[2] - box[0], height: box[3] - box[1]))
                } else {
                    pageSizes.append(.zero)
                }
            }
            if Self.hasName(dictionary, "/Subtype", "/Image") { imageCount += 1 }
            if Self.hasName(dictionary, "/Type", "/FontDescriptor") || !dictionary.contains("/Type /Font") { continue }
            if let range = dictionary.range(of: "/BaseFont /") {
                let name = dictionary[range.upperBound...].prefix { !$0.isWhitespace && $0 != "/" && $0 != ">" }
                let base = name.split(separator: "+", maxSplits: 1).last.map(String.init) ?? String(name)
                if !fontNames.contains(base) { fontNames.append(base) }
            }
        }
    }

    /// Whether `dictionary` has `key value` where the value is exactly the name given.
    private static func hasName(_ dictionary: String, _ key: String, _ value: String) -> Bool {
        var rest = Substring(dictionary)
        while let range = rest.range(of: key) {
            let after = rest[range.upperBound...].drop { $0 == " " || $0 == "\n" || $0 == "\r" }
            if after.hasPrefix(value) {
                let next = after.dropFirst(value.count).first
                if next == nil || !(next!.isLetter || next!.isNumber) { return true }
            }
            rest = rest[range.upperBound...]
        }
        return false
    }

    private static func numbers(after key: String, in dictionary: String) -> [CGFloat]? {
        guard let range = dictionary.range(of: key),
              let open = dictionary[range.upperBound...].firstIndex(of: "["),
              let close = dictionary[open...].firstIndex(of: "]") else { return nil }
        let values = dictionary[dictionary.index(after: open)..<close].split(whereSeparator: { $0.isWhitespace })
        return values.compactMap { Double($0).map { CGFloat($0) } }
    }
}
