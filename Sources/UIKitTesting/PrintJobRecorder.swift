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
