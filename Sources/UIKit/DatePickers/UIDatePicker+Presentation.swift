extension UIDatePicker {
    /// Shows the current state in the current style: wheels (a picker view), compact (pills
    /// that open an editor) or inline (a month calendar, with the time row when the mode has
    /// a time; the time alone is a pill).
    func updatePresentation(animated: Bool) {
        let style = _resolvedStyle
        updateWheels(isShown: style == .wheels, animated: animated)
        updatePills(roles: pillRoles(for: style))
        updateInline(isShown: style == .inline)
        if let overlay = editorOverlay, !compactPills.contains(where: { $0.role == overlay.role }),
           timeRowView == nil || overlay.role != .time {
            dismissEditor()
        }
        setNeedsLayout()
        setNeedsDisplay()
    }

    func layoutPresentation() {
        switch _resolvedStyle {
        case .wheels, .automatic:
            layoutWheels()
        case .compact:
            layoutPills(in: bounds)
        case .inline:
            layoutInline()
        }
    }
}
