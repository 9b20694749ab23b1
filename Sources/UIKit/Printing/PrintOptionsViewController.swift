import Foundation

/// The print options sheet `UIPrintInteractionController.present(animated:completionHandler:)`
/// shows: the printer, the number of copies and the orientation (each when the controller
/// shows it), with Cancel and Print. Differs from UIKit: no page range, paper or preview.
@MainActor
final class PrintOptionsViewController: UIViewController {
    private unowned let controller: UIPrintInteractionController
    private let copiesStepper = UIStepper()
    private let copiesLabel = UILabel()
    private let orientationControl = UISegmentedControl(items: ["Portrait", "Landscape"])
    private let cancelButton = UIButton(type: .system)
    private let printButton = UIButton(type: .system)

    init(controller: UIPrintInteractionController) {
        self.controller = controller
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    var copies: Int { Int(copiesStepper.value) }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let title = UILabel()
        title.text = "Print Options"
        title.font = .boldSystemFont(ofSize: 17)
        title.textAlignment = .center
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.addAction(UIAction { [weak self] _ in self?.cancel() }, for: .touchUpInside)
        printButton.setTitle("Print", for: .normal)
        printButton.titleLabel?.font = .boldSystemFont(ofSize: 17)
        printButton.addAction(UIAction { [weak self] _ in self?.sendJob() }, for: .touchUpInside)

        let printer = UILabel()
        printer.text = "Printer: " + (PrintSystem.defaultPrinterName() ?? "Default")
        copiesStepper.minimumValue = 1
        copiesStepper.maximumValue = 99
        copiesStepper.value = 1
        copiesStepper.addAction(UIAction { [weak self] _ in self?.copiesChanged() }, for: .valueChanged)
        copiesChanged()
        let info = controller.printInfo
        orientationControl.selectedSegmentIndex = info?.orientation == .landscape ? 1 : 0
        orientationControl.addAction(UIAction { [weak self] _ in self?.orientationChanged() }, for: .valueChanged)

        for subview in [title, cancelButton, printButton, printer, copiesLabel, copiesStepper, orientationControl] {
            view.addSubview(subview)
        }
        copiesLabel.isHidden = !controller.showsNumberOfCopies
        copiesStepper.isHidden = !controller.showsNumberOfCopies
        orientationControl.isHidden = !controller.showsPaperOrientation
        self.titleLabel = title
        self.printerLabel = printer
    }

    private var titleLabel: UILabel?
    private var printerLabel: UILabel?

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds.inset(by: view.safeAreaInsets)
        let margin: CGFloat = 16
        cancelButton.frame = CGRect(x: bounds.minX + margin, y: bounds.minY + 8, width: 80, height: 44)
        printButton.frame = CGRect(x: bounds.maxX - margin - 80, y: bounds.minY + 8, width: 80, height: 44)
        titleLabel?.frame = CGRect(x: bounds.minX + 100, y: bounds.minY + 8, width: max(0, bounds.width - 200), height: 44)
        var y = bounds.minY + 72
        printerLabel?.frame = CGRect(x: bounds.minX + margin, y: y, width: bounds.width - 2 * margin, height: 44)
        y += 52
        if controller.showsNumberOfCopies {
            copiesLabel.frame = CGRect(x: bounds.minX + margin, y: y, width: bounds.width - 2 * margin - 110, height: 44)
            copiesStepper.frame = CGRect(x: bounds.maxX - margin - 94, y: y + 6, width: 94, height: 32)
            y += 52
        }
        orientationControl.frame = CGRect(x: bounds.minX + margin, y: y, width: bounds.width - 2 * margin, height: 32)
    }

    private func copiesChanged() {
        let count = copies
        copiesLabel.text = count == 1 ? "1 Copy" : "\(count) Copies"
    }

    private func orientationChanged() {
        let info = controller.printInfo ?? UIPrintInfo.printInfo()
        info.orientation = orientationControl.selectedSegmentIndex == 1 ? .landscape : .portrait
        controller.printInfo = info
    }

    private func cancel() {
        controller.closeOptions(animated: true, sent: false, error: nil)
    }

    private func sendJob() {
        controller.closeOptions(animated: true, sent: true, error: nil, copies: copies)
    }
}
