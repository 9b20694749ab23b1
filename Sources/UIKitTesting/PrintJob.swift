@_spi(Platform) import UIKit
import Foundation

/// A print job as `PrintJobRecorder` took it.
public struct PrintJob: Sendable {
    /// The job's name, from `UIPrintInfo.jobName`.
    public let jobName: String
    /// The printer given to `print(to:)`; nil for the default printer.
    public let printerURL: URL?
    /// The PDF documents of the job (one, or more when PDF printing items were printed).
    public let documents: [Data]
    /// How many copies were asked for (the print sheet's stepper, or 1).
    public let copies: Int
    /// Two-sided printing, from `UIPrintInfo.duplex`.
    public let duplex: UIPrintInfo.Duplex
    /// What the job holds (general, photo, grayscale), from `UIPrintInfo.outputType`.
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
