import Foundation

extension NSLayoutConstraint {
    /// The constraints a string in Auto Layout's Visual Format Language describes, e.g.
    /// `"H:|-[find]-[findNext]-[findField(>=20)]-|"`.
    ///
    /// - Parameters:
    ///   - format: `H:` or `V:` (horizontal by default), `|` for the superview, `[name]` for a
    ///     view with optional size predicates `[name(>=50,<=100@750)]` or `[name(==other)]`, and
    ///     between them the spacing: nothing (flush), `-` (standard: 8 points between views, the
    ///     superview's layout margins next to a `|`), `-20-`, `-(>=20)-`, `-metric-`, with
    ///     `@priority`.
    ///   - opts: an alignment for every pair of neighbouring views, the direction of a
    ///     horizontal format and the kind of vertical spacing.
    ///   - metrics: the numbers the format names (`NSNumber`, `Double`, `CGFloat`, `Int`, …).
    ///   - views: the views (or layout guides) the format names.
    /// - Returns: inactive constraints (activate them with `NSLayoutConstraint.activate(_:)`):
    ///   each connection, then the size constraints of the view it leads to, then the alignment
    ///   constraints.
    ///
    /// A format UIKit cannot parse stops with UIKit's message ("Unable to parse constraint
    /// format: …" with the reason and a caret under the place), as UIKit raises
    /// NSInvalidArgumentException.
    static func _constraints(withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions,
                             metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        let api = "NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)"
        // The items the parser asked for, by name: each name it returns is in here.
        var items: [String: AnyObject] = [:]
        var superviews: [String: UIView] = [:]
        let specs: [VisualFormatConstraintSpec]
        do {
            specs = try VisualFormatParser.parse(format, options: opts, metrics: metrics, isView: { name in
                guard let value = views[name] else { return false }
                // The casts look through optionals (an implicitly unwrapped outlet put in the
                // dictionary), which UIKit receives unwrapped.
                let item: AnyObject? = (value as? UIView) ?? (value as? UILayoutGuide)
                guard let item else {
                    preconditionFailure("\(api): the value for \"\(name)\" in the views dictionary is \(type(of: value)), not a view or a layout guide")
                }
                items[name] = item
                return true
            }, hasSuperview: { name in
                // UIKit: a layout guide's "superview" is its owning view.
                let item = items[name]
                guard let superview = (item as? UIView)?.superview ?? (item as? UILayoutGuide)?.owningView else {
                    return false
                }
                superviews[name] = superview
                return true
            })
        } catch {
            preconditionFailure("\(api): \(error.message)")
        }

        func resolve(_ item: VisualFormatConstraintSpec.Item) -> AnyObject {
            switch item {
            case .view(let name): items[name]!
            case .superview(of: let name): superviews[name]!
            case .superviewMargins(of: let name): superviews[name]!.layoutMarginsGuide
            }
        }
        return specs.map { spec in
            let constraint = NSLayoutConstraint(
                item: resolve(spec.firstItem), attribute: spec.firstAttribute, relatedBy: spec.relation,
                toItem: spec.secondItem.map(resolve), attribute: spec.secondAttribute,
                multiplier: CGFloat(spec.multiplier), constant: CGFloat(spec.constant))
            constraint.priority = UILayoutPriority(spec.priority)
            return constraint
        }
    }
}
