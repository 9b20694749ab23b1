import Foundation
@_spi(Diagnostics) import CoreGraphics

extension UIView {
    static let archivedConstraintsKey = "UIViewConstraints"

    /// UIKit: a view archives the constraints it holds whose `shouldBeArchived` is true, when
    /// their items are in the archived subtree; constraints the view makes from its
    /// autoresizing mask or its intrinsic size are not archived (they are made again).
    func _encodeArchivedConstraints(with coder: NSCoder) {
        var records: [UIViewConstraintArchive] = []
        for constraint in constraints where constraint.shouldBeArchived {
            if constraint is NSAutoresizingMaskLayoutConstraint || constraint is NSContentSizeLayoutConstraint { continue }
            guard let first = constraint.firstItem, let firstPlace = archivePlace(of: first) else {
                FrameworkLog.log("UIView.encode(with:): a constraint whose first item is outside the archived subtree of \(type(of: self)) is not archived")
                continue
            }
            var secondPlace: (path: [Int], guide: String?)?
            if let second = constraint.secondItem {
                guard let place = archivePlace(of: second) else {
                    FrameworkLog.log("UIView.encode(with:): a constraint whose second item is outside the archived subtree of \(type(of: self)) is not archived")
                    continue
                }
                secondPlace = place
            }
            records.append(UIViewConstraintArchive(
                firstPath: firstPlace.path, firstGuide: firstPlace.guide, firstAttribute: constraint.firstAttribute.rawValue,
                relation: constraint.relation.rawValue, secondPath: secondPlace?.path, secondGuide: secondPlace?.guide,
                secondAttribute: constraint.secondAttribute.rawValue, multiplier: Double(constraint.multiplier),
                constant: Double(constraint.constant), priority: constraint.priority.rawValue,
                identifier: constraint.identifier, isActive: constraint.isActive))
        }
        if !records.isEmpty { coder.encode(records as NSArray, forKey: UIView.archivedConstraintsKey) }
    }

    /// After the subviews were decoded: the archived constraints, installed on the view again
    /// (active) with `shouldBeArchived` true. A record naming no decoded item is dropped with a log line.
    func _decodeArchivedConstraints(from coder: NSCoder) {
        guard let records = coder._decodedArray(of: UIViewConstraintArchive.self, forKey: UIView.archivedConstraintsKey) else { return }
        for record in records {
            guard let first = item(at: record.firstPath, guide: record.firstGuide),
                  let firstAttribute = NSLayoutConstraint.Attribute(rawValue: record.firstAttribute),
                  let relation = NSLayoutConstraint.Relation(rawValue: record.relation),
                  let secondAttribute = NSLayoutConstraint.Attribute(rawValue: record.secondAttribute),
                  record.multiplier.isFinite, record.constant.isFinite, record.priority.isFinite else {
                FrameworkLog.log("UIView.init(coder:): an archived constraint of \(type(of: self)) names no item or holds bad values; dropped")
                continue
            }
            var second: AnyObject?
            if let path = record.secondPath {
                guard let item = item(at: path, guide: record.secondGuide) else {
                    FrameworkLog.log("UIView.init(coder:): an archived constraint of \(type(of: self)) names no second item; dropped")
                    continue
                }
                second = item
            }
            let constraint = NSLayoutConstraint(
                firstAnchor: NSLayoutAnchor<AnyObject>(item: first, attribute: firstAttribute), relation: relation,
                secondAnchor: second.map { NSLayoutAnchor<AnyObject>(item: $0, attribute: secondAttribute) },
                multiplier: CGFloat(record.multiplier), constant: CGFloat(record.constant))
            constraint.priority = UILayoutPriority(rawValue: min(max(record.priority, 1), 1000))
            constraint.identifier = record.identifier
            constraint.shouldBeArchived = true
            if record.isActive { addConstraint(constraint) }
        }
    }

    /// Where `item` is in the archived subtree: the path of archived subview indexes to it (or
    /// to the view owning it, for a system layout guide), nil when it is not archived.
    private func archivePlace(of item: AnyObject) -> (path: [Int], guide: String?)? {
        var view: UIView
        var guide: String?
        if let itemView = item as? UIView {
            view = itemView
        } else if let layoutGuide = item as? UILayoutGuide, let owner = layoutGuide.owningViewStorage {
            switch layoutGuide.kind {
            case .layoutMargins: guide = "layoutMargins"
            case .safeArea: guide = "safeArea"
            case .readableContent: guide = "readableContent"
            case .custom, .keyboard: return nil
            }
            view = owner
        } else {
            return nil
        }
        var path: [Int] = []
        while view !== self {
            guard let parent = view.superview, let index = parent._archivedSubviews.firstIndex(where: { $0 === view }) else {
                return nil
            }
            path.append(index)
            view = parent
        }
        return (path.reversed(), guide)
    }

    private func item(at path: [Int], guide: String?) -> AnyObject? {
        var view: UIView = self
        for index in path {
            let subviews = view._archivedSubviews
            guard subviews.indices.contains(index) else { return nil }
            view = subviews[index]
        }
        switch guide {
        case nil: return view
        case "layoutMargins": return view.layoutMarginsGuide
        case "safeArea": return view.safeAreaLayoutGuide
        case "readableContent": return view.readableContentGuide
        default: return nil
        }
    }
}
