import XCTest
import UIKit

/// iOS call sites of the controls, text views and Auto Layout members the API diff against
/// Apple's documentation added (session 12) compile in Swift 6 mode and keep what they set.
@MainActor
final class Swift6ModeControlsAPIDiffTests: XCTestCase {
    /// A control overriding the context-menu hooks and the primary action, as iOS code does.
    private final class MenuControl: UIControl {
        private(set) var performed = 0
        override func performPrimaryAction() {
            performed += 1
            super.performPrimaryAction()
        }
        override func menuAttachmentPoint(for configuration: UIContextMenuConfiguration) -> CGPoint {
            CGPoint(x: bounds.midX, y: bounds.maxY)
        }
        override func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                             previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
            super.contextMenuInteraction(interaction, previewForHighlightingMenuWithConfiguration: configuration)
        }
        override func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                             previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
            super.contextMenuInteraction(interaction, previewForDismissingMenuWithConfiguration: configuration)
        }
        override func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                             animator: (any UIContextMenuInteractionAnimating)?) {
            super.contextMenuInteraction(interaction, willDisplayMenuFor: configuration, animator: animator)
        }
        override func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                             animator: (any UIContextMenuInteractionAnimating)?) {
            super.contextMenuInteraction(interaction, willEndFor: configuration, animator: animator)
        }
        override var isSymbolAnimationEnabled: Bool {
            get { super.isSymbolAnimationEnabled }
            set { super.isSymbolAnimationEnabled = newValue }
        }
    }

    /// A button overriding the per-state symbol configuration members.
    private final class SymbolButton: UIButton {
        override func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: UIControl.State) {
            super.setPreferredSymbolConfiguration(configuration, forImageIn: state)
        }
        override func preferredSymbolConfigurationForImage(in state: UIControl.State) -> UIImage.SymbolConfiguration? {
            super.preferredSymbolConfigurationForImage(in: state)
        }
        override var currentPreferredSymbolConfiguration: UIImage.SymbolConfiguration? { super.currentPreferredSymbolConfiguration }
        override var isHeld: Bool { super.isHeld }
        override var preferredMenuElementOrder: UIContextMenuConfiguration.ElementOrder {
            get { super.preferredMenuElementOrder }
            set { super.preferredMenuElementOrder = newValue }
        }
        override var behavioralStyle: UIBehavioralStyle { super.behavioralStyle }
    }

    private final class Spinner: UIActivityIndicatorView {
        override var isAnimating: Bool { super.isAnimating }
    }

    private final class Dots: UIPageControl {
        override var defersCurrentPageDisplay: Bool {
            get { super.defersCurrentPageDisplay }
            set { super.defersCurrentPageDisplay = newValue }
        }
        override func updateCurrentPageDisplay() { super.updateCurrentPageDisplay() }
        override var interactionState: UIPageControl.InteractionState { super.interactionState }
    }

    private final class Guide: UILayoutGuide {
        override weak var owningView: UIView? {
            get { super.owningView }
            set { super.owningView = newValue }
        }
        override func exerciseAmbiguityInLayout() { super.exerciseAmbiguityInLayout() }
    }

    private final class Screen: UIResponder {
        override func updateUserActivityState(_ activity: NSUserActivity) {
            activity.addUserInfoEntries(from: ["screen": "home"])
        }
        override func restoreUserActivityState(_ activity: NSUserActivity) {}
        override func captureTextFromCamera(_ sender: Any?) {}
        override func printContent(_ sender: Any?) {}
        override var textInputMode: UITextInputMode? { super.textInputMode }
        override var userActivity: NSUserActivity? {
            get { super.userActivity }
            set { super.userActivity = newValue }
        }
    }

    private final class Editor: UITextView {
        override var clearsOnInsertion: Bool {
            get { super.clearsOnInsertion }
            set { super.clearsOnInsertion = newValue }
        }
        override var interactionState: Any {
            get { super.interactionState }
            set { super.interactionState = newValue }
        }
        override func updateTextAttributes(conversionHandler: ([NSAttributedString.Key: Any]) -> [NSAttributedString.Key: Any]) {
            super.updateTextAttributes(conversionHandler: conversionHandler)
        }
    }

    func testControlCallSitesCompileAndKeepTheirValues() async {
        let control = MenuControl(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        control.performPrimaryAction()
        XCTAssertEqual(control.performed, 1)
        let configuration = UIContextMenuConfiguration(identifier: nil, previewProvider: nil, actionProvider: nil)
        XCTAssertEqual(control.menuAttachmentPoint(for: configuration), CGPoint(x: 20, y: 20))
        control.isSymbolAnimationEnabled = false
        XCTAssertFalse(control.isSymbolAnimationEnabled)

        let button = SymbolButton(type: .system)
        button.setPreferredSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 20), forImageIn: .normal)
        XCTAssertNotNil(button.currentPreferredSymbolConfiguration)
        button.preferredMenuElementOrder = .priority
        XCTAssertEqual(button.preferredMenuElementOrder, .priority)
        XCTAssertFalse(button.isHeld)
        button.preferredBehavioralStyle = .pad
        XCTAssertEqual(button.behavioralStyle, .pad)
        let system = UIButton.systemButton(with: UIImage(), target: nil, action: nil)
        XCTAssertEqual(system.buttonType, .system)
        var style = UIButton.Configuration.plain()
        style.macIdiomStyle = .borderlessTinted
        style.activityIndicatorColorTransformer = nil
        style.imageReservation = 24
        XCTAssertEqual(style.imageReservation, 24)
        XCTAssertEqual(style.macIdiomStyle, .borderlessTinted)

        let slider = UISlider()
        slider.preferredBehavioralStyle = .automatic
        XCTAssertEqual(slider.behavioralStyle, .pad)
        let toggle = UISwitch()
        toggle.offImage = nil
        XCTAssertNil(toggle.offImage)
        XCTAssertFalse(Spinner(style: .large).isAnimating)
        let dots = Dots()
        dots.defersCurrentPageDisplay = true
        dots.updateCurrentPageDisplay()
        XCTAssertEqual(dots.interactionState, .none)
    }

    func testTextLayoutAndResponderCallSitesCompileAndKeepTheirValues() async {
        let editor = Editor()
        editor.clearsOnInsertion = true
        XCTAssertTrue(editor.clearsOnInsertion)
        let state = editor.interactionState
        editor.interactionState = state
        editor.updateTextAttributes { $0 }

        let guide = Guide()
        let view = UIView()
        view.addLayoutGuide(guide)
        XCTAssertTrue(guide.owningView === view)
        guide.exerciseAmbiguityInLayout()

        let activity = NSUserActivity(activityType: "com.example.home")
        activity.title = "Home"
        activity.isEligibleForHandoff = false
        activity.requiredUserInfoKeys = ["screen"]
        let screen = Screen()
        screen.userActivity = activity
        activity.needsSave = true
        activity.becomeCurrent()
        XCTAssertEqual(activity.userInfo?["screen"] as? String, "home")
        activity.resignCurrent()
        screen.captureTextFromCamera(nil)
        screen.restoreUserActivityState(activity)
        screen.printContent(nil)
        XCTAssertNil(screen.textInputMode)
        XCTAssertEqual(UITextField().textInputMode?.primaryLanguage?.isEmpty, false)
        XCTAssertFalse(UITextInputMode.activeInputModes.isEmpty)
    }
}
