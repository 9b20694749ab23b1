/// The strip of one component (wheel): it clips and holds that wheel's row views, so the
/// drawing phase can give each wheel its cylinder transform and a pan can be routed to it.
@MainActor
final class PickerComponentView: UIView {
    let component: Int

    init(component: Int) {
        self.component = component
        super.init(frame: .zero)
        isOpaque = false
        clipsToBounds = true
    }

    required init?(coder: NSCoder) {
        component = 0
        super.init(coder: coder)
    }
}
