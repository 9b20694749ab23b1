@_spi(Platform) import QuartzCore
@_spi(Diagnostics) import CoreGraphics
import Foundation

/// Prints content (UIKit): the shared controller takes a page renderer, a print formatter or
/// printing items (images and PDF documents), lays them out on the paper, draws them into a
/// multi-page PDF (through Cairo: text and paths stay vectors) and sends the job to the
/// printing system — CUPS through `lp` on Linux. `present(animated:completionHandler:)`
/// shows the print options first; `print(to:completionHandler:)` prints at once.
@preconcurrency @MainActor
open class UIPrintInteractionController: NSObject {
    /// What the completion handler receives: the controller, whether the job was sent, and
    /// the error when it was not (nil when the user cancelled).
    public typealias CompletionHandler = (UIPrintInteractionController, Bool, (any Error)?) -> Void

    /// Whether the system can print: CUPS' `lp` is installed (or, in tests, a print-job
    /// capture is installed).
    open class var isPrintingAvailable: Bool { FrameworkEnvironment.printing.isAvailable }

    /// The types of data the controller prints directly as printing items.
    open class var printableUTIs: Set<String> { ["com.adobe.pdf", "public.png", "public.jpeg"] }

    /// Whether the file at `url` is a document or image the controller can print.
    open class func canPrint(_ url: URL) -> Bool {
        guard url.isFileURL, let data = try? Data(contentsOf: url) else { return false }
        return canPrint(data)
    }

    /// Whether `data` is a PDF document or an image the controller can print.
    open class func canPrint(_ data: Data) -> Bool {
        PrintDocumentMaker.isPDF(data) || UIImage(data: data) != nil
    }

    /// The app's print interaction controller.
    open class var shared: UIPrintInteractionController { FrameworkEnvironment.printing.shared }

    /// The job's settings; nil prints with `UIPrintInfo.printInfo()`'s defaults.
    open var printInfo: UIPrintInfo?
    open weak var delegate: (any UIPrintInteractionControllerDelegate)?

    /// Whether the print options offer a number of copies (default true).
    open var showsNumberOfCopies = true
    /// Whether the print options offer the paper orientation (default true).
    open var showsPaperOrientation = true
    /// Differs from UIKit: there is no paper selection in the print options (stored only).
    open var showsPaperSelectionForLoadedPapers = false
    /// Whether the print options offer a page range (UIKit's default: false; deprecated since
    /// iOS 10, which always shows one). Stored only: the options here have no page range.
    open var showsPageRange = false

    /// The renderer that draws the job's pages (wins over `printFormatter` and the items).
    open var printPageRenderer: UIPrintPageRenderer?
    /// A formatter that lays out the whole job (wins over the items).
    open var printFormatter: UIPrintFormatter?
    /// One image (`UIImage`, or PNG/JPEG `Data` or file URL) or PDF document (`Data` or file
    /// URL) to print.
    open var printingItem: Any?
    /// Several images or PDF documents to print, in order, as one job.
    open var printingItems: [Any]?

    private var paperUsed: UIPrintPaper?
    private var optionsController: UIViewController?
    private var pendingCompletion: CompletionHandler?
    private var jobRunning = false

    /// The paper the last job was laid out on (nil before the first job).
    open var printPaper: UIPrintPaper? { paperUsed }

    public override init() {
        super.init()
    }

    /// Shows the print options (printer, copies, orientation) over the app; the job is sent
    /// when the user taps Print. Returns false, and reports `UIPrintError.notAvailable` or
    /// `.noContent` to the handler, when there is no printing system or nothing to print.
    @discardableResult
    open func present(animated: Bool, completionHandler completion: CompletionHandler? = nil) -> Bool {
        guard optionsController == nil else {
            FrameworkLog.log("UIPrintInteractionController.present(animated:completionHandler:): the print options are already shown; ignored")
            return false
        }
        if let refusal = refusal() {
            finishLater(completion, error: refusal)
            return false
        }
        guard let presenter = PrintPanelHost.presenter(parent: delegate?.printInteractionControllerParentViewController(self),
                                                       api: "UIPrintInteractionController.present(animated:completionHandler:)",
                                                       panel: "the print options") else { return false }
        let options = PrintOptionsViewController(controller: self)
        pendingCompletion = completion
        optionsController = options
        delegate?.printInteractionControllerWillPresentPrinterOptions(self)
        presenter.present(options, animated: animated) { [weak self] in
            guard let self else { return }
            self.delegate?.printInteractionControllerDidPresentPrinterOptions(self)
        }
        return true
    }

    /// On iPad UIKit shows the options in a popover from `rect`; here as
    /// `present(animated:completionHandler:)` does.
    @discardableResult
    open func present(from rect: CGRect, in view: UIView, animated: Bool, completionHandler completion: CompletionHandler? = nil) -> Bool {
        present(animated: animated, completionHandler: completion)
    }

    /// On iPad UIKit shows the options in a popover from the bar button item; here as
    /// `present(animated:completionHandler:)` does.
    @discardableResult
    open func present(from item: UIBarButtonItem, animated: Bool, completionHandler completion: CompletionHandler? = nil) -> Bool {
        present(animated: animated, completionHandler: completion)
    }

    /// Prints to `printer` without showing the options. Returns false (and reports the
    /// error to the handler) when the job cannot start.
    @discardableResult
    open func print(to printer: UIPrinter, completionHandler completion: CompletionHandler? = nil) -> Bool {
        startJob(printer: printer, copies: 1, completion: completion)
    }

    /// Hides the print options, as if the user cancelled.
    open func dismiss(animated: Bool) {
        closeOptions(animated: animated, sent: false, error: nil)
    }

    // MARK: The job

    /// Why a job cannot start, if it cannot.
    private func refusal() -> UIPrintError? {
        guard Self.isPrintingAvailable else {
            return UIPrintError(.notAvailable, userInfo: [NSLocalizedDescriptionKey: "Printing is not available (no CUPS lp command)"])
        }
        let hasItems = printingItem != nil || !(printingItems ?? []).isEmpty
        guard printPageRenderer != nil || printFormatter != nil || hasItems else {
            return UIPrintError(.noContent, userInfo: [NSLocalizedDescriptionKey: "Nothing to print: set a page renderer, a print formatter or printing items"])
        }
        return nil
    }

    private func finishLater(_ completion: CompletionHandler?, error: (any Error)?) {
        guard let completion else { return }
        FrameworkScheduler.shared.schedule(after: 0) { [self] in completion(self, false, error) }
    }

    @discardableResult
    func startJob(printer: UIPrinter?, copies: Int, completion: CompletionHandler?) -> Bool {
        if let refusal = refusal() {
            finishLater(completion, error: refusal)
            return false
        }
        guard !jobRunning else {
            FrameworkLog.log("UIPrintInteractionController: a job is already being sent; ignored")
            finishLater(completion, error: UIPrintError(.jobFailed, userInfo: [NSLocalizedDescriptionKey: "A job is already being sent"]))
            return false
        }
        delegate?.printInteractionControllerWillStartJob(self)
        let info = printInfo ?? UIPrintInfo.printInfo()
        let papers: [UIPrintPaper] = [.letter, .a4]
        let paper = delegate?.printInteractionController(self, choosePaper: papers) ?? Self.systemPaper(from: papers)
        paperUsed = paper
        let documents: [Data]
        do {
            documents = try PrintDocumentMaker(paper: paper, info: info).documents(
                renderer: printPageRenderer, formatter: printFormatter,
                items: printingItems ?? (printingItem.map { [$0] } ?? []))
        } catch {
            delegate?.printInteractionControllerDidFinishJob(self)
            finishLater(completion, error: error)
            return false
        }
        let job = PlatformPrintJob(jobName: info.jobName, printerURL: printer?.url, documents: documents,
                                   copies: copies, duplex: info.duplex, outputType: info.outputType)
        jobRunning = true
        FrameworkEnvironment.printing.submit(job) { [self] error in
            jobRunning = false
            delegate?.printInteractionControllerDidFinishJob(self)
            completion?(self, error == nil, error)
        }
        return true
    }

    /// The paper the system picks: US Letter where it is the usual size, else A4.
    static func systemPaper(from papers: [UIPrintPaper]) -> UIPrintPaper {
        let preferred = UIPrintPaper.regionDefault()
        return papers.first { $0.paperSize == preferred.paperSize } ?? papers.first ?? preferred
    }

    // MARK: The options sheet

    /// The user tapped Print (`sent`) or Cancel in the options sheet.
    func closeOptions(animated: Bool, sent: Bool, error: (any Error)?, copies: Int = 1) {
        guard let options = optionsController else { return }
        let completion = pendingCompletion
        pendingCompletion = nil
        delegate?.printInteractionControllerWillDismissPrinterOptions(self)
        options.dismiss(animated: animated)
        optionsController = nil
        delegate?.printInteractionControllerDidDismissPrinterOptions(self)
        if sent {
            let printer = PrintSystem.defaultPrinterName().map { UIPrinter(url: URL(string: "ipp://localhost:631/printers/\($0)")!) }
            startJob(printer: printer, copies: copies, completion: completion)
        } else if let completion {
            // UIKit: cancelling reports no error and nothing sent.
            FrameworkScheduler.shared.schedule(after: 0) { [self] in completion(self, false, error) }
        }
    }
}
