@_spi(Diagnostics) import CoreGraphics
@_spi(Platform) import QuartzCore
import Foundation

/// Connects a scene's text editing to the system font panel (UIKit, a Mac Catalyst feature).
/// Linux has no font panel: `isFontPanelVisible` is false and `toggleFontPanel(_:)` shows
/// nothing. As a font picker's delegate the coordinator still works as in UIKit: a picked
/// font reaches its delegate as a conversion that sets the picked family and face at each
/// run's size.
@preconcurrency @MainActor
open class UITextFormattingCoordinator: NSObject, UIFontPickerViewControllerDelegate {
    open weak var delegate: (any UITextFormattingCoordinatorDelegate)?
    private weak var windowScene: UIWindowScene?

    /// The attributes of the selection the app reported last, and whether they differ across
    /// it (what a font panel would show).
    private(set) var selectedAttributes: [NSAttributedString.Key: Any] = [:]
    private(set) var selectionIsMultiple = false

    /// A coordinator for `windowScene`.
    public init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
        super.init()
    }

    /// UIKit returns the scene's shared coordinator; here a new coordinator for the scene.
    public convenience init(for windowScene: UIWindowScene) {
        self.init(windowScene: windowScene)
    }

    /// Linux: no font panel, never visible.
    open class var isFontPanelVisible: Bool { false }

    /// Linux: no font panel to show or hide; does nothing.
    open class func toggleFontPanel(_ sender: Any) {
        FrameworkLog.log("UITextFormattingCoordinator.toggleFontPanel(_:): this system has no font panel; ignored")
    }

    /// The app reports its selection's attributes (`isMultiple`: they vary across it).
    open func setSelectedAttributes(_ attributes: [NSAttributedString.Key: Any], isMultiple flag: Bool) {
        selectedAttributes = attributes
        selectionIsMultiple = flag
    }

    // MARK: UIFontPickerViewControllerDelegate

    /// A picked font becomes a conversion: each run takes the picked font at its own size.
    open func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController) {
        guard let descriptor = viewController.selectedFontDescriptor else { return }
        delegate?.updateTextAttributes { attributes in
            var converted = attributes
            let size = (attributes[.font] as? UIFont)?.pointSize ?? UIFont.systemFontSize
            converted[.font] = UIFont(descriptor: descriptor, size: size)
            return converted
        }
    }

    open func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController) {}
}
