/// A view's focus settings, in its lazily made extras (most views never set one).
final class ViewFocusStorage {
    var groupIdentifier: String?
    var groupPriority: UIFocusGroupPriority = .ignored
    var effect: UIFocusEffect?
    /// Whether `focusEffect` was set (until then it is the system's default effect).
    var isEffectSet = false
    /// The select press a focused control is handling (it highlights until the press ends).
    var activatingPress: ObjectIdentifier?
    /// A table's or collection view's focus settings.
    var list: ListFocusState?
}
