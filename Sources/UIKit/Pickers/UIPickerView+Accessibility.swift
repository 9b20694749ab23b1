extension UIPickerView {
    /// One adjustable element per component, in component order.
    var accessibilityColumnElements: [PickerColumnAccessibilityElement] {
        loadComponentsIfNeeded()
        return accessibilityColumns
    }

    func rebuildAccessibilityColumns() {
        if accessibilityColumns.count > wheels.count { accessibilityColumns.removeLast(accessibilityColumns.count - wheels.count) }
        while accessibilityColumns.count < wheels.count {
            accessibilityColumns.append(PickerColumnAccessibilityElement(pickerView: self, component: accessibilityColumns.count))
        }
    }

    func accessibilityLabel(forComponent component: Int) -> String? {
        internalSource?.pickerView(self, accessibilityLabelForComponent: component)
    }

    /// What VoiceOver reads for a component: its selected row.
    func accessibilityValue(forComponent component: Int) -> String? {
        let row = selectedRow(inComponent: component)
        guard row >= 0 else { return nil }
        if let value = internalSource?.pickerView(self, accessibilityValueForRow: row, inComponent: component) {
            return value
        }
        return rowText(forRow: row, forComponent: component)
    }

    func accessibilityFrame(forComponent component: Int) -> CGRect {
        let frames = componentFrames()
        guard frames.indices.contains(component) else { return .zero }
        return screenRect(of: frames[component])
    }
}
