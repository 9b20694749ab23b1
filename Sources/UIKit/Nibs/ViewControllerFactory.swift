internal import CTableViewCellDispatch
import Foundation

/// Creates controllers of a class known only at run time with the class's own
/// `init(nibName:bundle:)` (a plain designated initializer, as in UIKit, so a metatype cannot
/// call it directly; see CTableViewCellDispatch).
@MainActor
enum ViewControllerFactory {
    static func make(_ type: UIViewController.Type, nibName: String?, bundle: Bundle?) -> UIViewController {
        // The initializer consumes both arguments: hand over a retained copy of each.
        let slot = UnsafeMutablePointer<String?>.allocate(capacity: 1)
        slot.initialize(to: nibName)
        defer { slot.deallocate() }
        let raw = UnsafeRawPointer(slot)
        let word0 = raw.load(as: UInt64.self)
        let word1 = raw.load(fromByteOffset: 8, as: UnsafeMutableRawPointer?.self)
        let bundlePointer = bundle.map { Unmanaged.passRetained($0).toOpaque() }
        let object = openuikit_view_controller_init(unsafeBitCast(type, to: UnsafeRawPointer.self), word0, word1, bundlePointer)
        return Unmanaged<UIViewController>.fromOpaque(object!).takeRetainedValue()
    }
}
