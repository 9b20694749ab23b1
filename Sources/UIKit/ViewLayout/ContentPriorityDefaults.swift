/// A view class whose content hugging priorities differ from UIView's (250 on both axes) when
/// created in code. The priorities are read when nothing was set, so a view that never uses
/// Auto Layout stores nothing.
///
/// UIKit (views created in code): UISwitch, UIStepper and UIActivityIndicatorView hug at
/// 750 on both axes, UIProgressView at 250 horizontally and 750 vertically; the others
/// (labels and image views too: Interface Builder's 251 is a storyboard setting) at 250.
/// Every built-in view resists compression at 750 on both axes.
@MainActor
protocol ContentPriorityDefaults: UIView {
    static var defaultContentHuggingPriorities: (horizontal: UILayoutPriority, vertical: UILayoutPriority) { get }
}
