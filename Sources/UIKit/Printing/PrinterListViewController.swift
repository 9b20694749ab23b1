import Foundation

/// The printer picker's list: one row per printer, the selected one checked, and Cancel.
@MainActor
final class PrinterListViewController: UITableViewController {
    private unowned let picker: UIPrinterPickerController
    private let printers: [UIPrinter]

    init(picker: UIPrinterPickerController, printers: [UIPrinter]) {
        self.picker = picker
        self.printers = printers
        super.init(style: .insetGrouped)
        title = "Printer"
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "printer")
        navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [weak self] _ in
            self?.picker.dismiss(animated: true)
        })
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { printers.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "printer", for: indexPath)
        let printer = printers[indexPath.row]
        cell.textLabel?.text = printer.displayName
        cell.accessoryType = printer.url == picker.selectedPrinter?.url ? .checkmark : .none
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        picker.choose(printers[indexPath.row])
    }
}
