import UIKit

/// A screen with one of each standard element at known frames (window 390 × 844 at the
/// origin, so window and screen coordinates agree).
@MainActor
final class FixtureViewController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {
    let saveButton = UIButton(type: .system)
    let cancelButton = UIButton(type: .system)
    let status = UILabel()
    let nameField = UITextField()
    let passwordField = UITextField()
    let toggle = UISwitch()
    let slider = UISlider()
    let stepper = UIStepper()
    let segments = UISegmentedControl(items: ["One", "Two", "Three"])
    let panel = UIView()
    let innerLabel = UILabel()
    let innerButton = UIButton(type: .system)
    let picker = UIPickerView()
    let gestureArea = UIView()
    var saveCount = 0
    var events: [String] = []

    override func loadView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        root.backgroundColor = .white
        view = root

        saveButton.setTitle("Save", for: .normal)
        saveButton.accessibilityIdentifier = "save-button"
        saveButton.frame = CGRect(x: 20, y: 60, width: 100, height: 44)
        saveButton.addAction(UIAction { [unowned self] _ in
            saveCount += 1
            status.text = "Status: saved \(saveCount)"
        }, for: .primaryActionTriggered)
        root.addSubview(saveButton)

        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.frame = CGRect(x: 140, y: 60, width: 100, height: 44)
        cancelButton.isEnabled = false
        root.addSubview(cancelButton)

        status.text = "Status: idle"
        status.accessibilityIdentifier = "status"
        status.frame = CGRect(x: 20, y: 110, width: 300, height: 24)
        root.addSubview(status)

        nameField.placeholder = "Name"
        nameField.accessibilityIdentifier = "name-field"
        nameField.autocapitalizationType = .none
        nameField.borderStyle = .roundedRect
        nameField.frame = CGRect(x: 20, y: 140, width: 300, height: 34)
        root.addSubview(nameField)

        passwordField.placeholder = "Password"
        passwordField.isSecureTextEntry = true
        passwordField.autocapitalizationType = .none
        passwordField.frame = CGRect(x: 20, y: 180, width: 300, height: 34)
        root.addSubview(passwordField)

        toggle.frame.origin = CGPoint(x: 20, y: 220)
        root.addSubview(toggle)

        slider.frame = CGRect(x: 20, y: 260, width: 300, height: 34)
        slider.value = 0.5
        root.addSubview(slider)

        stepper.frame.origin = CGPoint(x: 20, y: 300)
        root.addSubview(stepper)

        segments.frame = CGRect(x: 20, y: 340, width: 300, height: 32)
        segments.selectedSegmentIndex = 0
        root.addSubview(segments)

        panel.accessibilityIdentifier = "panel"
        panel.frame = CGRect(x: 20, y: 380, width: 350, height: 60)
        innerLabel.text = "Inner"
        innerLabel.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
        panel.addSubview(innerLabel)
        innerButton.setTitle("Inner button", for: .normal)
        innerButton.frame = CGRect(x: 0, y: 20, width: 150, height: 40)
        panel.addSubview(innerButton)
        root.addSubview(panel)

        picker.frame = CGRect(x: 20, y: 450, width: 300, height: 160)
        picker.dataSource = self
        picker.delegate = self
        root.addSubview(picker)

        gestureArea.frame = CGRect(x: 20, y: 620, width: 300, height: 200)
        gestureArea.isAccessibilityElement = true
        gestureArea.accessibilityIdentifier = "gestures"
        root.addSubview(gestureArea)
        let doubleTap = UITapGestureRecognizer { [unowned self] _ in events.append("double tap") }
        doubleTap.numberOfTapsRequired = 2
        gestureArea.addGestureRecognizer(doubleTap)
        let twoFingers = UITapGestureRecognizer { [unowned self] _ in events.append("two-finger tap") }
        twoFingers.numberOfTouchesRequired = 2
        gestureArea.addGestureRecognizer(twoFingers)
        gestureArea.addGestureRecognizer(UILongPressGestureRecognizer { [unowned self] recognizer in
            if recognizer.state == .began { events.append("long press") }
        })
        gestureArea.addGestureRecognizer(UIPinchGestureRecognizer { [unowned self] recognizer in
            guard recognizer.state == .ended, let pinch = recognizer as? UIPinchGestureRecognizer else { return }
            lastPinchScale = pinch.scale
            events.append("pinch")
        })
        gestureArea.addGestureRecognizer(UIRotationGestureRecognizer { [unowned self] recognizer in
            guard recognizer.state == .ended, let rotation = recognizer as? UIRotationGestureRecognizer else { return }
            lastRotation = rotation.rotation
            events.append("rotation")
        })
        for (direction, name) in [(UISwipeGestureRecognizer.Direction.up, "up"), (.down, "down"), (.left, "left"), (.right, "right")] {
            let swipe = UISwipeGestureRecognizer { [unowned self] _ in events.append("swipe \(name)") }
            swipe.direction = direction
            gestureArea.addGestureRecognizer(swipe)
        }
    }

    var lastPinchScale: CGFloat = 0
    var lastRotation: CGFloat = 0

    // MARK: Picker

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 10 }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { "Row \(row)" }
}
