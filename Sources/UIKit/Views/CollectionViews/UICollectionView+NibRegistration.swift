import Foundation

extension UICollectionView {
    func _register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        cellNibs[identifier] = nib
        // UIKit: the latest registration for an identifier wins.
        if nib != nil { cellClasses[identifier] = nil }
    }

    func _register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        supplementaryNibs[kind, default: [:]][identifier] = nib
        if nib != nil { supplementaryClasses[kind]?[identifier] = nil }
    }

    /// The nib's one top-level object, a `View`, under `identifier` (UIKit's checks).
    func makeReusableView<View: UICollectionReusableView>(from nib: UINib, as viewType: View.Type, kind: String,
                                                           reuseIdentifier identifier: String) -> View {
        let saved = nib.lookupContext
        let context: [AnyObject?] = [self, dataSource, delegate, window?.rootViewController]
        nib.lookupContext = context.compactMap { $0 } + saved
        defer { nib.lookupContext = saved }
        let objects = nib._instantiate(withOwner: nil, options: nil, reuseIdentifier: identifier)
        guard objects.count == 1, let view = objects[0] as? View else {
            preconditionFailure("invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object which must be a \(View.self) instance (element kind \(kind))")
        }
        if let nibIdentifier = view.reuseIdentifierStorage {
            precondition(nibIdentifier == identifier, "view reuse identifier in nib (\(nibIdentifier)) does not match the identifier used to register the nib (\(identifier))")
        } else {
            view.reuseIdentifierStorage = identifier
        }
        return view
    }
}
