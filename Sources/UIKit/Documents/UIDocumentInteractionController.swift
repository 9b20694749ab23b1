@_spi(Diagnostics) import CoreGraphics
@_spi(Platform) import QuartzCore
import Foundation
import UniformTypeIdentifiers

/// Previews a file and offers what can be done with it (UIKit). Linux:
/// - `presentPreview(animated:)` presents, from the delegate's preview view controller, a
///   plain preview screen with Done: the picture for an image file, the text for a UTF-8
///   text file, else the file's name and type (no Quick Look).
/// - `presentOptionsMenu` presents the framework's share sheet (`UIActivityViewController`)
///   with the file's URL.
/// - `presentOpenInMenu` returns false: no other app registers document types here.
@preconcurrency @MainActor
open class UIDocumentInteractionController: NSObject {
    open weak var delegate: (any UIDocumentInteractionControllerDelegate)?

    /// The file. Setting it derives `uti` and `name` again (UIKit).
    open var url: URL? {
        didSet { describeFile() }
    }

    /// The file's type identifier (from its extension; `public.data` when unknown).
    open var uti: String?
    /// The file's name as shown (the last path component).
    open var name: String?
    /// A property list the app hands to the receiving app (stored only: nothing receives it).
    open var annotation: Any?

    private var previewController: UIViewController?
    private var optionsMenu: UIActivityViewController?
    private lazy var recognizers: [UIGestureRecognizer] = {
        let tap = UITapGestureRecognizer()
        tap.addAction { [weak self] recognizer in self?.previewGesture(recognizer) }
        let longPress = UILongPressGestureRecognizer()
        longPress.addAction { [weak self] recognizer in self?.optionsGesture(recognizer) }
        return [tap, longPress]
    }()

    public override init() {
        super.init()
    }

    /// A controller for the file at `url`.
    public convenience init(url: URL) {
        self.init()
        self.url = url
        describeFile()
    }

    private func describeFile() {
        guard let url else { return }
        name = url.lastPathComponent
        uti = (UTType(filenameExtension: url.pathExtension) ?? .data).identifier
    }

    /// The document's icons, smallest first (UIKit: the type's icon at several sizes).
    /// Ours: one symbol-drawn document icon (a picture symbol for images).
    open var icons: [UIImage] {
        let isImage = uti.flatMap(UTType.init).map { $0.conforms(to: .image) } ?? false
        return [UIImage(systemName: isImage ? "photo" : "doc")].compactMap { $0 }
    }

    /// A tap recognizer that previews the document and a long-press recognizer that shows
    /// its options menu (from the recognizer's view), to attach to the view showing it.
    open var gestureRecognizers: [UIGestureRecognizer] { recognizers }

    private func previewGesture(_ recognizer: UIGestureRecognizer) {
        guard recognizer.state == .ended else { return }
        presentPreview(animated: true)
    }

    private func optionsGesture(_ recognizer: UIGestureRecognizer) {
        guard recognizer.state == .began, let view = recognizer.view else { return }
        presentOptionsMenu(from: view.bounds, in: view, animated: true)
    }

    // MARK: Preview

    /// Presents the preview from the delegate's preview view controller. Returns false
    /// without a delegate, without a file, or when that controller is in no window.
    @discardableResult
    open func presentPreview(animated: Bool) -> Bool {
        guard previewController == nil, let url, let delegate else { return false }
        var host = delegate.documentInteractionControllerViewControllerForPreview(self)
        guard host.viewIfLoaded?.window != nil else {
            FrameworkLog.log("UIDocumentInteractionController.presentPreview(animated:): the preview's view controller is in no window; no preview")
            return false
        }
        while let presented = host.presentedViewController { host = presented }
        let preview = DocumentPreviewViewController(url: url, name: name ?? url.lastPathComponent, typeIdentifier: uti) { [weak self] in
            self?.dismissPreview(animated: true)
        }
        let navigation = UINavigationController(rootViewController: preview)
        navigation.modalPresentationStyle = .fullScreen
        previewController = navigation
        delegate.documentInteractionControllerWillBeginPreview(self)
        host.present(navigation, animated: animated)
        return true
    }

    /// Dismisses the preview; the delegate hears `documentInteractionControllerDidEndPreview`.
    open func dismissPreview(animated: Bool) {
        guard let preview = previewController else { return }
        previewController = nil
        preview.dismiss(animated: animated) { [weak self] in
            guard let self else { return }
            self.delegate?.documentInteractionControllerDidEndPreview(self)
        }
    }

    // MARK: Menus

    /// Presents the share sheet with the file's URL from `view`'s view controller (a
    /// popover anchored to `rect` where the sheet is one). Returns false without a file or
    /// when `view` is in no window.
    @discardableResult
    open func presentOptionsMenu(from rect: CGRect, in view: UIView, animated: Bool) -> Bool {
        presentOptionsMenu(animated: animated) { popover in
            popover.sourceView = view
            popover.sourceRect = rect
        } host: { view.window }
    }

    /// As `presentOptionsMenu(from:in:animated:)`, anchored to `item`.
    @discardableResult
    open func presentOptionsMenu(from item: UIBarButtonItem, animated: Bool) -> Bool {
        presentOptionsMenu(animated: animated) { popover in
            popover.barButtonItem = item
        } host: { UIApplication.shared.keyWindow }
    }

    private func presentOptionsMenu(animated: Bool, anchor: (UIPopoverPresentationController) -> Void,
                                    host window: () -> UIWindow?) -> Bool {
        guard optionsMenu == nil, let url, var host = window()?.rootViewController else { return false }
        while let presented = host.presentedViewController { host = presented }
        let sheet = UIActivityViewController(activityItems: [url], applicationActivities: nil)
        sheet.completionWithItemsHandler = { [weak self] _, _, _, _ in
            guard let self, self.optionsMenu != nil else { return }
            self.optionsMenu = nil
            self.delegate?.documentInteractionControllerDidDismissOptionsMenu(self)
        }
        if let popover = sheet.popoverPresentationController { anchor(popover) }
        optionsMenu = sheet
        delegate?.documentInteractionControllerWillPresentOptionsMenu(self)
        host.present(sheet, animated: animated)
        return true
    }

    /// Linux: no app registers to open documents, so there is no Open In menu: returns false
    /// (UIKit's answer when no app can open the file) and tells the delegate nothing.
    @discardableResult
    open func presentOpenInMenu(from rect: CGRect, in view: UIView, animated: Bool) -> Bool { false }

    @discardableResult
    open func presentOpenInMenu(from item: UIBarButtonItem, animated: Bool) -> Bool { false }

    /// Dismisses the options menu if it is shown.
    open func dismissMenu(animated: Bool) {
        guard let sheet = optionsMenu else { return }
        optionsMenu = nil
        let finish = { [weak self] in
            guard let self else { return }
            self.delegate?.documentInteractionControllerDidDismissOptionsMenu(self)
        }
        if let presenter = sheet.presentingViewController {
            presenter.dismiss(animated: animated) { finish() }
        } else {
            finish()
        }
    }
}
