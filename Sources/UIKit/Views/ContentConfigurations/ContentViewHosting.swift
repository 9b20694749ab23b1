import Foundation

/// What cells and header-footer views share when a content configuration is set: the current
/// content view takes it when it supports it; otherwise the configuration's new view replaces
/// the content view at the same place among the host's subviews (UIKit: custom subviews of the
/// old content view go with it).
@MainActor
enum ContentViewHosting {
    /// Shows `configuration` in `contentView`, or calls `replace` with a view made for it.
    static func show(_ configuration: any UIContentConfiguration, in contentView: UIView, replace: (UIView) -> Void) {
        if var view = contentView as? (UIView & UIContentView), view.supports(configuration) {
            view.configuration = configuration
        } else {
            replace(configuration.makeContentView())
        }
    }

    /// Puts `new` where `old` was among `host`'s subviews.
    static func swap(_ old: UIView, for new: UIView, in host: UIView) {
        let index = host.subviews.firstIndex { $0 === old } ?? host.subviews.count
        old.removeFromSuperview()
        host.insertSubview(new, at: min(index, host.subviews.count))
        host.setNeedsLayout()
    }
}
