/// Hears of the printer picker's presentation and the user's choice, and may filter the
/// printers and choose the presenting view controller (UIKit). Every method is optional:
/// the defaults below are UIKit's behaviour without a delegate.
@preconcurrency @MainActor
public protocol UIPrinterPickerControllerDelegate: AnyObject {
    /// The view controller that presents the picker. Default: nil (the key window's root
    /// view controller, or the one it presents, presents it).
    func printerPickerControllerParentViewController(_ printerPickerController: UIPrinterPickerController) -> UIViewController?
    /// Whether the picker lists `printer`. Default: true.
    func printerPickerController(_ printerPickerController: UIPrinterPickerController, shouldShow printer: UIPrinter) -> Bool
    func printerPickerControllerWillPresent(_ printerPickerController: UIPrinterPickerController)
    func printerPickerControllerDidPresent(_ printerPickerController: UIPrinterPickerController)
    func printerPickerControllerWillDismiss(_ printerPickerController: UIPrinterPickerController)
    func printerPickerControllerDidDismiss(_ printerPickerController: UIPrinterPickerController)
    /// The user chose a printer (`selectedPrinter`), before the picker is dismissed.
    func printerPickerControllerDidSelectPrinter(_ printerPickerController: UIPrinterPickerController)
}

extension UIPrinterPickerControllerDelegate {
    public func printerPickerControllerParentViewController(_ printerPickerController: UIPrinterPickerController) -> UIViewController? {
        nil
    }

    public func printerPickerController(_ printerPickerController: UIPrinterPickerController, shouldShow printer: UIPrinter) -> Bool {
        true
    }

    public func printerPickerControllerWillPresent(_ printerPickerController: UIPrinterPickerController) {}
    public func printerPickerControllerDidPresent(_ printerPickerController: UIPrinterPickerController) {}
    public func printerPickerControllerWillDismiss(_ printerPickerController: UIPrinterPickerController) {}
    public func printerPickerControllerDidDismiss(_ printerPickerController: UIPrinterPickerController) {}
    public func printerPickerControllerDidSelectPrinter(_ printerPickerController: UIPrinterPickerController) {}
}
