/// Values a control keeps per control state (a button's titles, colors, images; a segmented
/// control's text attributes), looked up with UIKit's fallback.
///
/// UIKit: a state without its own value uses the `.normal` value; combined states do not fall
/// back to their parts (a button both selected and highlighted shows the normal title unless
/// a title was set for `[.selected, .highlighted]`).
struct ControlStateTable<Value> {
    private var values: [UInt: Value] = [:]

    /// The value set for exactly `state`.
    subscript(exactly state: UIControl.State) -> Value? {
        get { values[state.rawValue] }
        set { values[state.rawValue] = newValue }
    }

    /// The value for `state`, else the `.normal` one.
    func value(for state: UIControl.State) -> Value? {
        values[state.rawValue] ?? values[UIControl.State.normal.rawValue]
    }

    var isEmpty: Bool { values.isEmpty }
}
