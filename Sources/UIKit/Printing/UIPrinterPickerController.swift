@_spi(Diagnostics) import CoreGraphics
@_spi(Platform) import QuartzCore
import Foundation

/// Lets the user choose a printer (UIKit). Linux: the list shows CUPS' queues (`lpstat -e`)
/// and the initially selected printer, filtered by the delegate, each row a printer's
/// `displayName` (a check mark on the selected one), with a Cancel button; it is presented
/// modally from the delegate's parent view controller or the key window's top view
/// controller, also by the popover forms (no popovers of system UI here).
@preconcurrency @MainActor
open class UIPrinterPickerController: NSObject {
    /// What the completion handler receives: the picker, whether the user chose a printer,
    /// and an error (nil when a printer was chosen or the user cancelled).
    public typealias CompletionHandler = (UIPrinterPickerController, Bool, (any Error)?) -> Void

    /// The printer the user chose, or the initially selected one.
    open private(set) var selectedPrinter: UIPrinter?
    open weak var delegate: (any UIPrinterPickerControllerDelegate)?

    private var listController: UIViewController?
    private var pendingCompletion: CompletionHandler?

    /// A picker that starts with `printer` selected (nil: none).
    public init(initiallySelectedPrinter printer: UIPrinter?) {
        selectedPrinter = printer
        super.init()
    }

    public override convenience init() {
        self.init(initiallySelectedPrinter: nil)
    }

    /// Presents the picker modally. Returns false when it is already shown or there is no
    /// view controller in a window to present it from.
    @discardableResult
    open func present(animated: Bool, completionHandler completion: CompletionHandler? = nil) -> Bool {
        guard listController == nil else {
            FrameworkLog.log("UIPrinterPickerController.present(animated:completionHandler:): the picker is already shown; ignored")
            return false
        }
        guard let presenter = PrintPanelHost.presenter(parent: delegate?.printerPickerControllerParentViewController(self),
                                                       api: "UIPrinterPickerController.present(animated:completionHandler:)",
                                                       panel: "the picker") else { return false }
        let list = PrinterListViewController(picker: self, printers: shownPrinters())
        let navigation = UINavigationController(rootViewController: list)
        listController = navigation
        pendingCompletion = completion
        delegate?.printerPickerControllerWillPresent(self)
        presenter.present(navigation, animated: animated) { [weak self] in
            guard let self else { return }
            self.delegate?.printerPickerControllerDidPresent(self)
        }
        return true
    }

    /// On iPad UIKit shows a popover from `rect`; here as `present(animated:completionHandler:)`.
    @discardableResult
    open func present(from rect: CGRect, in view: UIView, animated: Bool, completionHandler completion: CompletionHandler? = nil) -> Bool {
        present(animated: animated, completionHandler: completion)
    }

    /// On iPad UIKit shows a popover from `item`; here as `present(animated:completionHandler:)`.
    @discardableResult
    open func present(from item: UIBarButtonItem, animated: Bool, completionHandler completion: CompletionHandler? = nil) -> Bool {
        present(animated: animated, completionHandler: completion)
    }

    /// Hides the picker as if the user cancelled.
    open func dismiss(animated: Bool) {
        close(animated: animated, didSelect: false)
    }

    // MARK: The list

    /// The printers listed: the initially selected one, then CUPS' queues, those the
    /// delegate lets through.
    func shownPrinters() -> [UIPrinter] {
        var printers: [UIPrinter] = selectedPrinter.map { [$0] } ?? []
        for name in FrameworkEnvironment.printing.destinationNames() where !printers.contains(where: { $0.queueName == name }) {
            printers.append(PrintSystem.printer(named: name))
        }
        guard let delegate else { return printers }
        return printers.filter { delegate.printerPickerController(self, shouldShow: $0) }
    }

    /// The user tapped a printer's row.
    func choose(_ printer: UIPrinter) {
        selectedPrinter = printer
        delegate?.printerPickerControllerDidSelectPrinter(self)
        close(animated: true, didSelect: true)
    }

    func close(animated: Bool, didSelect: Bool) {
        guard let list = listController else { return }
        let completion = pendingCompletion
        pendingCompletion = nil
        listController = nil
        delegate?.printerPickerControllerWillDismiss(self)
        list.dismiss(animated: animated) { [weak self] in
            guard let self else { return }
            self.delegate?.printerPickerControllerDidDismiss(self)
            completion?(self, didSelect, nil)
        }
    }
}
