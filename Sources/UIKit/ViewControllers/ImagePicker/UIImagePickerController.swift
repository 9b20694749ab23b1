@_spi(Diagnostics) import CoreGraphics

/// The system's interface for taking pictures and choosing them from the photo library.
/// Linux has no camera and no Photos library: the camera is never available, and the photo
/// library is a folder of PNG and JPEG files (`OPENUIKIT_PHOTO_LIBRARY`, else the XDG
/// pictures folder, else ~/Pictures), available only when that folder exists.
@preconcurrency @MainActor
open class UIImagePickerController: UINavigationController {
    private var sourceTypeStorage: UIImagePickerController.SourceType = .photoLibrary

    /// Where pictures come from. UIKit: setting a source type that is not available raises
    /// NSInvalidArgumentException ("Source type N not available").
    open var sourceType: UIImagePickerController.SourceType {
        get { sourceTypeStorage }
        set {
            precondition(Self.isSourceTypeAvailable(newValue),
                         "UIImagePickerController.sourceType: Source type \(newValue.rawValue) not available")
            sourceTypeStorage = newValue
            libraryList?.reload()
        }
    }

    /// The kinds of media to offer, as type identifiers. UIKit: `["public.image"]` by default.
    open var mediaTypes: [String] = ["public.image"] {
        didSet { libraryList?.reload() }
    }

    /// Whether the user may move and scale the picture before choosing it. Here the edited
    /// image is the whole picture (no cropping screen).
    open var allowsEditing: Bool = false

    @available(iOS, deprecated: 3.1, renamed: "allowsEditing")
    open var allowsImageEditing: Bool {
        get { allowsEditing }
        set { allowsEditing = newValue }
    }

    open var imageExportPreset: UIImagePickerController.ImageURLExportPreset = .compatible

    /// UIKit: ten minutes.
    open var videoMaximumDuration: TimeInterval = 600

    open var videoQuality: UIImagePickerController.QualityType = .typeMedium

    open var videoExportPreset: String = ""

    // MARK: Camera (stored only: Linux has no camera source)

    open var showsCameraControls: Bool = true
    open var cameraOverlayView: UIView?
    open var cameraViewTransform: CGAffineTransform = .identity
    open var cameraCaptureMode: UIImagePickerController.CameraCaptureMode = .photo
    open var cameraDevice: UIImagePickerController.CameraDevice = .rear
    open var cameraFlashMode: UIImagePickerController.CameraFlashMode = .auto

    /// No camera: logs and does nothing.
    open func takePicture() {
        FrameworkLog.log("UIImagePickerController.takePicture(): no camera on this system; ignored")
    }

    /// No camera: returns false.
    open func startVideoCapture() -> Bool {
        FrameworkLog.log("UIImagePickerController.startVideoCapture(): no camera on this system")
        return false
    }

    open func stopVideoCapture() {}

    // MARK: Availability

    /// The photo library and saved photos album are available when the library folder
    /// exists; the camera never is.
    open class func isSourceTypeAvailable(_ sourceType: UIImagePickerController.SourceType) -> Bool {
        switch sourceType {
        case .camera: return false
        case .photoLibrary, .savedPhotosAlbum: return PhotoLibraryFolder.current != nil
        }
    }

    /// UIKit: nil for a source that is not available. Still images only here.
    open class func availableMediaTypes(for sourceType: UIImagePickerController.SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? ["public.image"] : nil
    }

    open class func isCameraDeviceAvailable(_ cameraDevice: UIImagePickerController.CameraDevice) -> Bool { false }

    open class func isFlashAvailable(for cameraDevice: UIImagePickerController.CameraDevice) -> Bool { false }

    open class func availableCaptureModes(for cameraDevice: UIImagePickerController.CameraDevice) -> [NSNumber]? { nil }

    // MARK: Picking

    private var libraryList: PhotoLibraryListController? {
        viewControllers.first as? PhotoLibraryListController
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        if viewControllers.isEmpty {
            setViewControllers([PhotoLibraryListController(picker: self)], animated: false)
        }
    }

    /// The picture files the picker offers (none when the media types exclude images).
    var pictureURLs: [URL] {
        guard mediaTypes.contains(where: { UTType($0).map { UTType.image.conforms(to: $0) || $0.conforms(to: .image) } ?? false }),
              let folder = PhotoLibraryFolder.current else { return [] }
        return PhotoLibraryFolder.pictures(in: folder)
    }

    /// The user chose a picture: the delegate gets UIKit's info dictionary.
    func _pick(_ url: URL) {
        guard let image = UIImage(contentsOfFile: url.path) else {
            FrameworkLog.log("UIImagePickerController: \(url.path) is not a readable image; ignored")
            return
        }
        var info: [UIImagePickerController.InfoKey: Any] = [
            .mediaType: UTType.image.identifier,
            .originalImage: image,
            .imageURL: url,
        ]
        if allowsEditing {
            info[.editedImage] = image
            info[.cropRect] = NSValue(cgRect: CGRect(origin: .zero, size: CGSize(width: image.size.width * image.scale,
                                                                                 height: image.size.height * image.scale)))
        }
        if let delegate = delegate as? any UIImagePickerControllerDelegate {
            delegate.imagePickerController(self, didFinishPickingMediaWithInfo: info)
        } else {
            dismiss(animated: true)
        }
    }

    func _cancel() {
        if let delegate = delegate as? any UIImagePickerControllerDelegate {
            delegate.imagePickerControllerDidCancel(self)
        } else {
            dismiss(animated: true)
        }
    }
}
