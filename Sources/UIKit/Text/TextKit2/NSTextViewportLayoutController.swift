import Foundation

/// Lays out the layout fragments in the visible area (TextKit 2): `layoutViewport()` asks the
/// delegate for the viewport's bounds, then hands it each fragment whose frame meets them,
/// in document order, between its will- and did-layout calls.
open class NSTextViewportLayoutController: NSObject {
    public init(textLayoutManager: NSTextLayoutManager) {
        self.textLayoutManager = textLayoutManager
        super.init()
    }

    open weak var delegate: (any NSTextViewportLayoutControllerDelegate)?
    /// A text view's visible area (container coordinates): the viewport without a delegate.
    var hostViewportBounds: (() -> CGRect)?
    open private(set) weak var textLayoutManager: NSTextLayoutManager?

    /// The bounds of the last layout (the delegate's, at the time).
    open private(set) var viewportBounds: CGRect = .zero
    /// The characters of the fragments the last layout placed (nil before one, or when none).
    open private(set) var viewportRange: NSTextRange?
    /// The first characters of the fragments the last layout configured: a text view with a
    /// viewport delegate draws only those.
    private(set) var configuredFragmentStarts: Set<Int> = []

    /// Lays out the fragments in the delegate's viewport bounds and has it place each one.
    open func layoutViewport() {
        guard let manager = textLayoutManager else { return }
        delegate?.textViewportLayoutControllerWillLayout(self)
        viewportBounds = delegate?.viewportBounds(for: self) ?? hostViewportBounds?() ?? .zero
        var range: NSTextRange?
        var configured: Set<Int> = []
        manager.enumerateTextLayoutFragments(from: nil, options: [.ensuresLayout]) { fragment in
            let frame = fragment.layoutFragmentFrame
            if frame.minY >= viewportBounds.maxY, range != nil { return false }
            // A fragment meets the viewport when their vertical spans overlap (an empty
            // fragment on the viewport's top edge counts).
            guard frame.maxY > viewportBounds.minY || (frame.height == 0 && frame.minY >= viewportBounds.minY),
                  frame.minY < viewportBounds.maxY || (viewportBounds.height == 0 && frame.minY == viewportBounds.minY) else {
                return true
            }
            range = range.map { $0.union(fragment.rangeInElement) } ?? fragment.rangeInElement
            configured.insert(fragment.characterRange.location)
            delegate?.textViewportLayoutController(self, configureRenderingSurfaceFor: fragment)
            return true
        }
        viewportRange = range
        configuredFragmentStarts = configured
        delegate?.textViewportLayoutControllerDidLayout(self)
    }

    /// Where the fragment holding `textLocation` starts (its frame's top, container
    /// coordinates): the offset to scroll to so that the viewport starts there.
    open func relocateViewport(to textLocation: any NSTextLocation) -> CGFloat {
        textLayoutManager?.textLayoutFragment(for: textLocation)?.layoutFragmentFrame.minY ?? 0
    }

    /// Moves the last layout's viewport by `verticalOffset` points (OpenUIKit lays fragments
    /// out at fixed places, so only the recorded bounds move).
    open func adjustViewport(byVerticalOffset verticalOffset: CGFloat) {
        viewportBounds.origin.y += verticalOffset
    }
}
