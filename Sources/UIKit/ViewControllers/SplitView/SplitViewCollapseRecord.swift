/// What a column-style split view controller moved onto its primary navigation controller
/// when it collapsed, so expanding can give each column its view controllers back.
@MainActor
struct SplitViewCollapseRecord {
    /// The column shown on top while collapsed.
    var topColumn: UISplitViewController.Column
    /// How many view controllers the primary navigation controller had of its own.
    var primaryCount: Int
    /// The supplementary and secondary view controllers pushed onto it.
    var supplementary: [UIViewController] = []
    var secondary: [UIViewController] = []
}
