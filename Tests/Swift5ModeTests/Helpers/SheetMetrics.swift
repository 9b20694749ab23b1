import UIKit

/// Sheet positioning written against a nonisolated protocol, as bottom-sheet libraries
/// (PanModal) do: it reads the legacy layout guides' `length` and a scroll view's insets
/// without isolation, which Swift 5 mode accepts with warnings against Apple's SDK.
protocol SheetMetrics {
    var sheetTopOffset: CGFloat { get }
}

extension SheetMetrics where Self: UIViewController {
    var sheetTopOffset: CGFloat {
        let top = UIApplication.shared.keyWindow?.rootViewController?.topLayoutGuide.length ?? 0
        let bottom = bottomLayoutGuide.length
        return top + 21 + bottom
    }
}
