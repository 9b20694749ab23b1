internal import CMainThread
@_spi(Diagnostics) import CoreGraphics
import Foundation
import LayoutSolver

/// The Auto Layout engine of one view hierarchy: made when the hierarchy first gets a
/// constraint, kept by the hierarchy's root view (moved with it when the root is added to
/// another hierarchy).
///
/// Variables. Each item (a view or a layout guide) that a constraint mentions has four solver
/// variables: its alignment rectangle's x, y, width and height, in its superview's coordinates
/// (a guide: in its owning view's). A constraint installed on view S relates attributes written
/// in S's coordinates: an item below S adds the origins of the views between it and S. So
/// moving a view changes nothing below it, and subtrees that share no constraint share no rows.
///
/// Items of the engine that the engine does not position (translatesAutoresizingMaskIntoConstraints
/// is true) get required constraints for their current frame; the others get constraints for
/// their intrinsic content size. Frames are applied by the superview's default
/// `layoutSubviews()`, after `flush()` has marked the superviews whose subviews moved.
@MainActor
final class LayoutEngine {
    // Main-actor only, and no access to these tables overlaps another (no engine call is made
    // while one is being changed): the run-time exclusivity checks on them cost about as much
    // as the work of registering a constraint, so they are off.
    let solver = SimplexSolver()
    /// Items of objects that are neither views nor guides (views and guides keep their item:
    /// `ViewExtras.engineItem`, `UILayoutGuide.engineItem`; a constraint its entry:
    /// `NSLayoutConstraint.engineEntry`), so the common lookups hash nothing.
    @exclusivity(unchecked) var otherItems: [ObjectIdentifier: LayoutEngineItem] = [:]
    @exclusivity(unchecked) var owners = LayoutEngineOwnerTable()
    /// Items whose values may have changed since the last flush.
    @exclusivity(unchecked) var dirty: [LayoutEngineItem] = []
    /// Numbers the searches through items (marks instead of hashed sets).
    @exclusivity(unchecked) var visitGeneration = 0
    /// Constraints that could not be satisfied when added (UIKit keeps them active).
    @exclusivity(unchecked) var broken: [NSLayoutConstraint] = []
    /// Views that translate their autoresizing mask whose frame constraints are not made yet.
    /// UIKit makes them in the constraint pass before solving, not when a constraint first
    /// mentions the view: code that adds constraints and only then sets
    /// `translatesAutoresizingMaskIntoConstraints = false` sees no conflict.
    @exclusivity(unchecked) var pendingFrames: [LayoutEngineItem] = []
    /// Multi-line labels whose height follows the width the layout gives them.
    @exclusivity(unchecked) var widthDependentItems: [LayoutEngineItem] = []
    /// Solver variable id → the item it belongs to (four per item), so that the variables the
    /// solver reports changed lead to their views without a search.
    @exclusivity(unchecked) var variableItems: [LayoutEngineItem?] = []
    /// Items made and not dropped: a flush whose dirty items are all of them needs no list of
    /// the variables that moved (`flush(except:)`).
    @exclusivity(unchecked) var liveItemCount = 0

    init() {}

    nonisolated deinit {
        guard openuikit_is_main_thread() else { return }
        MainActor.assumeIsolated {
            // The views, guides and constraints that outlive the engine forget their items and
            // entries, and items and entries let go of each other: constraints still installed
            // (on a root freed with its engine) would otherwise stay alive in those cycles.
            // UIKit: constraints are held by the view they are added to (the closest common
            // ancestor, for an activated one), so they go with it; the engine keeps none alive.
            for (index, item) in variableItems.enumerated() {
                guard let item, item.x.id == index else { continue }
                for entry in item.entries {
                    if entry.constraint.engineEntry === entry { entry.constraint.engineEntry = nil }
                    entry.items = []
                }
                item.entries = []
                if let object = item.object, self.item(for: object) === item { Self.setStoredItem(nil, of: object) }
            }
        }
    }

    // MARK: Items

    /// The item the view or guide keeps, when it belongs to this engine (a view moved to
    /// another hierarchy may still hold its old engine's item until that engine drops it).
    func item(for object: AnyObject) -> LayoutEngineItem? {
        if let view = object as? UIView { return item(for: view) }
        if let guide = object as? UILayoutGuide { return item(for: guide) }
        return otherItems[ObjectIdentifier(object)]
    }

    /// A view's item, without a cast (each cast of a view is a retain and a release).
    func item(for view: UIView) -> LayoutEngineItem? {
        guard let stored = view.extras?.engineItem, stored.engineID == ObjectIdentifier(self) else { return nil }
        return stored
    }

    func item(for guide: UILayoutGuide) -> LayoutEngineItem? {
        guard let stored = guide.engineItem, stored.engineID == ObjectIdentifier(self) else { return nil }
        return stored
    }

    private static func setStoredItem(_ item: LayoutEngineItem?, of object: AnyObject) {
        if let view = object as? UIView {
            if item != nil || view.extras != nil { view.ensureExtras().engineItem = item }
        } else if let guide = object as? UILayoutGuide {
            guide.engineItem = item
        }
    }

    /// The entry of a constraint registered in this engine.
    func entry(of constraint: NSLayoutConstraint) -> LayoutEngineEntry? {
        guard let entry = constraint.engineEntry, entry.engineID == ObjectIdentifier(self) else { return nil }
        return entry
    }

    /// The item for a view or guide, made (with its frame, content size or guide constraints)
    /// on first use.
    func ensureItem(_ object: AnyObject) -> LayoutEngineItem {
        if let existing = item(for: object) { return existing }
        return makeItem(object)
    }

    func ensureItem(_ view: UIView) -> LayoutEngineItem {
        if let existing = item(for: view) { return existing }
        return makeItem(view)
    }

    private func makeItem(_ object: AnyObject) -> LayoutEngineItem {
        let item = LayoutEngineItem(object: object, solver: solver, engine: self)
        if object is UIView || object is UILayoutGuide {
            Self.setStoredItem(item, of: object)
        } else {
            otherItems[ObjectIdentifier(object)] = item
        }
        let last = max(item.x.id, item.y.id, item.width.id, item.height.id)
        if last >= variableItems.count {
            // One nil at a time: `append(contentsOf: repeatElement(nil, …))` of an optional
            // reference costs several times more per element.
            let count = max(last + 1, variableItems.count * 2, 64)
            variableItems.reserveCapacity(count)
            while variableItems.count < count { variableItems.append(nil) }
        }
        variableItems[item.x.id] = item
        variableItems[item.y.id] = item
        variableItems[item.width.id] = item
        variableItems[item.height.id] = item
        liveItemCount += 1
        if let view = object as? UIView {
            view.viewFlags.insert(.isEngineItem)
            view.superviewStorage?.viewFlags.insert(.hostsEngineItems)
        }
        addItemConstraints(item)
        dirty.append(item)
        return item
    }

    func retain(_ item: LayoutEngineItem) { item.users += 1 }

    func release(_ item: LayoutEngineItem) {
        item.users -= 1
        guard item.users <= 0 else { return }
        removeItemConstraints(item)
        if let object = item.object {
            if object is UIView || object is UILayoutGuide {
                if self.item(for: object) === item { Self.setStoredItem(nil, of: object) }
            } else {
                otherItems[ObjectIdentifier(object)] = nil
            }
            (object as? UIView)?.viewFlags.remove(.isEngineItem)
        } else if let key = otherItems.first(where: { $0.value === item })?.key {
            otherItems[key] = nil
        }
        if !item.isDropped { liveItemCount -= 1 }
        item.isDropped = true
        for variable in [item.x, item.y, item.width, item.height] { variableItems[variable.id] = nil }
    }

    // MARK: Constraints made by the app

    /// Adds an installed constraint; its items are written in its container's coordinates.
    func register(_ constraint: NSLayoutConstraint) {
        guard let space = constraint.container else { return }
        register(constraint, in: space)
    }

    /// `register(_:)` for a constraint just installed on `space` (its container, passed rather
    /// than read back through the weak reference).
    func register(_ constraint: NSLayoutConstraint, in space: UIView) {
        guard entry(of: constraint) == nil else { return }
        Self.prepareScrollContentGuide(for: constraint, in: space)
        // One allocation: most constraints use one to four items (two views, the views between).
        var used: [LayoutEngineItem] = []
        used.reserveCapacity(4)
        guard let built = expression(for: constraint, in: space, used: &used) else {
            FrameworkLog.log("NSLayoutConstraint: \(constraint) relates an item outside the view it is installed on; it takes no part in layout")
            return
        }
        for item in used {
            retain(item)
        }
        let entry = LayoutEngineEntry(constraint: constraint, items: used, baseConstant: built.constant + Double(constraint.constantStorage),
                                      engine: self)
        entry.id = add(built, constraint.relationStorage, priority: constraint.priorityStorage, owner: .user(constraint))
        if entry.id == nil { broken.append(constraint) }
        constraint.engineEntry = entry
        for item in used {
            // Room for the usual number of constraints on an item at once (a card's views
            // have four to six; the container more): growing from one by doubling cost two
            // or three copies per item.
            if item.entries.capacity == 0 { item.entries.reserveCapacity(6) }
            item.entries.append(entry)
            dirty.append(item)
        }
    }

    /// The app's constraints whose expressions depend on the item's view's layout direction,
    /// margins or baselines (rebuilt when those change), each once, in the order of the item's
    /// entries. Found when asked, from the constraints that mention the item (a constraint
    /// written with a view's baseline mentions the view that provides it), rather than noted
    /// for every constraint registered: activation pays nothing for them.
    // UIKit: a constraint keeps following what its anchors mean, not the numbers it was made
    // with: a leading edge flips with the view's `semanticContentAttribute`, a margin anchor
    // moves with `layoutMargins`, a baseline with the label's text and font.
    func dependentConstraints(of item: LayoutEngineItem) -> [NSLayoutConstraint] {
        guard let view = item.view, !item.entries.isEmpty else { return [] }
        var result: [NSLayoutConstraint] = []
        for entry in item.entries {
            let constraint = entry.constraint
            guard Self.depends(constraint.firstAnchorStorage, on: view) || Self.depends(constraint.secondAnchorStorage, on: view),
                  !containsIdentical(result, constraint) else { continue }
            result.append(constraint)
        }
        return result
    }

    /// Whether an anchor's expression follows `view`'s layout direction (leading, trailing),
    /// margins or baselines: the anchor's own view, or for a baseline, the view below it that
    /// provides the baseline (`forFirstBaselineLayout` / `forLastBaselineLayout`).
    private static func depends(_ anchor: NSLayoutAnchor<AnyObject>?, on view: UIView) -> Bool {
        guard let anchor else { return false }
        let attribute = anchor.attribute
        let depends = attribute.rawValue >= NSLayoutConstraint.Attribute.lastBaseline.rawValue
            || NSLayoutConstraint.isLeadingTrailing(attribute)
        guard depends, let anchorView = anchor.itemStorage as? UIView else { return isScrollMarginsGuide(anchor, of: view) }
        if anchorView === view { return true }
        return (attribute == .firstBaseline || attribute == .lastBaseline) && view.isDescendant(of: anchorView)
    }

    func unregister(_ constraint: NSLayoutConstraint) {
        guard let entry = entry(of: constraint) else { return }
        constraint.engineEntry = nil
        for item in entry.items {
            if let index = item.entries.firstIndex(where: { $0 === entry }) { item.entries.remove(at: index) }
        }
        if let id = entry.id {
            try? solver.remove(id)
            owners[id] = nil
        } else {
            broken.removeAll { $0 === constraint }
        }
        dirty.append(contentsOf: entry.items)
        for item in entry.items { release(item) }
        if entry.id != nil, constraint.priorityStorage == .required { retryBroken() }
    }

    /// Rebuilds a constraint whose expression changed (margins, a baseline offset, a layout
    /// direction).
    func rebuild(_ constraint: NSLayoutConstraint) {
        guard let old = entry(of: constraint) else { return }
        // Register first so that shared items are not dropped and made again.
        constraint.engineEntry = nil
        if let id = old.id {
            try? solver.remove(id)
            owners[id] = nil
        } else {
            broken.removeAll { $0 === constraint }
        }
        register(constraint)
        dirty.append(contentsOf: old.items)
        for item in old.items {
            if let index = item.entries.firstIndex(where: { $0 === old }) { item.entries.remove(at: index) }
            release(item)
        }
    }

    func constantDidChange(_ constraint: NSLayoutConstraint) {
        guard let entry = entry(of: constraint) else { return }
        dirty.append(contentsOf: entry.items)
        guard let id = entry.id else {
            rebuild(constraint)
            return
        }
        do {
            try solver.setConstant(entry.baseConstant - Double(constraint.constantStorage), of: id)
        } catch {
            // The new constant contradicts required constraints: add it again, which reports
            // the conflict and breaks the constraint, as UIKit does.
            rebuild(constraint)
        }
    }

    func priorityDidChange(_ constraint: NSLayoutConstraint) {
        guard let entry = entry(of: constraint), let id = entry.id else { return }
        do {
            try solver.setPriority(Float(constraint.priorityStorage.rawValue), of: id)
        } catch {
            rebuild(constraint)
        }
        dirty.append(contentsOf: entry.items)
    }

    /// Broken constraints may hold again after a required constraint went away.
    func retryBroken() {
        guard !broken.isEmpty else { return }
        let pending = broken
        broken.removeAll()
        for constraint in pending {
            guard let entry = entry(of: constraint), entry.id == nil else { continue }
            var used: [LayoutEngineItem] = []
            guard let space = constraint.container,
                  let built = expression(for: constraint, in: space, used: &used) else { broken.append(constraint); continue }
            if let id = try? solver.add(built, solverRelation(constraint.relationStorage),
                                        priority: Float(constraint.priorityStorage.rawValue)) {
                owners[id] = .user(constraint)
                entry.id = id
                dirty.append(contentsOf: entry.items)
            } else {
                broken.append(constraint)
            }
        }
    }

    /// Adds `expression relation 0`; an unsatisfiable required constraint is logged as UIKit
    /// does and left out (returns nil).
    func add(_ expression: LinearExpression, _ relation: NSLayoutConstraint.Relation, priority: UILayoutPriority,
             owner: LayoutEngineOwner) -> ConstraintID? {
        do {
            let id = try solver.add(expression, solverRelation(relation), priority: Float(priority.rawValue))
            owners[id] = owner
            return id
        } catch .unsatisfiable(_, let conflicting) {
            logUnsatisfiable(breaking: owner, conflicting: conflicting)
            return nil
        } catch {
            FrameworkLog.log("Auto Layout: \(describe(owner)) could not be added (\(error)); it takes no part in layout")
            return nil
        }
    }

    func solverRelation(_ relation: NSLayoutConstraint.Relation) -> Relation {
        switch relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }

    // MARK: Moving constraints between engines

    /// Takes every constraint installed in `root`'s subtree out of this engine.
    func unregisterSubtree(of root: UIView) -> [NSLayoutConstraint] {
        var moved: [NSLayoutConstraint] = []
        root.forEachInSubtree { view in
            guard let installed = view.extras?.constraints, !installed.isEmpty else { return }
            for constraint in installed {
                unregister(constraint)
                moved.append(constraint)
            }
        }
        return moved
    }
}

/// Whether `array` holds `object`. A loop rather than `contains(where:)`: a closure made in
/// main-actor code is checked for its isolation on each call, which costs more than the
/// comparison (activation searches these short lists once per constraint).
func containsIdentical<Element: AnyObject>(_ array: [Element], _ object: Element) -> Bool {
    for element in array where element === object { return true }
    return false
}

/// A view or layout guide in the engine: four variables for its alignment rectangle.
@MainActor
final class LayoutEngineItem {
    /// The view or guide, read as nil once freed (no side table for the view: see
    /// `NSLayoutAnchor.itemStorage`).
    private let objectReference: UnownedObjectReference<AnyObject>
    var object: AnyObject? { objectReference.object }
    /// The engine the item belongs to (compared, never dereferenced).
    let engineID: ObjectIdentifier
    let x: Variable, y: Variable, width: Variable, height: Variable
    /// Constraints (the app's, and guides' links to their owning views) that use the item.
    @exclusivity(unchecked) var users = 0
    @exclusivity(unchecked) var isDropped = false
    /// The app's constraints that mention the item (once per mention).
    @exclusivity(unchecked) var entries: [LayoutEngineEntry] = []
    /// The last search that visited the item (`LayoutEngine.visitGeneration`).
    @exclusivity(unchecked) var visitMark = 0
    /// Listed in `LayoutEngine.pendingFrames` (its frame constraints are still to be made).
    @exclusivity(unchecked) var framePending = false
    @exclusivity(unchecked) var originMark = 0
    /// Frame constraints of a view that translates its autoresizing mask (x, y, width, height).
    @exclusivity(unchecked) var frameIDs: [ConstraintID?] = []
    @exclusivity(unchecked) var frameValues = CGRect.zero
    /// Intrinsic size constraints: width ≥, width ≤, height ≥, height ≤ (nil where unused).
    @exclusivity(unchecked) var contentIDs: [ConstraintID?] = []
    /// Axes (bit 1 width, bit 2 height) whose content size is one two-sided constraint, in
    /// the axis' first slot of `contentIDs`.
    @exclusivity(unchecked) var pairedContentAxes: UInt8 = 0
    @exclusivity(unchecked) var intrinsicSize = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    /// The width a multi-line label's intrinsic height was measured for.
    @exclusivity(unchecked) var measuredWidth: CGFloat?
    /// A system guide's constraints to its owning view, and the insets they were made with.
    @exclusivity(unchecked) var guideIDs: [ConstraintID?] = []
    @exclusivity(unchecked) var guideInsets = UIEdgeInsets.zero
    @exclusivity(unchecked) var guideOwner: LayoutEngineItem?
    /// The layout margins the app's margin attributes were written with.
    @exclusivity(unchecked) var marginsUsed: UIEdgeInsets?
    /// Reporting objects, made on demand.
    @exclusivity(unchecked) var autoresizingConstraints: [NSLayoutConstraint] = []
    @exclusivity(unchecked) var contentSizeConstraints: [NSLayoutConstraint] = []

    init(object: AnyObject, solver: SimplexSolver, engine: LayoutEngine) {
        objectReference = UnownedObjectReference(object)
        engineID = ObjectIdentifier(engine)
        x = solver.makeVariable()
        y = solver.makeVariable()
        width = solver.makeVariable()
        height = solver.makeVariable()
    }

    var view: UIView? { object as? UIView }
}

/// An installed constraint in the engine.
final class LayoutEngineEntry {
    let constraint: NSLayoutConstraint
    @exclusivity(unchecked) var items: [LayoutEngineItem]
    /// The expression's constant without the constraint's `constant`.
    @exclusivity(unchecked) var baseConstant: Double
    @exclusivity(unchecked) var id: ConstraintID?
    /// The engine the entry belongs to (compared, never dereferenced).
    let engineID: ObjectIdentifier

    init(constraint: NSLayoutConstraint, items: [LayoutEngineItem], baseConstant: Double, engine: LayoutEngine) {
        self.constraint = constraint
        engineID = ObjectIdentifier(engine)
        self.items = items
        self.baseConstant = baseConstant
    }
}

/// What a solver constraint stands for, for logs and `constraintsAffectingLayout`.
enum LayoutEngineOwner {
    case user(NSLayoutConstraint)
    /// One of a view's frame constraints (0 x, 1 y, 2 width, 3 height).
    case autoresizing(LayoutEngineItem, Int)
    /// One of a view's content size constraints (0 width ≥, 1 width ≤, 2 height ≥, 3 height ≤).
    case contentSize(LayoutEngineItem, Int)
    /// A system guide's edge (0 x, 1 y, 2 width, 3 height).
    case guide(LayoutEngineItem, Int)
    /// A temporary size of `systemLayoutSizeFitting`.
    case fitting
}
