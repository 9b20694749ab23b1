/// The compact style's editor: a popover-like panel in the window, under (or above) the
/// tapped pill, holding a second date picker — the inline calendar for a date, the time
/// wheels for a time (UIKit since iOS 15). The overlay covers the window so that a tap
/// outside the panel dismisses it (and goes no further, as a popover's does).
@MainActor
final class DatePickerEditorOverlay: UIView {
    let role: DatePickerPillView.Role
    let panel = UIView()
    let editor = UIDatePicker()
    /// Called when a tap outside the panel asks to close.
    var dismissHandler: (() -> Void)?

    static let panelCornerRadius: CGFloat = 13
    /// Between the pill and the panel, and between the panel and the window's edges.
    static let margin: CGFloat = 8

    init(role: DatePickerPillView.Role, frame: CGRect) {
        self.role = role
        super.init(frame: frame)
        backgroundColor = .clear
        panel.backgroundColor = .systemBackground
        panel.layer.cornerRadius = Self.panelCornerRadius
        panel.layer.shadowOpacity = 0.18
        panel.layer.shadowRadius = 20
        panel.layer.shadowOffset = CGSize(width: 0, height: 6)
        addSubview(panel)
        panel.addSubview(editor)
        let tap = UITapGestureRecognizer()
        tap.addAction { [weak self] recognizer in
            guard let self, recognizer.state == .ended else { return }
            if !self.panel.frame.contains(recognizer.location(in: self)) { self.dismissHandler?() }
        }
        addGestureRecognizer(tap)
    }

    required init?(coder: NSCoder) {
        role = .date
        super.init(coder: coder)
    }

    /// Sets the editor up as a copy of `source` that edits one part of its value.
    func configure(from source: UIDatePicker) {
        editor.currentDateProvider = source.currentDateProvider
        editor.preferredDatePickerStyle = role == .date ? .inline : .wheels
        editor.datePickerMode = role == .date ? .date : .time
        editor.locale = source.localeStorage
        editor.calendar = source.calendarStorage
        editor.timeZone = source.timeZoneStorage
        editor.minuteInterval = source.minuteIntervalStorage
        editor.roundsToMinuteInterval = source.roundsToMinuteIntervalStorage
        editor.minimumDate = source.minimumDateStorage
        editor.maximumDate = source.maximumDateStorage
        editor.date = source.date
        editor.isEnabled = source.isEnabled
        if let tint = source.tintColorStorage { editor.tintColor = tint }
    }

    /// Places the panel next to `anchor` (in the overlay's coordinates): below it when it
    /// fits, else above, kept inside the overlay.
    func place(near anchor: CGRect) {
        let size = editor.sizeThatFits(.zero)
        let margin = Self.margin
        var y = anchor.maxY + margin
        if y + size.height > bounds.maxY - margin, anchor.minY - margin - size.height >= bounds.minY + margin {
            y = anchor.minY - margin - size.height
        }
        y = max(bounds.minY + margin, min(y, bounds.maxY - margin - size.height))
        var x = anchor.midX - size.width / 2
        x = max(bounds.minX + margin, min(x, bounds.maxX - margin - size.width))
        panel.frame = CGRect(x: x, y: y, width: size.width, height: size.height)
        editor.frame = panel.bounds
    }
}
