import Foundation

/// The system dictionary's definition of a term (UIKit). Linux has no system dictionary:
/// `dictionaryHasDefinition(forTerm:)` is false and the controller shows a plain "No
/// definition found" screen for its term with Done, which dismisses it.
@preconcurrency @MainActor
open class UIReferenceLibraryViewController: UIViewController {
    /// Linux: false (no dictionaries are installed for UIKit to look in).
    open class func dictionaryHasDefinition(forTerm term: String) -> Bool { false }

    private let term: String

    /// A controller showing the definition of `term`.
    public init(term: String) {
        self.term = term
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        term = ""
        super.init(coder: coder)
    }

    /// The label that says no definition was found (tests read it).
    private(set) var messageLabel: UILabel?

    open override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .systemBackground
        let done = UIButton(type: .system)
        done.setTitle("Done", for: .normal)
        done.titleLabel?.font = .boldSystemFont(ofSize: 17)
        done.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .touchUpInside)
        let label = UILabel()
        label.text = "No definition found for \u{201C}\(term)\u{201D}."
        label.textColor = .secondaryLabel
        label.textAlignment = .center
        label.numberOfLines = 0
        for subview in [done, label] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            done.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 8),
            done.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            label.centerYAnchor.constraint(equalTo: root.safeAreaLayoutGuide.centerYAnchor),
            label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
        ])
        messageLabel = label
        view = root
    }
}
