/// Shows the large content viewer (UIKit): while a finger is held on an item of the view
/// that `showsLargeContentViewer`, a large rendition of its title and image appears in
/// the middle of the window; lifting the finger ends it (the delegate hears which item).
///
/// UIKit: the viewer works only at the accessibility text sizes (`isEnabled`); the press
/// is a long press, exposed as `gestureRecognizerForExclusionRelationship` so that other
/// recognizers can require it to fail.
@preconcurrency @MainActor
open class UILargeContentViewerInteraction: NSObject, UIInteraction {
    /// Posted when `isEnabled` changes (the text size crossed into or out of the
    /// accessibility sizes).
    public static let enabledStatusDidChangeNotification = Notification.Name("UILargeContentViewerInteractionEnabledStatusDidChangeNotification")

    /// UIKit: true when the preferred text size is an accessibility size.
    open class var isEnabled: Bool {
        UIApplication.shared.preferredContentSizeCategory.isAccessibilityCategory
    }

    open weak var delegate: (any UILargeContentViewerInteractionDelegate)?
    public private(set) weak var view: UIView?

    private let pressRecognizer = UILongPressGestureRecognizer()
    /// The item shown, and the viewer on screen.
    private(set) var shownItem: (any UILargeContentViewerItem)?
    private(set) var hud: UIView?

    public init(delegate: (any UILargeContentViewerInteractionDelegate)? = nil) {
        self.delegate = delegate
        super.init()
        pressRecognizer.name = "largeContentViewer"
        // The viewer follows a finger: a held key (a select press) does not show it.
        pressRecognizer.allowedPressTypes = []
        pressRecognizer.addTarget(self, action: Selector("handlePress:", UILargeContentViewerInteraction.handlePress))
        pressRecognizer.delegate = recognizerGate
        recognizerGate.interaction = self
    }

    private let recognizerGate = LargeContentViewerGate()

    /// The long press that shows the viewer.
    open var gestureRecognizerForExclusionRelationship: UIGestureRecognizer { pressRecognizer }

    open func willMove(to view: UIView?) {
        self.view?.removeGestureRecognizer(pressRecognizer)
        hideViewer()
    }

    open func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(pressRecognizer)
    }

    /// The deepest view under `point` (the interaction's view's coordinates) that shows in
    /// the viewer, itself included.
    func defaultItem(at point: CGPoint) -> (any UILargeContentViewerItem)? {
        guard let view else { return nil }
        var candidate = view.hitTest(point, with: nil)
        while let current = candidate {
            if current.showsLargeContentViewer { return current }
            if current === view { break }
            candidate = current.superview
        }
        return nil
    }

    private func item(at point: CGPoint) -> (any UILargeContentViewerItem)? {
        if let delegate { return delegate.largeContentViewerInteraction(self, itemAt: point) }
        return defaultItem(at: point)
    }

    func handlePress(_ recognizer: UIGestureRecognizer) {
        guard let view else { return }
        let point = recognizer.location(in: view)
        switch recognizer.state {
        case .began, .changed:
            let item = item(at: point)
            if item !== shownItem || hud == nil { showViewer(for: item) }
        case .ended:
            let item = item(at: point)
            hideViewer()
            delegate?.largeContentViewerInteraction(self, didEndOn: item, at: point)
        default:
            hideViewer()
        }
    }

    private func showViewer(for item: (any UILargeContentViewerItem)?) {
        hideViewer()
        guard let item, let window = view?.window else { return }
        shownItem = item
        // A rounded panel with the image above the title, centred in the window.
        let panel = UIView(frame: CGRect(x: 0, y: 0, width: 180, height: 180))
        panel.backgroundColor = UIColor(white: 0.15, alpha: 0.9)
        panel.layer.cornerRadius = 20
        panel.isUserInteractionEnabled = false
        if let image = item.largeContentImage {
            let imageView = UIImageView(image: image)
            let side: CGFloat = item.scalesLargeContentImage ? 80 : min(80, max(image.size.width, image.size.height))
            let insets = item.largeContentImageInsets
            imageView.frame = CGRect(x: 90 - side / 2 + insets.left - insets.right, y: 30 + insets.top - insets.bottom,
                                     width: side, height: side)
            imageView.contentMode = .scaleAspectFit
            panel.addSubview(imageView)
        }
        if let title = item.largeContentTitle {
            let label = UILabel(frame: CGRect(x: 10, y: item.largeContentImage == nil ? 60 : 120, width: 160, height: 50))
            label.text = title
            label.textAlignment = .center
            label.textColor = .white
            label.font = .systemFont(ofSize: 28)
            label.adjustsFontSizeToFitWidth = true
            panel.addSubview(label)
        }
        panel.center = CGPoint(x: window.bounds.midX, y: window.bounds.midY)
        window.addSubview(panel)
        hud = panel
    }

    private func hideViewer() {
        hud?.removeFromSuperview()
        hud = nil
        shownItem = nil
    }
}

/// Lets the viewer's long press begin only while the viewer is enabled and over an item.
@MainActor
private final class LargeContentViewerGate: UIGestureRecognizerDelegate {
    weak var interaction: UILargeContentViewerInteraction?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let interaction, UILargeContentViewerInteraction.isEnabled, let view = interaction.view else { return false }
        let point = gestureRecognizer.location(in: view)
        if let delegate = interaction.delegate {
            return delegate.largeContentViewerInteraction(interaction, itemAt: point) != nil
        }
        return interaction.defaultItem(at: point) != nil
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }
}
