@_spi(Diagnostics) import CoreGraphics
import Foundation
import LayoutSolver

// The constraints the engine makes for its items: the frame of a view that translates its
// autoresizing mask, the intrinsic content size of one that does not, the edges of a view's
// system layout guides.
extension LayoutEngine {
    func addItemConstraints(_ item: LayoutEngineItem) {
        if let view = item.view {
            if view.translatesAutoresizingMaskIntoConstraints {
                // A flag, not a search of the list: a window of many frame-positioned views
                // would make adding items quadratic.
                if !item.framePending {
                    item.framePending = true
                    pendingFrames.append(item)
                }
            } else {
                updateContentSize(item, view)
            }
        } else if let guide = item.object as? UILayoutGuide, guide.kind != .custom, let owner = guide.owningViewStorage {
            let ownerItem = ensureItem(owner)
            retain(ownerItem)
            item.guideOwner = ownerItem
            addGuideConstraints(item, guide, owner)
        }
    }

    func removeItemConstraints(_ item: LayoutEngineItem) {
        for id in item.frameIDs + item.contentIDs + item.guideIDs {
            guard let id else { continue }
            try? solver.remove(id)
            owners[id] = nil
        }
        item.frameIDs = []
        item.framePending = false  // left in `pendingFrames`, skipped there
        item.contentIDs = []
        item.pairedContentAxes = 0
        item.guideIDs = []
        item.intrinsicSize = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        item.autoresizingConstraints = []
        item.contentSizeConstraints = []
        widthDependentItems.removeAll { $0 === item }
        if let owner = item.guideOwner {
            item.guideOwner = nil
            release(owner)
        }
    }

    /// `translatesAutoresizingMaskIntoConstraints` changed: the frame constraints give way to
    /// content size constraints, or back.
    func translatesAutoresizingMaskDidChange(_ view: UIView) {
        guard let item = item(for: view) else { return }
        removeItemConstraints(item)
        addItemConstraints(item)
        dirty.append(item)
        // Constraints broken against the old frame constraints may hold now.
        retryBroken()
    }

    // MARK: Frames

    /// Makes the frame constraints still pending (before any solver value is read).
    func makePendingFrameConstraints() {
        guard !pendingFrames.isEmpty else { return }
        let pending = pendingFrames
        pendingFrames.removeAll()
        for item in pending where item.framePending {
            item.framePending = false
            guard !item.isDropped, item.frameIDs.isEmpty else { continue }
            guard let view = item.view, view.translatesAutoresizingMaskIntoConstraints else { continue }
            addFrameConstraints(item, view, breakingAppConstraints: true)
            dirty.append(item)
        }
    }

    /// Adds a frame constraint made late (in the constraint pass); when it contradicts the
    /// app's required constraints, the newest of those is reported and broken instead, so the
    /// outcome is the one of making the frame constraints first, as UIKit does.
    func addLateFrameConstraint(_ expression: LinearExpression, owner: LayoutEngineOwner) -> ConstraintID? {
        for _ in 0..<16 {
            do {
                let id = try solver.add(expression, .equal, priority: 1000)
                owners[id] = owner
                return id
            } catch .unsatisfiable(_, let conflicting) {
                let appOwned = conflicting.filter { if case .user? = owners[$0] { true } else { false } }
                guard let victim = appOwned.max(), case .user(let constraint)? = owners[victim],
                      let entry = entry(of: constraint) else {
                    logUnsatisfiable(breaking: owner, conflicting: conflicting)
                    return nil
                }
                logUnsatisfiable(breaking: .user(constraint), conflicting: conflicting.filter { $0 != victim }, adding: owner)
                try? solver.remove(victim)
                owners[victim] = nil
                entry.id = nil
                broken.append(constraint)
                dirty.append(contentsOf: entry.items)
            } catch {
                FrameworkLog.log("Auto Layout: \(describe(owner)) could not be added (\(error)); it takes no part in layout")
                return nil
            }
        }
        return nil
    }

    /// UIKit: the frame becomes required constraints (`NSAutoresizingMaskLayoutConstraint`).
    func addFrameConstraints(_ item: LayoutEngineItem, _ view: UIView, breakingAppConstraints: Bool = false) {
        let rect = view.alignmentRect(forFrame: view.frame)
        item.frameValues = rect
        let variables = [item.x, item.y, item.width, item.height]
        let values = [rect.minX, rect.minY, rect.width, rect.height]
        item.frameIDs = (0..<4).map { index in
            let expression = LinearExpression(variables[index]) - Double(values[index])
            if breakingAppConstraints { return addLateFrameConstraint(expression, owner: .autoresizing(item, index)) }
            return add(expression, .equal, priority: .required, owner: .autoresizing(item, index))
        }
    }

    /// The frame of a view that translates its mask changed: the constants follow.
    func frameDidChange(_ view: UIView) {
        guard let item = item(for: view), !item.frameIDs.isEmpty else { return }
        let rect = view.alignmentRect(forFrame: view.frame)
        guard rect != item.frameValues else { return }
        let old = [item.frameValues.minX, item.frameValues.minY, item.frameValues.width, item.frameValues.height]
        let new = [rect.minX, rect.minY, rect.width, rect.height]
        item.frameValues = rect
        for index in 0..<4 where old[index] != new[index] {
            guard let id = item.frameIDs[index] else { continue }
            do {
                try solver.setConstant(-Double(new[index]), of: id)
            } catch {
                // Contradicts other required constraints: report and keep the engine as it was.
                try? solver.remove(id)
                owners[id] = nil
                let variables = [item.x, item.y, item.width, item.height]
                item.frameIDs[index] = add(LinearExpression(variables[index]) - Double(new[index]), .equal,
                                           priority: .required, owner: .autoresizing(item, index))
            }
        }
        dirty.append(item)
        retryBroken()
    }

    // MARK: Intrinsic content size

    /// UIKit: width ≥ intrinsic at the compression resistance priority and ≤ intrinsic at
    /// the hugging priority (the same for height), for each dimension that has a metric.
    /// When both priorities are optional (the usual case), the pair is one two-sided solver
    /// constraint (`SimplexSolver.addTwoSided`: the same optimum, one row and two error
    /// symbols instead of two rows and four symbols), kept in the axis' first slot; a
    /// required side keeps the two inequalities.
    // UIKit: one NSContentSizeLayoutConstraint per axis carries both priorities (its
    // description reads `Hug:250 CompressionResistance:750`), so one solver row per axis is
    // also what the logs show.
    func updateContentSize(_ item: LayoutEngineItem, _ view: UIView) {
        guard !view.translatesAutoresizingMaskIntoConstraints else { return }
        var size = view.intrinsicContentSize
        if Self.heightFollowsWidth(view) {
            if !containsIdentical(widthDependentItems, item) { widthDependentItems.append(item) }
            if let width = item.measuredWidth, size.height != UIView.noIntrinsicMetric {
                size.height = view.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
            }
        }
        if item.contentIDs.isEmpty { item.contentIDs = [nil, nil, nil, nil] }
        let old = item.intrinsicSize
        item.intrinsicSize = size
        for axis in 0..<2 {
            let horizontal = axis == 0
            let value = horizontal ? size.width : size.height
            let previous = horizontal ? old.width : old.height
            let base = horizontal ? 0 : 2
            let variable = horizontal ? item.width : item.height
            let hasMetric = value != UIView.noIntrinsicMetric && value.isFinite
            let pairedBit: UInt8 = horizontal ? 1 : 2
            let wasPaired = item.pairedContentAxes & pairedBit != 0
            if !hasMetric {
                removeContentConstraints(item, base)
                item.pairedContentAxes &= ~pairedBit
                continue
            }
            let axisName: NSLayoutConstraint.Axis = horizontal ? .horizontal : .vertical
            let resistance = view.contentCompressionResistancePriority(for: axisName)
            // Asked for only when a view has an intrinsic size (a protocol cast per view class).
            let hugging = view.contentHuggingPriority(for: axisName)
            if resistance < .required, hugging < .required {
                let above = Float(hugging.rawValue), below = Float(resistance.rawValue)
                if wasPaired, let existing = item.contentIDs[base], let current = solver.priorities(of: existing) {
                    if current.above != above || current.below != below {
                        try? solver.setPriorities(above: above, below: below, of: existing)
                    }
                    if previous == value { continue }
                    if (try? solver.setConstant(-Double(value), of: existing)) != nil { continue }
                }
                removeContentConstraints(item, base)
                item.pairedContentAxes |= pairedBit
                item.contentIDs[base] = addContentPair(LinearExpression(variable) - Double(value), hugging: above,
                                                       resistance: below, owner: .contentSize(item, base))
                continue
            }
            if wasPaired {
                removeContentConstraints(item, base)
                item.pairedContentAxes &= ~pairedBit
            }
            for offset in 0..<2 {
                let index = base + offset
                let existing = item.contentIDs[index]
                let priority = offset == 0 ? resistance : hugging
                if let existing, previous == value, solver.priority(of: existing) == Float(priority.rawValue) { continue }
                if let existing, solver.priority(of: existing) == Float(priority.rawValue) {
                    if (try? solver.setConstant(-Double(value), of: existing)) != nil { continue }
                }
                if let existing { try? solver.remove(existing); owners[existing] = nil }
                item.contentIDs[index] = add(LinearExpression(variable) - Double(value),
                                             offset == 0 ? .greaterThanOrEqual : .lessThanOrEqual,
                                             priority: priority, owner: .contentSize(item, index))
            }
        }
        item.contentSizeConstraints = []
        dirty.append(item)
    }

    /// Removes an axis' content size constraints (the pair's one or the two inequalities).
    private func removeContentConstraints(_ item: LayoutEngineItem, _ base: Int) {
        for index in base..<base + 2 {
            guard let existing = item.contentIDs[index] else { continue }
            try? solver.remove(existing)
            owners[existing] = nil
            item.contentIDs[index] = nil
        }
    }

    /// A content size pair (both priorities optional, so it never conflicts).
    private func addContentPair(_ expression: LinearExpression, hugging: Float, resistance: Float,
                                owner: LayoutEngineOwner) -> ConstraintID? {
        do {
            let id = try solver.addTwoSided(expression, above: hugging, below: resistance)
            owners[id] = owner
            return id
        } catch {
            FrameworkLog.log("Auto Layout: \(describe(owner)) could not be added (\(error)); it takes no part in layout")
            return nil
        }
    }

    /// UIKit: a label that wraps without a preferred width, and a text view that does not
    /// scroll, get their height from the width the layout gives them (a second layout pass).
    static func heightFollowsWidth(_ view: UIView) -> Bool {
        if let label = view as? UILabel { return label.numberOfLines != 1 && label.preferredMaxLayoutWidth == 0 }
        if let textView = view as? UITextView { return !textView.isScrollEnabled }
        return false
    }

    // MARK: System layout guides

    func guideInsets(_ guide: UILayoutGuide, _ owner: UIView) -> UIEdgeInsets {
        switch guide.kind {
        case .custom: return .zero
        case .layoutMargins: return owner.layoutMargins
        case .safeArea: return owner.safeAreaInsets
        case .readableContent, .keyboard:
            let bounds = owner.bounds, readable = guide.kind == .keyboard ? owner.keyboardGuideFrame : owner.readableContentFrame
            return UIEdgeInsets(top: readable.minY - bounds.minY, left: readable.minX - bounds.minX,
                                bottom: bounds.maxY - readable.maxY, right: bounds.maxX - readable.maxX)
        }
    }

    /// The guide's rectangle in its owning view's bounds: the bounds inset by the margins, the
    /// safe area or the readable width.
    func addGuideConstraints(_ item: LayoutEngineItem, _ guide: UILayoutGuide, _ owner: UIView) {
        guard let ownerItem = item.guideOwner else { return }
        let insets = guideInsets(guide, owner)
        item.guideInsets = insets
        let bounds = owner.bounds, align = owner.alignmentRectInsets
        let expressions: [LinearExpression] = [
            LinearExpression(item.x) - Double(bounds.minX + insets.left),
            LinearExpression(item.y) - Double(bounds.minY + insets.top),
            LinearExpression(item.width) - LinearExpression(ownerItem.width)
                - Double(align.left + align.right - insets.left - insets.right),
            LinearExpression(item.height) - LinearExpression(ownerItem.height)
                - Double(align.top + align.bottom - insets.top - insets.bottom),
        ]
        item.guideIDs = expressions.enumerated().map { index, expression in
            add(expression, .equal, priority: .required, owner: .guide(item, index))
        }
    }

    /// The owning view's margins, safe area or width changed: the guide's edges follow, and
    /// constraints written with the view's margins are rebuilt.
    func refreshGuides(of view: UIView) {
        guard let extras = view.extras else { return }
        for guide in extras.systemGuides {
            guard let item = item(for: guide), let owner = guide.owningViewStorage else { continue }
            let insets = guideInsets(guide, owner)
            guard insets != item.guideInsets else { continue }
            for id in item.guideIDs {
                guard let id else { continue }
                try? solver.remove(id)
                owners[id] = nil
            }
            addGuideConstraints(item, guide, owner)
            dirty.append(item)
        }
        if let item = item(for: view), let used = item.marginsUsed, used != view.layoutMargins {
            item.marginsUsed = view.layoutMargins
            for constraint in dependentConstraints(of: item) { rebuild(constraint) }
        }
    }
}
