/// Hears of the print interaction controller's presentation and jobs, and may choose the
/// paper and the view controller that presents the print options (UIKit). Every method is
/// optional: the defaults below are UIKit's behaviour without a delegate.
@preconcurrency @MainActor
public protocol UIPrintInteractionControllerDelegate: AnyObject {
    /// The view controller that presents the print options. Default: nil (the key window's
    /// root view controller presents them).
    func printInteractionControllerParentViewController(_ printInteractionController: UIPrintInteractionController) -> UIViewController?

    /// The paper to print on, from the printer's papers. Default: the system's choice (here:
    /// US Letter in regions that use it, else A4).
    func printInteractionController(_ printInteractionController: UIPrintInteractionController,
                                    choosePaper paperList: [UIPrintPaper]) -> UIPrintPaper

    func printInteractionControllerWillPresentPrinterOptions(_ printInteractionController: UIPrintInteractionController)
    func printInteractionControllerDidPresentPrinterOptions(_ printInteractionController: UIPrintInteractionController)
    func printInteractionControllerWillDismissPrinterOptions(_ printInteractionController: UIPrintInteractionController)
    func printInteractionControllerDidDismissPrinterOptions(_ printInteractionController: UIPrintInteractionController)

    /// The job is about to be laid out and drawn (the last moment to change its content).
    func printInteractionControllerWillStartJob(_ printInteractionController: UIPrintInteractionController)
    /// The job was handed to the printing system (or failed).
    func printInteractionControllerDidFinishJob(_ printInteractionController: UIPrintInteractionController)
}

extension UIPrintInteractionControllerDelegate {
    public func printInteractionControllerParentViewController(_ printInteractionController: UIPrintInteractionController) -> UIViewController? {
        nil
    }

    public func printInteractionController(_ printInteractionController: UIPrintInteractionController,
                                           choosePaper paperList: [UIPrintPaper]) -> UIPrintPaper {
        UIPrintInteractionController.systemPaper(from: paperList)
    }

    public func printInteractionControllerWillPresentPrinterOptions(_ printInteractionController: UIPrintInteractionController) {}
    public func printInteractionControllerDidPresentPrinterOptions(_ printInteractionController: UIPrintInteractionController) {}
    public func printInteractionControllerWillDismissPrinterOptions(_ printInteractionController: UIPrintInteractionController) {}
    public func printInteractionControllerDidDismissPrinterOptions(_ printInteractionController: UIPrintInteractionController) {}
    public func printInteractionControllerWillStartJob(_ printInteractionController: UIPrintInteractionController) {}
    public func printInteractionControllerDidFinishJob(_ printInteractionController: UIPrintInteractionController) {}
}
