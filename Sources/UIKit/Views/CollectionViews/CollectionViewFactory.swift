internal import CTableViewCellDispatch

/// Creates registered cells and reusable views with their class's own `init(frame:)` (a plain
/// designated initializer, as in UIKit, so a metatype cannot call it directly; see
/// CTableViewCellDispatch).
@MainActor
enum CollectionViewFactory {
    static func make<View: UIView>(_ type: View.Type, frame: CGRect) -> View {
        let object = openuikit_view_init_frame(unsafeBitCast(type, to: UnsafeRawPointer.self),
                                               frame.origin.x, frame.origin.y, frame.width, frame.height)
        return Unmanaged<View>.fromOpaque(object!).takeRetainedValue()
    }
}
