import Foundation

/// The system's video trimming interface (UIKit). Linux has no video decoder here, so no
/// video can be edited (`canEditVideo(atPath:)` is false): presented, the editor shows a
/// plain "cannot edit" screen with Cancel, and tells the delegate (the navigation delegate,
/// when it adopts `UIVideoEditorControllerDelegate`) that it failed once it appears; Cancel
/// reports a cancel only when nothing was reported yet.
@preconcurrency @MainActor
open class UIVideoEditorController: UINavigationController {
    /// Linux: false for every path (no video decoding).
    open class func canEditVideo(atPath videoPath: String) -> Bool { false }

    open var videoPath: String = ""
    /// UIKit: ten minutes; 0 is no limit.
    open var videoMaximumDuration: TimeInterval = 600
    open var videoQuality: UIImagePickerController.QualityType = .typeMedium

    private var reported = false

    private var editorDelegate: (any UIVideoEditorControllerDelegate)? {
        delegate as? any UIVideoEditorControllerDelegate
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        if viewControllers.isEmpty {
            setViewControllers([VideoEditorUnavailableViewController(editor: self)], animated: false)
        }
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard !reported else { return }
        reported = true
        let error = NSError(domain: NSCocoaErrorDomain, code: NSFeatureUnsupportedError, userInfo: [
            NSLocalizedDescriptionKey: "The video at \(videoPath.isEmpty ? "(no path)" : videoPath) cannot be edited: this system has no video editing",
        ])
        editorDelegate?.videoEditorController(self, didFailWithError: error)
    }

    /// The user tapped Cancel.
    func cancel() {
        guard !reported else { return }
        reported = true
        editorDelegate?.videoEditorControllerDidCancel(self)
    }
}

/// The video editor's screen: a message and Cancel.
@MainActor
final class VideoEditorUnavailableViewController: UIViewController {
    private unowned let editor: UIVideoEditorController

    init(editor: UIVideoEditorController) {
        self.editor = editor
        super.init(nibName: nil, bundle: nil)
        title = "Edit Video"
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [weak self] _ in
            self?.editor.cancel()
        })
        let label = UILabel()
        label.text = "Video editing is not available."
        label.textColor = .secondaryLabel
        label.textAlignment = .center
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
            label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }
}
