extension UIDatePicker {
    /// With wheels, the picker view is a subview turned to the date's rows; other styles
    /// have no wheels.
    func updateWheels(isShown: Bool, animated: Bool) {
        if isShown {
            let adapter = wheelsAdapter ?? {
                let adapter = DatePickerWheelsAdapter(datePicker: self)
                wheelsAdapter = adapter
                return adapter
            }()
            if adapter.pickerView.superview !== self {
                adapter.pickerView.frame = bounds
                adapter.pickerView.isUserInteractionEnabled = isEnabled
                addSubview(adapter.pickerView)
            }
            adapter.update(model: makeWheelModel(), animated: animated)
        } else if let adapter = wheelsAdapter {
            adapter.pickerView.removeFromSuperview()
            for label in adapter.unitLabels.values { label.removeFromSuperview() }
            wheelsAdapter = nil
        }
    }

    func layoutWheels() {
        guard let adapter = wheelsAdapter else { return }
        adapter.pickerView.frame = bounds
        adapter.layoutUnitLabels()
    }

    /// The picker view of the wheels style (nil in other styles).
    var wheelsPickerView: UIPickerView? { wheelsAdapter?.pickerView }
}
