@_spi(Diagnostics) import CoreGraphics
@_spi(Platform) import QuartzCore

extension UIPickerView {
    func _selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        loadComponentsIfNeeded()
        guard wheels.indices.contains(component) else {
            FrameworkLog.log("UIPickerView.selectRow(\(row), inComponent: \(component), animated:): no such component (\(wheels.count)); ignored")
            return
        }
        var wheel = wheels[component]
        guard !wheel.isEmpty else { return }
        if !wheel.isLooping, !(0..<wheel.rowCount).contains(row) {
            FrameworkLog.log("UIPickerView.selectRow(\(row), inComponent: \(component), animated:): row out of range 0..<\(wheel.rowCount); clamped")
        }
        // A code selection ends a user's drag or spin of that wheel without reporting it.
        dragStartOffsets[component] = nil
        stopMotion(component)
        let target = wheel.normalized(row)
        let from = wheel.offset
        let to = wheel.offset(forRow: target)
        wheel.settle(on: target)
        if animated, abs(to - from) > PickerWheelMotion.restThreshold {
            wheels[component] = wheel
            startMotion(PickerWheelMotion(from: from, to: to, startTime: now, curve: .easeOut(duration: PickerWheelMotion.selectDuration),
                                          isUserInitiated: false), component: component)
        } else {
            wheel.offset = to
            wheels[component] = wheel
        }
        setNeedsLayout()
    }

    /// The framework clock (manual in tests).
    var now: TimeInterval { FrameworkScheduler.shared.clock.now }
}
