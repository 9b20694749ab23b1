import Foundation

/// A cell's default content view. Like UIKit's private content view class, it tells its cell
/// when its intrinsic size is invalidated, so a self-sizing table measures the row again.
@MainActor
final class TableCellContentView: UIView {
    override func invalidateIntrinsicContentSize() {
        super.invalidateIntrinsicContentSize()
        (superview as? UITableViewCell)?.contentSizeDidInvalidate()
    }
}
