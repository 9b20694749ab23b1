import UIKit

/// iOS pointer and tool tip code as apps write it: a card that lifts under the pointer.
final class PointerCardView: UIView, UIPointerInteractionDelegate {
    private(set) var enteredRegions = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        addInteraction(UIPointerInteraction(delegate: self))
        addInteraction(UIToolTipInteraction(defaultToolTip: "A card"))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                            defaultRegion: UIPointerRegion) -> UIPointerRegion? {
        UIPointerRegion(rect: bounds.insetBy(dx: 4, dy: 4), identifier: "card")
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        let style = UIPointerStyle(effect: .lift(UITargetedPreview(view: self)), shape: .roundedRect(frame, radius: 12))
        style.accessories = [.arrow(.top), .arrow(.bottom)]
        return style
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
                            animator: UIPointerInteractionAnimating) {
        enteredRegions += 1
        animator.addAnimations { self.alpha = 0.95 }
    }
}

/// iOS find code as apps write it: a notes screen whose text view finds and whose own view
/// searches the text view through a find interaction.
final class NotesViewController: UIViewController, UIFindInteractionDelegate {
    let textView = UITextView()
    let searchButton = UIButton(type: .system)
    lazy var notesFindInteraction = UIFindInteraction(sessionDelegate: self)

    override func viewDidLoad() {
        super.viewDidLoad()
        textView.isFindInteractionEnabled = true
        view.addSubview(textView)
        view.addInteraction(notesFindInteraction)
        searchButton.isPointerInteractionEnabled = true
        searchButton.pointerStyleProvider = { _, effect, shape in
            UIPointerStyle(effect: effect, shape: shape)
        }
        searchButton.toolTip = "Search notes"
        searchButton.isSpringLoaded = true
        view.addSubview(searchButton)
    }

    func findInteraction(_ interaction: UIFindInteraction, sessionFor view: UIView) -> UIFindSession? {
        let session = UITextSearchingFindSession(searchableObject: textView)
        session.searchResultDisplayStyle = .total
        return session
    }

    func findInteraction(_ interaction: UIFindInteraction, didEnd session: UIFindSession) {
        textView.clearAllDecoratedFoundText()
    }
}
