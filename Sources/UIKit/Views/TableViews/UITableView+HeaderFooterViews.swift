import Foundation
@_spi(Diagnostics) import CoreGraphics
internal import CTableViewCellDispatch

extension UITableView {
    func _register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let aClass else {
            registeredHeaderFooterClasses[identifier] = nil
            return
        }
        registeredHeaderFooterNibs[identifier] = nil
        guard let viewType = aClass as? UITableViewHeaderFooterView.Type else {
            preconditionFailure("UITableView.register(_:forHeaderFooterViewReuseIdentifier:): \(aClass) is not a subclass of UITableViewHeaderFooterView")
        }
        registeredHeaderFooterClasses[identifier] = viewType
    }

    func _dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if var queue = headerFooterReuseQueues[identifier], let queued = queue.popLast() {
            headerFooterReuseQueues[identifier] = queue
            queued.prepareForReuse()
            return queued
        }
        if let viewType = registeredHeaderFooterClasses[identifier] {
            return Self.makeHeaderFooterView(viewType, reuseIdentifier: identifier)
        }
        return registeredHeaderFooterNibs[identifier].map { makeHeaderFooterView(from: $0, reuseIdentifier: identifier) }
    }

    /// The class's own `init(reuseIdentifier:)` through its vtable (see CTableViewCellDispatch).
    static func makeHeaderFooterView(_ type: UITableViewHeaderFooterView.Type,
                                             reuseIdentifier: String?) -> UITableViewHeaderFooterView {
        let slot = UnsafeMutablePointer<String?>.allocate(capacity: 1)
        slot.initialize(to: reuseIdentifier)
        defer { slot.deallocate() }
        let raw = UnsafeRawPointer(slot)
        let word0 = raw.load(as: UInt64.self)
        let word1 = raw.load(fromByteOffset: 8, as: UnsafeMutableRawPointer?.self)
        let object = openuikit_header_footer_view_init(unsafeBitCast(type, to: UnsafeRawPointer.self), word0, word1)
        return Unmanaged<UITableViewHeaderFooterView>.fromOpaque(object!).takeRetainedValue()
    }

    /// Takes a header or footer view off screen, tells the delegate, and queues it for reuse
    /// when it is a header-footer view with an identifier (other views are dropped).
    func retireSectionView(_ view: UIView, section: Int, isFooter: Bool) {
        view.removeFromSuperview()
        if isFooter {
            tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
        } else {
            tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
        }
        if let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier {
            headerFooterReuseQueues[identifier, default: []].append(reusable)
        }
    }

    /// UIKit: after a reload the views are asked for again (sections may have moved): the ones
    /// on screen are retired first, so measuring and showing reuse them.
    func retireAllSectionViews() {
        sectionViewsNeedReload = false
        for section in visibleHeaderViews.keys.sorted() {
            retireSectionView(visibleHeaderViews[section]!, section: section, isFooter: false)
        }
        for section in visibleFooterViews.keys.sorted() {
            retireSectionView(visibleFooterViews[section]!, section: section, isFooter: true)
        }
        visibleHeaderViews = [:]
        visibleFooterViews = [:]
    }

    /// The fitting height of the section's custom header or footer view, or nil when the
    /// delegate gives none. Measured when the rows are read (as UIKit does with a zero
    /// `estimatedSectionHeaderHeight`; its estimates until shown are not modelled); a measured
    /// header-footer view goes back to its queue, and the table asks again when the section shows.
    func automaticSectionViewHeight(section: Int, isFooter: Bool, _ delegate: UITableViewDelegate?) -> CGFloat? {
        guard let delegate else { return nil }
        let view = isFooter ? delegate.tableView(self, viewForFooterInSection: section)
                            : delegate.tableView(self, viewForHeaderInSection: section)
        guard let view else { return nil }
        let height = measuredHeight(ofSectionView: view)
        if view.superview !== self, let reusable = view as? UITableViewHeaderFooterView,
           let identifier = reusable.reuseIdentifier,
           !(headerFooterReuseQueues[identifier]?.contains { $0 === reusable } ?? false) {
            headerFooterReuseQueues[identifier, default: []].append(reusable)
        }
        return height
    }

    /// UIKit: a header-footer view is measured by its content view (Auto Layout at the table's
    /// width: width required, height as small as fits); another view by its own fitting size
    /// (without constraints: `sizeThatFits`, by default its frame height).
    private func measuredHeight(ofSectionView view: UIView) -> CGFloat {
        let width = bounds.width
        let target = CGSize(width: width, height: 0)
        let measured: UIView
        if let headerFooter = view as? UITableViewHeaderFooterView {
            headerFooter.updateConfigurationIfNeeded()
            measured = headerFooter.contentView
        } else {
            measured = view
        }
        if measured.bounds.width != width { measured.bounds.size.width = width }
        let height = measured.systemLayoutSizeFitting(target, withHorizontalFittingPriority: .required,
                                                      verticalFittingPriority: .fittingSizeLevel).height
        guard height.isFinite, height >= 0 else {
            FrameworkLog.log("UITableView: a section header or footer view measured \(height); using no height")
            return 0
        }
        return height
    }
}
