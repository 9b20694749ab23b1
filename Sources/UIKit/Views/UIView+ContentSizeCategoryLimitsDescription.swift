import Foundation

extension UIView {
    /// UIKit (iOS 15, for debugging): the content size category limits that apply to the
    /// view, its own and its ancestors', one line per view that sets a limit (nearest first),
    /// or a line saying that none applies.
    public var appliedContentSizeCategoryLimitsDescription: String {
        var lines: [String] = []
        var current: UIView? = self
        while let view = current {
            let minimum = view.minimumContentSizeCategory, maximum = view.maximumContentSizeCategory
            if minimum != nil || maximum != nil {
                let limits = [minimum.map { "minimum \($0.rawValue)" }, maximum.map { "maximum \($0.rawValue)" }]
                    .compactMap { $0 }.joined(separator: ", ")
                lines.append("<\(type(of: view)): \(Unmanaged.passUnretained(view).toOpaque())>: \(limits)")
            }
            current = view.superview
        }
        return lines.isEmpty ? "No content size category limits apply to this view." : lines.joined(separator: "\n")
    }
}
