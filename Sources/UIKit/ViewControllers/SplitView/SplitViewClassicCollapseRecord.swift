/// How a classic split view controller collapsed: the view controller left as the primary,
/// the secondary it took in, and how many view controllers the primary's navigation stack
/// had before (what lies above them came from the secondary).
@MainActor
struct SplitViewClassicCollapseRecord {
    var primary: UIViewController
    var secondary: UIViewController?
    var primaryCount: Int
}
