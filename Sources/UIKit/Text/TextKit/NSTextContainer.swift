import Foundation

/// The region text is laid out in (TextKit): its size, the padding at each line's ends, the
/// line limits, and the layout manager laying text out in it. OpenUIKit's text engine wraps
/// every line at the container's width: exclusion paths are kept and answered by
/// `lineFragmentRect(forProposedRect:at:writingDirection:remaining:)`, but the layout manager
/// does not flow text around them.
open class NSTextContainer: NSObject {
    /// The container's size; `greatestFiniteMagnitude` in a dimension means unlimited. A text
    /// view whose `widthTracksTextView` is true sets the width from its bounds.
    open var size: CGSize {
        didSet {
            guard size != oldValue, let layoutManager = layoutManagerStorage else { return }
            layoutManager.textContainerChangedGeometry(self)
            layoutManager.delegate?.layoutManager(layoutManager, textContainer: self, didChangeGeometryFrom: oldValue)
        }
    }
    /// Blank space at the start and end of each line fragment. UIKit: 5.
    open var lineFragmentPadding: CGFloat = 5
    /// 0: no limit.
    open var maximumNumberOfLines = 0
    /// How the last line is cut when text is left out (`maximumNumberOfLines`).
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// Whether the width follows the text view's bounds (less its text container inset).
    /// UIKit: true for a text view's container.
    open var widthTracksTextView = false
    /// Whether the height follows the text view's bounds. UIKit: false.
    open var heightTracksTextView = false
    /// Regions text should not enter (container coordinates). Kept and used by
    /// `lineFragmentRect(forProposedRect:at:writingDirection:remaining:)`; the layout manager
    /// does not wrap around them.
    open var exclusionPaths: [UIBezierPath] = [] {
        didSet { layoutManagerStorage?.textContainerChangedGeometry(self) }
    }
    /// The layout manager laying text out in this container (set by `addTextContainer`).
    /// UIKit: unowned; the layout manager holds its containers. A TextKit 2 text view's
    /// container answers nil: it belongs to the view's `textLayoutManager` (until the view's
    /// `layoutManager` is read, which moves it to TextKit 1).
    open weak var layoutManager: NSLayoutManager? {
        get { belongsToTextKit2View ? nil : layoutManagerStorage }
        set { layoutManagerStorage = newValue }
    }

    /// The layout manager behind the public one: a TextKit 2 text view still lays out
    /// through it (OpenUIKit's TextKit 2 is a layer over TextKit 1).
    weak var layoutManagerStorage: NSLayoutManager?

    /// Whether a text view on TextKit 2 owns this container (its text layout manager made
    /// or still to be made).
    var belongsToTextKit2View: Bool {
        pendingTextKit2View != nil || textLayoutManagerStorage?.hostTextView != nil
    }
    /// The TextKit 2 layout manager laying text out in this container, if any (a TextKit 2
    /// text view's, made when first asked for).
    open internal(set) var textLayoutManager: NSTextLayoutManager? {
        get {
            if textLayoutManagerStorage == nil, let view = pendingTextKit2View {
                MainActor.assumeIsolated { _ = view.textLayoutManager }
            }
            return textLayoutManagerStorage
        }
        set { textLayoutManagerStorage = newValue }
    }

    weak var textLayoutManagerStorage: NSTextLayoutManager?
    /// The TextKit 2 text view whose layout manager is not made yet.
    weak var pendingTextKit2View: UITextView?

    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    public override convenience init() {
        self.init(size: .zero)
    }

    /// Whether every line fragment is the container's full width: no exclusion paths.
    open var isSimpleRectangularTextContainer: Bool { exclusionPaths.isEmpty }

    /// Moves this container and the others of its layout manager to `newLayoutManager`, which
    /// also takes the old one's text storage (UIKit).
    open func replaceLayoutManager(_ newLayoutManager: NSLayoutManager) {
        guard let old = layoutManagerStorage, old !== newLayoutManager else {
            if layoutManagerStorage == nil { newLayoutManager.addTextContainer(self) }
            return
        }
        let containers = old.textContainers
        for _ in containers { old.removeTextContainer(at: 0) }
        for container in containers { newLayoutManager.addTextContainer(container) }
        if let storage = old.textStorage {
            storage.removeLayoutManager(old)
            storage.addLayoutManager(newLayoutManager)
        }
    }

    /// The part of `proposedRect` (clipped to the container) where a line may go, avoiding the
    /// exclusion paths' bounding boxes: the first free stretch in the writing direction;
    /// `remainingRect` gets the rest of the line after it (zero when none).
    open func lineFragmentRect(forProposedRect proposedRect: CGRect, at characterIndex: Int,
                               writingDirection baseWritingDirection: NSWritingDirection,
                               remaining remainingRect: UnsafeMutablePointer<CGRect>?) -> CGRect {
        remainingRect?.pointee = .zero
        var bounds = CGRect(origin: .zero, size: size)
        if bounds.width <= 0 || bounds.width >= CGFloat.greatestFiniteMagnitude / 2 { bounds.size.width = CGFloat.greatestFiniteMagnitude }
        if bounds.height <= 0 || bounds.height >= CGFloat.greatestFiniteMagnitude / 2 { bounds.size.height = CGFloat.greatestFiniteMagnitude }
        let rect = proposedRect.intersection(bounds)
        guard !rect.isNull, rect.width > 0 else { return .zero }
        // Free stretches of the band left of, between and right of the excluded boxes.
        var free: [(CGFloat, CGFloat)] = [(rect.minX, rect.maxX)]
        for path in exclusionPaths {
            let box = path.bounds
            guard box.maxY > rect.minY, box.minY < rect.maxY else { continue }
            free = free.flatMap { stretch -> [(CGFloat, CGFloat)] in
                guard box.maxX > stretch.0, box.minX < stretch.1 else { return [stretch] }
                return [(stretch.0, box.minX), (box.maxX, stretch.1)].filter { $0.1 > $0.0 }
            }
        }
        guard !free.isEmpty else { return .zero }
        let rightToLeft = baseWritingDirection == .rightToLeft
        let chosen = rightToLeft ? free[free.count - 1] : free[0]
        if free.count > 1 {
            let rest = rightToLeft ? (rect.minX, free[free.count - 2].1) : (free[1].0, rect.maxX)
            remainingRect?.pointee = CGRect(x: rest.0, y: rect.minY, width: rest.1 - rest.0, height: rect.height)
        }
        return CGRect(x: chosen.0, y: rect.minY, width: chosen.1 - chosen.0, height: rect.height)
    }

    /// The width lines are laid out in (nil: unbounded).
    var effectiveWidth: CGFloat? {
        size.width > 0 && size.width < CGFloat.greatestFiniteMagnitude / 2 ? size.width : nil
    }

    /// A snapshot of the values layout depends on (the text view's layout cache key).
    var layoutValues: [CGFloat] {
        [size.width, size.height, lineFragmentPadding, CGFloat(maximumNumberOfLines), CGFloat(lineBreakMode.rawValue),
         widthTracksTextView ? 1 : 0]
    }
}
