import XCTest
import UIKit
import UIKitTesting

@MainActor
final class UIImagePickerControllerTests: XCTestCase {
    private var library: TemporaryFolder?

    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
    }

    override func tearDown() async throws {
        unsetenv("OPENUIKIT_PHOTO_LIBRARY")
        library?.remove()
    }

    private func makeLibrary() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        library = folder
        setenv("OPENUIKIT_PHOTO_LIBRARY", folder.url.path, 1)
        return folder
    }

    private func makePresenter() -> (UIWindow, UIViewController, InputSimulator) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        return (window, root, InputSimulator(window: window))
    }

    func testInfoKeysAndEnumsHaveUIKitsRawValues() async {
        XCTAssertEqual(UIImagePickerController.InfoKey.originalImage.rawValue, "UIImagePickerControllerOriginalImage")
        XCTAssertEqual(UIImagePickerController.InfoKey.editedImage.rawValue, "UIImagePickerControllerEditedImage")
        XCTAssertEqual(UIImagePickerController.InfoKey.mediaType.rawValue, "UIImagePickerControllerMediaType")
        XCTAssertEqual(UIImagePickerController.InfoKey.imageURL.rawValue, "UIImagePickerControllerImageURL")
        XCTAssertEqual(UIImagePickerController.InfoKey.cropRect.rawValue, "UIImagePickerControllerCropRect")
        XCTAssertEqual(UIImagePickerController.SourceType.camera.rawValue, 1)
        XCTAssertEqual(UIImagePickerController.SourceType.savedPhotosAlbum.rawValue, 2)
        XCTAssertEqual(UIImagePickerController.CameraFlashMode.off.rawValue, -1)
        let picker = UIImagePickerController()
        XCTAssertEqual(picker.sourceType, .photoLibrary)
        XCTAssertEqual(picker.mediaTypes, ["public.image"])
        XCTAssertFalse(picker.allowsEditing)
        XCTAssertEqual(picker.videoMaximumDuration, 600)
        XCTAssertEqual(picker.videoQuality, .typeMedium)
    }

    func testTheCameraIsNeverAvailableAndTheLibraryOnlyWithItsFolder() async throws {
        XCTAssertFalse(UIImagePickerController.isSourceTypeAvailable(.camera))
        XCTAssertNil(UIImagePickerController.availableMediaTypes(for: .camera))
        XCTAssertFalse(UIImagePickerController.isCameraDeviceAvailable(.rear))
        setenv("OPENUIKIT_PHOTO_LIBRARY", "/nonexistent-\(UUID().uuidString)", 1)
        setenv("HOME", "/nonexistent-home", 1)
        defer { setenv("HOME", NSHomeDirectory(), 1) }
        let savedXDG = ProcessInfo.processInfo.environment["XDG_PICTURES_DIR"]
        unsetenv("XDG_PICTURES_DIR")
        defer { if let savedXDG { setenv("XDG_PICTURES_DIR", savedXDG, 1) } }
        XCTAssertFalse(UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
        _ = try makeLibrary()
        XCTAssertTrue(UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
        XCTAssertTrue(UIImagePickerController.isSourceTypeAvailable(.savedPhotosAlbum))
        XCTAssertEqual(UIImagePickerController.availableMediaTypes(for: .photoLibrary), ["public.image"])
    }

    func testPickingAPictureGivesTheDelegateTheImageAndItsURL() async throws {
        let folder = try makeLibrary()
        let red = try folder.writePNG("Red.png", size: CGSize(width: 4, height: 3))
        _ = try folder.write("notes.txt")
        _ = try folder.writePNG(".hidden.png", size: CGSize(width: 1, height: 1))
        let (window, root, input) = makePresenter()
        defer { withExtendedLifetime(window) {} }
        let picker = UIImagePickerController()
        picker.sourceType = .photoLibrary
        picker.allowsEditing = true
        let recorder = ImagePickerRecorder()
        picker.delegate = recorder
        root.present(picker, animated: false)
        ManualClock.advance(by: 1)
        let screen = try XCTUnwrap(picker.topViewController?.view)
        XCTAssertEqual(ListReader.titles(in: screen), ["Red.png"], "pictures only, hidden files left out")
        input.tap(try XCTUnwrap(ListReader.cell(titled: "Red.png", in: screen)))
        ManualClock.advance(by: 1)
        let info = try XCTUnwrap(recorder.info)
        XCTAssertEqual(info[.mediaType] as? String, "public.image")
        XCTAssertEqual((info[.imageURL] as? URL)?.standardizedFileURL, red.standardizedFileURL)
        let image = try XCTUnwrap(info[.originalImage] as? UIImage)
        XCTAssertEqual(image.size, CGSize(width: 4, height: 3))
        XCTAssertNotNil(info[.editedImage] as? UIImage, "allowsEditing adds the edited image")
        XCTAssertEqual((info[.cropRect] as? NSValue)?.cgRectValue, CGRect(x: 0, y: 0, width: 4, height: 3))
        XCTAssertNil(root.presentedViewController)
    }

    func testCancelTellsTheDelegate() async throws {
        _ = try makeLibrary()
        let (window, root, input) = makePresenter()
        defer { withExtendedLifetime(window) {} }
        let picker = UIImagePickerController()
        let recorder = ImagePickerRecorder()
        picker.delegate = recorder
        root.present(picker, animated: false)
        ManualClock.advance(by: 1)
        XCTAssertNotNil(picker.topViewController?.navigationItem.rightBarButtonItem, "Cancel at the trailing end")
        input.tap(try XCTUnwrap(ListReader.element(labeled: "Cancel", in: picker.view)))
        ManualClock.advance(by: 1)
        XCTAssertTrue(recorder.cancelled)
        XCTAssertNil(root.presentedViewController)
    }

    func testWithoutADelegateThePickerDismissesItself() async throws {
        _ = try makeLibrary()
        let (window, root, input) = makePresenter()
        defer { withExtendedLifetime(window) {} }
        let picker = UIImagePickerController()
        root.present(picker, animated: false)
        ManualClock.advance(by: 1)
        input.tap(try XCTUnwrap(ListReader.element(labeled: "Cancel", in: picker.view)))
        ManualClock.advance(by: 1)
        XCTAssertNil(root.presentedViewController)
    }

    func testMediaTypesWithoutImagesListNothing() async throws {
        let folder = try makeLibrary()
        _ = try folder.writePNG("A.png", size: CGSize(width: 1, height: 1))
        let (window, root, _) = makePresenter()
        defer { withExtendedLifetime(window) {} }
        let picker = UIImagePickerController()
        picker.mediaTypes = ["public.movie"]
        root.present(picker, animated: false)
        ManualClock.advance(by: 1)
        XCTAssertEqual(ListReader.titles(in: try XCTUnwrap(picker.topViewController?.view)), [])
    }
}
