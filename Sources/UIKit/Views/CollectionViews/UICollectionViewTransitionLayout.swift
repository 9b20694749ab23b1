import Foundation
@_spi(Diagnostics) import CoreGraphics

/// The layout a collection view uses during an interactive layout change (UIKit): every
/// element sits between its place in `currentLayout` and its place in `nextLayout`, by
/// `transitionProgress` (0: the current layout, 1: the next). Elements only one of the layouts
/// shows fade with the progress. Subclasses may keep their own animated values by key.
@preconcurrency @MainActor
open class UICollectionViewTransitionLayout: UICollectionViewLayout {
    private let currentLayoutStorage: UICollectionViewLayout
    private let nextLayoutStorage: UICollectionViewLayout
    private var progressStorage: CGFloat = 0
    private var animatedValues: [String: CGFloat] = [:]
    /// The blended elements of the last `prepare()`, in the current layout's order, then the
    /// next layout's own.
    private var blended: [UICollectionViewLayoutAttributes] = []
    private var blendedByKey: [TransitionElementKey: UICollectionViewLayoutAttributes] = [:]
    private var blendedContentSize: CGSize = .zero

    /// The layout the change starts from.
    open var currentLayout: UICollectionViewLayout { currentLayoutStorage }

    /// The layout the change goes to.
    open var nextLayout: UICollectionViewLayout { nextLayoutStorage }

    /// How far the change has gone, 0 to 1; setting it lays the elements out again. A value
    /// that is not finite is ignored (with a log line).
    open var transitionProgress: CGFloat {
        get { progressStorage }
        set {
            guard newValue.isFinite else {
                FrameworkLog.log("UICollectionViewTransitionLayout: transitionProgress \(newValue) is not finite; ignored")
                return
            }
            guard newValue != progressStorage else { return }
            progressStorage = newValue
            invalidateLayout()
        }
    }

    public init(currentLayout: UICollectionViewLayout, nextLayout newLayout: UICollectionViewLayout) {
        currentLayoutStorage = currentLayout
        nextLayoutStorage = newLayout
        super.init()
    }

    public required init?(coder: NSCoder) {
        // UIKit's transition layouts are made for a change in progress, never archived.
        return nil
    }

    /// Keeps a value of the subclass's own (e.g. a scale) that moves with the change.
    open func updateValue(_ value: CGFloat, forAnimatedKey key: String) {
        animatedValues[key] = value
        invalidateLayout()
    }

    /// The value kept for `key`; 0 when none was set.
    open func value(forAnimatedKey key: String) -> CGFloat {
        animatedValues[key] ?? 0
    }

    // The two layouts answer for the collection view this layout serves.
    override func attach(to view: UICollectionView) {
        super.attach(to: view)
        currentLayoutStorage.attach(to: view)
        nextLayoutStorage.attach(to: view)
    }

    override func detach(from view: UICollectionView) {
        super.detach(from: view)
        currentLayoutStorage.detach(from: view)
        nextLayoutStorage.detach(from: view)
    }

    open override var flipsHorizontallyInOppositeLayoutDirection: Bool {
        nextLayoutStorage.flipsHorizontallyInOppositeLayoutDirection
    }

    open override var developmentLayoutDirection: UIUserInterfaceLayoutDirection {
        nextLayoutStorage.developmentLayoutDirection
    }

    open override func prepare() {
        super.prepare()
        for layout in [currentLayoutStorage, nextLayoutStorage] where layout.needsPrepare {
            layout.needsPrepare = false
            layout.prepare()
            layout.pendingInvalidation = nil
        }
        let from = Self.elements(of: currentLayoutStorage), to = Self.elements(of: nextLayoutStorage)
        let progress = progressStorage
        var toByKey: [TransitionElementKey: UICollectionViewLayoutAttributes] = [:]
        for attributes in to { toByKey[TransitionElementKey(attributes)] = attributes }
        var result: [UICollectionViewLayoutAttributes] = []
        var resultByKey: [TransitionElementKey: UICollectionViewLayoutAttributes] = [:]
        for start in from {
            let key = TransitionElementKey(start)
            guard resultByKey[key] == nil else { continue }
            let blend = Self.blend(start, toByKey[key], progress: progress)
            result.append(blend)
            resultByKey[key] = blend
        }
        for end in to {
            let key = TransitionElementKey(end)
            guard resultByKey[key] == nil else { continue }
            let blend = Self.blend(nil, end, progress: progress)
            result.append(blend)
            resultByKey[key] = blend
        }
        blended = result
        blendedByKey = resultByKey
        let a = currentLayoutStorage.collectionViewContentSize, b = nextLayoutStorage.collectionViewContentSize
        blendedContentSize = CGSize(width: Self.mix(a.width, b.width, progress), height: Self.mix(a.height, b.height, progress))
    }

    open override var collectionViewContentSize: CGSize { blendedContentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        blended.filter { $0.frame.intersects(rect) }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        blendedByKey[TransitionElementKey(category: .cell, kind: "", indexPath: indexPath)]
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        blendedByKey[TransitionElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        blendedByKey[TransitionElementKey(category: .decorationView, kind: elementKind, indexPath: indexPath)]
    }

    // MARK: Blending

    /// Every element of a layout (its whole content).
    private static func elements(of layout: UICollectionViewLayout) -> [UICollectionViewLayoutAttributes] {
        let size = layout.collectionViewContentSize
        guard size.width.isFinite, size.height.isFinite else { return [] }
        let rect = CGRect(x: 0, y: 0, width: max(size.width, 1), height: max(size.height, 1))
        return layout.layoutAttributesForElements(in: rect) ?? []
    }

    private static func mix(_ a: CGFloat, _ b: CGFloat, _ progress: CGFloat) -> CGFloat {
        a + (b - a) * progress
    }

    /// The element between its two places; an element only one layout has stays at its place
    /// there and fades (in from 0 or out to 0) with the progress.
    private static func blend(_ start: UICollectionViewLayoutAttributes?, _ end: UICollectionViewLayoutAttributes?,
                              progress: CGFloat) -> UICollectionViewLayoutAttributes {
        let base = (start ?? end)!
        let result = (base.copy() as? UICollectionViewLayoutAttributes) ?? base
        switch (start, end) {
        case let (start?, end?):
            result.center = CGPoint(x: mix(start.center.x, end.center.x, progress), y: mix(start.center.y, end.center.y, progress))
            result.size = CGSize(width: mix(start.size.width, end.size.width, progress), height: mix(start.size.height, end.size.height, progress))
            result.alpha = mix(start.alpha, end.alpha, progress)
            result.zIndex = progress < 0.5 ? start.zIndex : end.zIndex
        case let (start?, nil):
            result.alpha = start.alpha * (1 - progress)
        case let (nil, end?):
            result.alpha = end.alpha * progress
        case (nil, nil):
            break
        }
        return result
    }
}

/// An element of either layout: its category, kind and index path.
private struct TransitionElementKey: Hashable {
    let category: UInt
    let kind: String
    let indexPath: IndexPath

    init(category: UICollectionView.ElementCategory, kind: String, indexPath: IndexPath) {
        self.category = category.rawValue
        self.kind = kind
        self.indexPath = indexPath
    }

    init(_ attributes: UICollectionViewLayoutAttributes) {
        self.init(category: attributes.representedElementCategory, kind: attributes.representedElementKind ?? "",
                  indexPath: attributes.indexPath)
    }
}
