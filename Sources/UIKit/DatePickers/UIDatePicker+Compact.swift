@_spi(Diagnostics) import CoreGraphics

/// The compact style: the formatted value in one pill (a date or a time) or two (date and
/// time, UIKit draws them as separate pills), and the editor a tap on a pill opens in the
/// window — the inline calendar for the date, the time wheels for the time. The editor's
/// changes are the user's: this picker sends `valueChanged` for each.
extension UIDatePicker {
    func pillRoles(for style: UIDatePickerStyle) -> [DatePickerPillView.Role] {
        switch (style, modeStorage) {
        case (.compact, .date): return [.date]
        case (.compact, .time), (.inline, .time): return [.time]
        case (.compact, _): return [.date, .time]
        default: return []
        }
    }

    func pillText(_ role: DatePickerPillView.Role) -> String {
        role == .date ? compactDateText : compactTimeText
    }

    /// The pill's natural width: its measured text and padding.
    func pillWidth(_ role: DatePickerPillView.Role) -> CGFloat {
        bubbleWidth(pillText(role))
    }

    func updatePills(roles: [DatePickerPillView.Role]) {
        if compactPills.map(\.role) != roles {
            for pill in compactPills { pill.removeFromSuperview() }
            compactPills = roles.map { makePill($0) }
            for pill in compactPills { addSubview(pill) }
        }
        for pill in compactPills {
            pill.text = pillText(pill.role)
            pill.isEnabled = isEnabled
        }
    }

    func makePill(_ role: DatePickerPillView.Role) -> DatePickerPillView {
        let pill = DatePickerPillView(role: role)
        let tap = UITapGestureRecognizer()
        tap.addAction { [weak self, weak pill] recognizer in
            guard let self, let pill, recognizer.state == .ended else { return }
            self.userTapPill(pill)
        }
        pill.addGestureRecognizer(tap)
        return pill
    }

    /// Pills side by side from the leading edge (the date first in reading order), centred
    /// vertically.
    func layoutPills(in rect: CGRect) {
        let rightToLeft = columnLayout.isRightToLeft
        let widths = compactPills.map { pillWidth($0.role) }
        let total = widths.reduce(0, +) + Self.compactBubbleSpacing * CGFloat(max(0, widths.count - 1))
        let height = min(rect.height, modeStorage == .date ? Self.compactDateHeight : Self.compactHeight)
        var x = rightToLeft ? rect.maxX - total : rect.minX
        if _resolvedStyle == .inline { x = rect.midX - total / 2 }
        let ordered = rightToLeft ? Array(zip(compactPills, widths).reversed()) : Array(zip(compactPills, widths))
        for (pill, width) in ordered {
            pill.frame = CGRect(x: x, y: rect.midY - height / 2, width: width, height: height)
            x += width + Self.compactBubbleSpacing
        }
    }

    // MARK: The editor

    /// A tap on a pill opens its editor (a second tap on the same pill closes it).
    func userTapPill(_ pill: DatePickerPillView) {
        guard isEnabled else { return }
        if let overlay = editorOverlay, overlay.role == pill.role {
            dismissEditor()
            return
        }
        presentEditor(for: pill)
    }

    func presentEditor(for pill: DatePickerPillView) {
        dismissEditor()
        guard let window else {
            FrameworkLog.log("UIDatePicker: a compact picker outside a window cannot show its editor; add it to a window first")
            return
        }
        let overlay = DatePickerEditorOverlay(role: pill.role, frame: window.bounds)
        overlay.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        overlay.configure(from: self)
        overlay.editor.addAction(UIAction { [weak self, weak overlay] _ in
            guard let self, let overlay else { return }
            self.editorDidChange(overlay.editor)
        }, for: .valueChanged)
        overlay.dismissHandler = { [weak self] in self?.dismissEditor() }
        window.addSubview(overlay)
        overlay.place(near: pill.convert(pill.bounds, to: overlay))
        editorOverlay = overlay
        pill.isActive = true
    }

    func dismissEditor() {
        guard let overlay = editorOverlay else { return }
        editorOverlay = nil
        overlay.removeFromSuperview()
        for pill in compactPills + [timeRowView?.pill].compactMap({ $0 }) { pill.isActive = false }
    }

    /// The editor's value changed by the user: it is this picker's value now.
    func editorDidChange(_ editor: UIDatePicker) {
        userSetDate(editor.date)
        if editor.date != dateStorage { editor.date = dateStorage } // clamped here: show the clamped value
    }
}
