import Foundation

/// Lays out the drawn content of a view for printing (UIKit): the view draws itself into the
/// page through `draw(_:for:)` at its size, in as many pages as its height needs. Get one
/// from the view's `viewPrintFormatter()`.
@preconcurrency @MainActor
open class UIViewPrintFormatter: UIPrintFormatter {
    private let printedView: UIView

    init(view: UIView) {
        printedView = view
        super.init()
    }

    /// The view whose content the formatter prints.
    open var view: UIView { printedView }

    override func makeCopy() -> UIPrintFormatter { UIViewPrintFormatter(view: printedView) }

    override func laidOutPageCount(for size: CGSize) -> Int {
        let height = printedView.bounds.height
        guard height.isFinite, height > 0, printedView.bounds.width > 0 else { return 0 }
        return Int((height / size.height).rounded(.up))
    }

    override func drawContentPage(_ page: Int, in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let bounds = printedView.bounds
        // The band of the view's bounds this page shows.
        let top = bounds.minY + CGFloat(page) * rect.height
        let band = CGRect(x: bounds.minX, y: top, width: min(bounds.width, rect.width),
                          height: min(rect.height, bounds.maxY - top))
        context.saveGState()
        context.translateBy(x: rect.minX - bounds.minX, y: rect.minY - top)
        context.clip(to: band)
        // Printed on white paper: dynamic colors resolve in the light appearance.
        let traits = printedView.traitCollection.modifyingTraits { $0.userInterfaceStyle = .light }
        traits.performAsCurrent {
            printedView.draw(band, for: self)
        }
        context.restoreGState()
    }
}
