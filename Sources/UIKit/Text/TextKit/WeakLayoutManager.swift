/// A text storage's weak reference to one of its layout managers.
struct WeakLayoutManager {
    weak var manager: NSLayoutManager?
}
