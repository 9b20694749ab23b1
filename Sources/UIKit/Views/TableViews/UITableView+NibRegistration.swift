import Foundation

extension UITableView {
    func _register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        registeredCellNibs[identifier] = nib
        // UIKit: the latest registration for an identifier wins.
        if nib != nil { registeredCellClasses[identifier] = nil }
    }

    func _register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registeredHeaderFooterNibs[identifier] = nib
        if nib != nil { registeredHeaderFooterClasses[identifier] = nil }
    }

    /// Objects whose modules hold the classes nibs are named after (see `UINib`).
    var nibLookupContext: [AnyObject] {
        let objects: [AnyObject?] = [self, dataSource, delegate, window?.rootViewController]
        return objects.compactMap { $0 }
    }

    /// The nib's one top-level object, a cell, under `identifier` (UIKit's checks and messages).
    func makeCell(from nib: UINib, reuseIdentifier identifier: String) -> UITableViewCell {
        let objects = instantiateRegistered(nib, reuseIdentifier: identifier)
        guard objects.count == 1, let cell = objects[0] as? UITableViewCell else {
            preconditionFailure("invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object which must be a UITableViewCell instance")
        }
        if let nibIdentifier = cell.reuseIdentifierStorage {
            precondition(nibIdentifier == identifier, "cell reuse indentifier in nib (\(nibIdentifier)) does not match the identifier used to register the nib (\(identifier))")
        } else {
            cell.reuseIdentifierStorage = identifier
        }
        return cell
    }

    func makeHeaderFooterView(from nib: UINib, reuseIdentifier identifier: String) -> UITableViewHeaderFooterView {
        let objects = instantiateRegistered(nib, reuseIdentifier: identifier)
        guard objects.count == 1, let view = objects[0] as? UITableViewHeaderFooterView else {
            preconditionFailure("invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object which must be a UITableViewHeaderFooterView instance")
        }
        if view.reuseIdentifierStorage == nil { view.reuseIdentifierStorage = identifier }
        return view
    }

    private func instantiateRegistered(_ nib: UINib, reuseIdentifier identifier: String) -> [Any] {
        let saved = nib.lookupContext
        nib.lookupContext = nibLookupContext + saved
        defer { nib.lookupContext = saved }
        return nib._instantiate(withOwner: nil, options: nil, reuseIdentifier: identifier)
    }
}
