@_spi(Platform) import QuartzCore
import Foundation

/// A printer (UIKit), known by its URL: on CUPS, the queue's URL
/// (`ipp://localhost:631/printers/NAME`); the last path component names the queue.
@preconcurrency @MainActor
open class UIPrinter: NSObject {
    private let printerURL: URL

    /// A printer at `url`.
    public init(url: URL) {
        printerURL = url
        super.init()
    }

    /// The printer's URL.
    open var url: URL { printerURL }

    /// The name shown for the printer: its CUPS queue name.
    open var displayName: String {
        let name = printerURL.lastPathComponent
        return name.isEmpty || name == "/" ? (printerURL.host ?? printerURL.absoluteString) : name
    }

    /// Where the printer is (CUPS' location is not read: nil).
    open var displayLocation: String? { nil }

    /// Differs from UIKit: not read from the printer (nil).
    open var makeAndModel: String? { nil }

    /// Differs from UIKit: assumed (CUPS converts color for monochrome printers).
    open var supportsColor: Bool { true }

    /// Differs from UIKit: assumed false (the job asks for two-sided printing all the same
    /// when `UIPrintInfo.duplex` is set; CUPS ignores it on simplex printers).
    open var supportsDuplex: Bool { false }

    /// The kinds of jobs the printer takes (documents and photos).
    open var supportedJobTypes: UIPrinter.JobTypes { [.document, .photo] }

    /// The name of the CUPS queue.
    var queueName: String { printerURL.lastPathComponent }

    /// Asks whether the printer can take jobs now: with CUPS, whether `lpstat` knows the
    /// queue and it accepts jobs; with a print-job capture (tests), always. The answer comes
    /// asynchronously on the main actor.
    open func contactPrinter(_ completionHandler: ((Bool) -> Void)? = nil) {
        let queue = queueName
        FrameworkEnvironment.printing.checkQueue(queue) { available in completionHandler?(available) }
    }
}
