import UIKit
import UIKitTesting

/// Buttons and a custom control whose every control event is logged live.
@MainActor
final class ControlsScreen: UIViewController, CatalogScreen {
    let screenTitle = "Controls"
    var log = EventLog()
    let button = HighlightingButton(type: .system)
    let disabledButton = UIButton(type: .system)
    let selectableButton = UIButton(type: .custom)

    override func loadView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
        root.backgroundColor = .systemBackground
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view = root

        button.setTitle("Tap me", for: .normal)
        button.setTitle("Pressed", for: .highlighted)
        button.frame = CGRect(x: 20, y: 80, width: 160, height: 44)
        button.normalColor = .systemBlue
        button.highlightColor = .systemOrange
        button.accessibilityIdentifier = "tap-me"
        button.layer.cornerRadius = 8
        root.addSubview(button)
        log.observe(button, name: "button")

        disabledButton.setTitle("Disabled", for: .normal)
        disabledButton.frame = CGRect(x: 20, y: 140, width: 160, height: 44)
        disabledButton.backgroundColor = .systemGray4
        disabledButton.isEnabled = false
        root.addSubview(disabledButton)
        log.observe(disabledButton, name: "disabled")

        selectableButton.setTitle("Off", for: .normal)
        selectableButton.setTitle("On", for: .selected)
        selectableButton.frame = CGRect(x: 20, y: 200, width: 160, height: 44)
        selectableButton.backgroundColor = .systemGreen
        selectableButton.addAction(UIAction { [weak self] action in
            guard let button = action.sender as? UIButton else { return }
            button.isSelected.toggle()
            self?.log.append("toggle: now \(button.currentTitle ?? "")")
        }, for: .primaryActionTriggered)
        root.addSubview(selectableButton)
    }

    func script(_ input: InputSimulator) {
        input.tap(button)
        input.tap(at: input.center(of: button), count: 2, interval: 0.1)
        let start = input.center(of: button)
        input.advance(by: 0.5)
        input.drag(from: start, to: CGPoint(x: start.x + 200, y: start.y), duration: 0.2)
        input.tap(disabledButton)
        input.tap(selectableButton)
    }
}
