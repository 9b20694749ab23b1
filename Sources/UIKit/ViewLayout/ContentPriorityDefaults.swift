/// A view class whose content hugging priorities differ from UIView's (250 on both axes) when
/// created in code. The priorities are read when nothing was set, so a view that never uses
/// Auto Layout stores nothing.
@MainActor
protocol ContentPriorityDefaults: UIView {
    static var defaultContentHuggingPriorities: (horizontal: UILayoutPriority, vertical: UILayoutPriority) { get }
}
