import UIKit
import UIKitTesting

/// Buttons and the standard controls; every control event is logged live.
@MainActor
final class ControlsScreen: UIViewController, CatalogScreen {
    let screenTitle = "Controls"
    var log = EventLog()
    let button = HighlightingButton(type: .custom)
    let disabledButton = UIButton(type: .system)
    let selectableButton = UIButton(type: .system)
    let toggle = UISwitch()
    let slider = UISlider()
    let stepper = UIStepper()
    let stepperLabel = UILabel()
    let segments = UISegmentedControl(items: ["One", "Two", "Three"])
    let pages = UIPageControl()
    let colorWell = UIColorWell()
    let printButton = UIButton(type: .system)
    let alertButton = UIButton(type: .system)
    let sheetButton = UIButton(type: .system)

    override func loadView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        root.backgroundColor = .systemBackground
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view = root

        button.setTitle("Tap me", for: .normal)
        button.setTitle("Pressed", for: .highlighted)
        button.setTitleColor(.white, for: .normal)
        button.frame = CGRect(x: 20, y: 24, width: 160, height: 44)
        button.normalColor = .systemBlue
        button.highlightColor = .systemOrange
        button.accessibilityIdentifier = "tap-me"
        button.layer.cornerRadius = 8
        root.addSubview(button)
        log.observe(button, name: "button")

        selectableButton.setTitle("Select me", for: .normal)
        selectableButton.setTitle("Selected", for: .selected)
        selectableButton.frame = CGRect(x: 200, y: 24, width: 160, height: 44)
        selectableButton.addAction(UIAction { [weak self] action in
            guard let button = action.sender as? UIButton else { return }
            button.isSelected.toggle()
            self?.log.append("toggle: now \(button.currentTitle ?? "")")
        }, for: .primaryActionTriggered)
        root.addSubview(selectableButton)

        disabledButton.setTitle("Disabled", for: .normal)
        disabledButton.frame = CGRect(x: 20, y: 80, width: 160, height: 44)
        disabledButton.isEnabled = false
        root.addSubview(disabledButton)
        log.observe(disabledButton, name: "disabled")

        addRow("Switch", y: 144, control: toggle, at: CGPoint(x: 300, y: 140))
        toggle.addAction(UIAction { [weak self] _ in
            self?.log.append("switch: valueChanged \(self?.toggle.isOn == true ? "on" : "off")")
        }, for: .valueChanged)

        slider.frame = CGRect(x: 20, y: 196, width: 340, height: 34)
        slider.autoresizingMask = [.flexibleWidth]
        slider.value = 0.5
        slider.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            log.append(String(format: "slider: valueChanged %.2f", slider.value))
        }, for: .valueChanged)
        root.addSubview(slider)

        stepperLabel.frame = CGRect(x: 20, y: 252, width: 200, height: 32)
        stepperLabel.text = "Stepper: 0"
        root.addSubview(stepperLabel)
        stepper.frame.origin = CGPoint(x: 266, y: 252)
        stepper.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            stepperLabel.text = "Stepper: \(Int(stepper.value))"
            log.append("stepper: valueChanged \(Int(stepper.value))")
        }, for: .valueChanged)
        root.addSubview(stepper)

        segments.frame = CGRect(x: 20, y: 304, width: 340, height: 32)
        segments.selectedSegmentIndex = 0
        segments.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            log.append("segments: valueChanged \(segments.selectedSegmentIndex)")
        }, for: .valueChanged)
        root.addSubview(segments)

        pages.frame = CGRect(x: 20, y: 352, width: 340, height: 28)
        pages.numberOfPages = 5
        pages.currentPageIndicatorTintColor = .systemBlue
        pages.pageIndicatorTintColor = .systemGray3
        pages.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            log.append("pages: valueChanged \(pages.currentPage)")
        }, for: .valueChanged)
        root.addSubview(pages)

        addRow("Color well", y: 404, control: colorWell, at: CGPoint(x: 326, y: 400))
        colorWell.frame.size = colorWell.intrinsicContentSize
        colorWell.title = "Accent"
        colorWell.selectedColor = .systemBlue
        colorWell.addAction(UIAction { [weak self] _ in
            guard let self, let color = colorWell.selectedColor else { return }
            var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
            _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
            log.append(String(format: "color well: valueChanged %.2f %.2f %.2f %.2f", red, green, blue, alpha))
        }, for: .valueChanged)

        printButton.setTitle("Print this screen's log", for: .normal)
        printButton.frame = CGRect(x: 20, y: 448, width: 340, height: 44)
        printButton.addAction(UIAction { [weak self] _ in self?.printLog() }, for: .primaryActionTriggered)
        root.addSubview(printButton)

        alertButton.setTitle("Show alert", for: .normal)
        alertButton.frame = CGRect(x: 20, y: 500, width: 160, height: 44)
        alertButton.addAction(UIAction { [weak self] _ in self?.showAlert(style: .alert) }, for: .primaryActionTriggered)
        root.addSubview(alertButton)
        sheetButton.setTitle("Show sheet", for: .normal)
        sheetButton.frame = CGRect(x: 200, y: 500, width: 160, height: 44)
        sheetButton.addAction(UIAction { [weak self] _ in self?.showAlert(style: .actionSheet) }, for: .primaryActionTriggered)
        root.addSubview(sheetButton)
    }

    /// An alert (or action sheet) whose chosen action is logged.
    private func showAlert(style: UIAlertController.Style) {
        let alert = UIAlertController(title: "Discard Changes?", message: "Your edits will be lost.", preferredStyle: style)
        let record: (UIAlertAction) -> Void = { [weak self] action in self?.log.append("alert: \(action.title ?? "")") }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: record))
        alert.addAction(UIAlertAction(title: "Discard", style: .destructive, handler: record))
        if style == .actionSheet {
            alert.addAction(UIAlertAction(title: "Save Draft", style: .default, handler: record))
        }
        present(alert, animated: true)
    }

    /// Prints the event log as text: CUPS' default printer when `lp` is installed.
    private func printLog() {
        let controller = UIPrintInteractionController.shared
        let info = UIPrintInfo.printInfo()
        info.jobName = "Catalog controls log"
        controller.printInfo = info
        controller.printFormatter = UISimpleTextPrintFormatter(text: log.lines.joined(separator: "\n"))
        controller.present(animated: true) { [weak self] _, completed, error in
            self?.log.append("print: \(completed ? "sent" : "not sent")\(error.map { " (\($0.localizedDescription))" } ?? "")")
        }
    }

    private func addRow(_ title: String, y: CGFloat, control: UIControl, at origin: CGPoint) {
        let label = UILabel(frame: CGRect(x: 20, y: y, width: 200, height: 24))
        label.text = title
        view.addSubview(label)
        control.frame.origin = origin
        view.addSubview(control)
    }

    func script(_ input: InputSimulator) {
        input.tap(button)
        input.tap(at: input.center(of: button), count: 2, interval: 0.1)
        let start = input.center(of: button)
        input.advance(by: 0.5)
        input.drag(from: start, to: CGPoint(x: start.x + 200, y: start.y), duration: 0.2)
        input.tap(disabledButton)
        input.tap(selectableButton)
        input.advance(by: 0.5)
        input.tap(toggle)
        input.advance(by: 0.5)
        let thumb = slider.convert(CGPoint(x: slider.bounds.midX, y: slider.bounds.midY), to: input.window)
        input.drag(from: thumb, to: CGPoint(x: thumb.x + 80, y: thumb.y), duration: 0.2)
        input.advance(by: 0.5)
        input.tap(at: stepper.convert(CGPoint(x: stepper.bounds.width * 0.75, y: stepper.bounds.midY), to: input.window))
        input.advance(by: 0.5)
        input.tap(at: segments.convert(CGPoint(x: segments.bounds.width * 5 / 6, y: segments.bounds.midY), to: input.window))
        input.advance(by: 0.5)
        input.tap(at: pages.convert(CGPoint(x: pages.bounds.width * 0.9, y: pages.bounds.midY), to: input.window))
    }
}
