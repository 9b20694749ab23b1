extension UIView: UILargeContentViewerItem {
    /// UIKit's default is false for views; standard bar items show in the viewer on their own.
    public var showsLargeContentViewer: Bool {
        get { extras?.largeContent?.showsLargeContentViewer ?? false }
        set { largeContentStorage().showsLargeContentViewer = newValue }
    }

    /// UIKit: "an appropriate value for UIKit classes" (a button's current title, a label's
    /// text), otherwise nil, until set.
    public var largeContentTitle: String? {
        get {
            if let storage = extras?.largeContent, storage.isTitleSet { return storage.title }
            if let button = self as? UIButton { return button.currentTitle }
            if let label = self as? UILabel { return label.text }
            return nil
        }
        set {
            let storage = largeContentStorage()
            storage.title = newValue
            storage.isTitleSet = true
        }
    }

    /// UIKit: a button's current image by default, otherwise nil, until set.
    public var largeContentImage: UIImage? {
        get {
            if let storage = extras?.largeContent, storage.isImageSet { return storage.image }
            if let button = self as? UIButton { return button.currentImage }
            return nil
        }
        set {
            let storage = largeContentStorage()
            storage.image = newValue
            storage.isImageSet = true
        }
    }

    /// UIKit's default: false (the image at its intrinsic size).
    public var scalesLargeContentImage: Bool {
        get { extras?.largeContent?.scalesImage ?? false }
        set { largeContentStorage().scalesImage = newValue }
    }

    /// UIKit's default: `.zero`.
    public var largeContentImageInsets: UIEdgeInsets {
        get { extras?.largeContent?.imageInsets ?? .zero }
        set { largeContentStorage().imageInsets = newValue }
    }

    private func largeContentStorage() -> LargeContentStorage {
        let extras = ensureExtras()
        if let storage = extras.largeContent { return storage }
        let created = LargeContentStorage()
        extras.largeContent = created
        return created
    }
}
