@_spi(Diagnostics) import CoreGraphics
@_spi(Platform) import QuartzCore

/// The user's side of the wheels: a drag moves a wheel with the finger (rubber-banding past
/// the ends), a release coasts and snaps to a row, and the delegate hears `didSelectRow`
/// once, when the wheel settles on a new row. These internal entry points take a drag's
/// translation and velocity, so hooking up a UIPanGestureRecognizer is one call per state.
extension UIPickerView {
    /// A finger went down on `component`: a coasting wheel stops where it is.
    func beginSpinning(component: Int) {
        loadComponentsIfNeeded()
        guard wheels.indices.contains(component), !wheels[component].isEmpty else { return }
        if let motion = motions[component] {
            wheels[component].offset = motion.offset(at: now)
            stopMotion(component)
        }
        dragStartOffsets[component] = wheels[component].offset
    }

    /// The finger moved: `translation` is the vertical distance since `beginSpinning`
    /// (positive downwards, as a pan recognizer reports it). Content follows the finger, so
    /// moving down brings earlier rows to the centre.
    func spin(component: Int, translation: CGFloat) {
        guard let start = dragStartOffsets[component], wheels.indices.contains(component), translation.isFinite else { return }
        let wheel = wheels[component]
        wheels[component].offset = wheel.rubberBanded(start - translation, dimension: bounds.height)
        setNeedsLayout()
    }

    /// The finger lifted with `velocity` (points per second, positive downwards): the wheel
    /// coasts, lands on a row centre, and reports the row when it settles.
    func endSpinning(component: Int, velocity: CGFloat) {
        guard dragStartOffsets.removeValue(forKey: component) != nil, wheels.indices.contains(component) else { return }
        let wheel = wheels[component]
        let offsetVelocity = velocity.isFinite ? -velocity : 0
        let from = wheel.offset
        let curve: PickerWheelMotion.Curve
        let to: CGFloat
        let beyondEnds = !wheel.isLooping && (from < wheel.minimumOffset || from > wheel.maximumOffset)
        if abs(offsetVelocity) < PickerWheelMotion.flickThreshold || beyondEnds {
            to = wheel.snappedOffset(near: from)
            curve = .easeOut(duration: PickerWheelMotion.easeDuration)
        } else {
            to = wheel.snappedOffset(near: PickerWheelMotion.projectedOffset(from: from, velocity: offsetVelocity))
            curve = .decelerate
        }
        startMotion(PickerWheelMotion(from: from, to: to, startTime: now, curve: curve, isUserInitiated: true), component: component)
    }

    /// The touch was cancelled: the wheel returns to the nearest row without reporting
    /// anything new unless it lands on a different row.
    func cancelSpinning(component: Int) {
        endSpinning(component: component, velocity: 0)
    }

    /// A tap on a row away from the centre scrolls that row to the centre (UIKit), as a
    /// user's selection. `distance` is in rows from the centre (negative above).
    func userTapRow(component: Int, rowsFromCenter distance: Int) {
        loadComponentsIfNeeded()
        guard wheels.indices.contains(component), !wheels[component].isEmpty, distance != 0 else { return }
        stopMotion(component)
        let wheel = wheels[component]
        let from = wheel.offset
        let to = wheel.snappedOffset(near: wheel.snappedOffset(near: from) + CGFloat(distance) * wheel.rowHeight)
        startMotion(PickerWheelMotion(from: from, to: to, startTime: now, curve: .easeOut(duration: PickerWheelMotion.selectDuration),
                                      isUserInitiated: true), component: component)
    }

    /// Moves a component by `delta` rows at once, as a user's choice (VoiceOver's adjust
    /// gestures, keyboard arrows): selects, reports, no animation to wait for.
    func userStep(component: Int, by delta: Int) {
        loadComponentsIfNeeded()
        guard wheels.indices.contains(component), !wheels[component].isEmpty else { return }
        stopMotion(component)
        dragStartOffsets[component] = nil
        var wheel = wheels[component]
        let current = wheel.selectedRow
        let target = wheel.normalized(current + delta)
        wheel.select(target)
        wheels[component] = wheel
        setNeedsLayout()
        if target != current { reportUserSelection(row: target, component: component) }
    }

    /// Where a touch at `point` (in the picker's coordinates) lands: the component under it
    /// and how many rows from the centre line (negative above) — the row drawn nearest to the
    /// point, on the wheel as it is drawn (rows crowd together away from the centre). What a
    /// pan recognizer needs to pick the wheel to spin, and a tap recognizer the row to select.
    func spinTarget(at point: CGPoint) -> (component: Int, rowsFromCenter: Int)? {
        loadComponentsIfNeeded()
        let frames = componentFrames()
        guard let component = frames.firstIndex(where: { $0.minX <= point.x && point.x < $0.maxX }),
              wheels.indices.contains(component), point.y.isFinite else { return nil }
        let wheel = wheels[component]
        let projection = PickerWheelProjection(viewportHeight: frames[component].height, rowHeight: wheel.rowHeight)
        let y = point.y - frames[component].midY
        let center = wheel.rawRow(atOffset: wheel.offset)
        let reach = min(512, Int(saturating: (projection.visibleDistance / wheel.rowHeight).rounded(.up))) + 1
        var best: (rows: Int, gap: CGFloat)?
        for raw in (center - reach)...(center + reach) {
            if !wheel.isLooping, raw < 0 || raw >= wheel.rowCount { continue }
            guard let place = projection.placement(forDistance: CGFloat(raw) * wheel.rowHeight - wheel.offset) else { continue }
            let gap = abs(place.centerY - y)
            if best.map({ gap < $0.gap }) ?? true { best = (raw - center, gap) }
        }
        return (component, best?.rows ?? 0)
    }

    /// Whether a component is being dragged or is coasting.
    func isSpinning(component: Int) -> Bool {
        dragStartOffsets[component] != nil || motions[component] != nil
    }

    // MARK: Motion engine (framework clock)

    /// One animation frame: 60 per second of framework time.
    static let frameInterval: TimeInterval = 1.0 / 60

    func startMotion(_ motion: PickerWheelMotion, component: Int) {
        motions[component] = motion
        scheduleMotionFrame()
    }

    func stopMotion(_ component: Int) {
        motions[component] = nil
        if motions.isEmpty {
            motionTimer?.invalidate()
            motionTimer = nil
        }
    }

    func stopAllMotions() {
        motions = [:]
        dragStartOffsets = [:]
        motionTimer?.invalidate()
        motionTimer = nil
    }

    private func scheduleMotionFrame() {
        guard motionTimer == nil, !motions.isEmpty else { return }
        motionTimer = FrameworkScheduler.shared.schedule(after: Self.frameInterval) { [weak self] in
            guard let self else { return }
            self.motionTimer = nil
            self.stepMotions()
        }
    }

    /// Advances every motion to the clock's time; settles the finished ones.
    func stepMotions() {
        let time = now
        var settled: [(component: Int, motion: PickerWheelMotion)] = []
        for (component, motion) in motions.sorted(by: { $0.key < $1.key }) {
            guard wheels.indices.contains(component) else { motions[component] = nil; continue }
            wheels[component].offset = motion.offset(at: time)
            if motion.isFinished(at: time) {
                motions[component] = nil
                settled.append((component, motion))
            }
        }
        setNeedsLayout()
        scheduleMotionFrame()
        for (component, motion) in settled where wheels.indices.contains(component) {
            let previous = wheels[component].selectedRow
            let row = wheels[component].centerRow
            wheels[component].select(row) // exact centre, and the lap normalised
            if motion.isUserInitiated, row != previous {
                reportUserSelection(row: row, component: component)
            }
        }
    }

    /// A user's settled choice: the delegate first, then UIKit's own client (the date picker).
    func reportUserSelection(row: Int, component: Int) {
        delegate?.pickerView(self, didSelectRow: row, inComponent: component)
        userSelectionHandler?(row, component)
    }
}
