import Foundation
internal import CTableViewCellDispatch

extension UITableView {
    func _register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let aClass else {
            registeredHeaderFooterClasses[identifier] = nil
            return
        }
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
        guard let viewType = registeredHeaderFooterClasses[identifier] else { return nil }
        return Self.makeHeaderFooterView(viewType, reuseIdentifier: identifier)
    }

    /// The class's own `init(reuseIdentifier:)` through its vtable (see CTableViewCellDispatch).
    private static func makeHeaderFooterView(_ type: UITableViewHeaderFooterView.Type,
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
}
