/// A view's large content viewer values that were set (nil: the class's default).
final class LargeContentStorage {
    var showsLargeContentViewer: Bool?
    var title: String?
    var isTitleSet = false
    var image: UIImage?
    var isImageSet = false
    var scalesImage = false
    var imageInsets: UIEdgeInsets = .zero
}
