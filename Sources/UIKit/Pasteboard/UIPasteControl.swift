import Foundation

/// A button that pastes the pasteboard's contents into its `target` (UIKit, iOS 16).
///
/// UIKit: the control is enabled only while the target can take what the pasteboard holds
/// (`canPaste(_:)`, by default its `pasteConfiguration`), and a tap hands the pasteboard's item
/// providers to the target's `paste(itemProviders:)` without asking for permission.
@preconcurrency @MainActor
open class UIPasteControl: UIControl {
    /// How the control looks; fixed when the control is made.
    open private(set) var configuration: UIPasteControl.Configuration

    /// The object that receives the pasted items.
    open weak var target: (any UIPasteConfigurationSupporting)? {
        didSet { updateAvailability() }
    }

    let face = UIButton(configuration: .filled())
    nonisolated(unsafe) private var pasteboardObserver: NSObjectProtocol?

    /// Makes a paste control with `configuration`.
    public init(configuration: UIPasteControl.Configuration) {
        self.configuration = configuration
        super.init(frame: .zero)
        installFace()
    }

    public override init(frame: CGRect) {
        configuration = UIPasteControl.Configuration()
        super.init(frame: frame)
        installFace()
    }

    public required init?(coder: NSCoder) {
        configuration = coder._decodedObject(UIPasteControl.Configuration.self, forKey: "UIPasteControlConfiguration")
            ?? UIPasteControl.Configuration()
        super.init(coder: coder)
        installFace()
    }

    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(configuration, forKey: "UIPasteControlConfiguration")
    }

    deinit {
        if let pasteboardObserver { NotificationCenter.default.removeObserver(pasteboardObserver) }
    }

    private func installFace() {
        face.configuration = configuration.buttonConfiguration
        face.isUserInteractionEnabled = false
        face.frame = bounds
        face.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(face)
        pasteboardObserver = NotificationCenter.default.addObserver(
            forName: UIPasteboard.changedNotification, object: nil, queue: nil
        ) { [weak self] _ in
            MainActor.assumeIsolated { self?.updateAvailability() }
        }
        updateAvailability()
    }

    /// Enabled while the target accepts what the general pasteboard holds.
    func updateAvailability() {
        guard let target else {
            isEnabled = false
            return
        }
        isEnabled = target.canPaste(UIPasteboard.general.itemProviders)
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        updateAvailability()
    }

    open override var isEnabled: Bool {
        didSet { face.isEnabled = isEnabled }
    }

    open override var intrinsicContentSize: CGSize { face.intrinsicContentSize }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { face.sizeThatFits(size) }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        if isTouchInside { pasteIntoTarget() }
    }

    open override func performPrimaryAction() {
        super.performPrimaryAction()
        pasteIntoTarget()
    }

    private func pasteIntoTarget() {
        updateAvailability()
        guard isEnabled, let target else { return }
        target.paste(itemProviders: UIPasteboard.general.itemProviders)
    }
}
