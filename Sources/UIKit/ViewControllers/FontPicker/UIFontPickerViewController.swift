/// Lets the user pick a font family (or face) from the installed fonts: iOS's families and
/// the ones fontconfig finds, as `UIFont.familyNames` lists them.
@preconcurrency @MainActor
open class UIFontPickerViewController: UIViewController {
    private let configurationStorage: Configuration
    private let browser = UINavigationController()
    private let listController = FontFamilyListController()

    public init(configuration: UIFontPickerViewController.Configuration = .init()) {
        // UIKit keeps a copy: later changes to the configuration do not affect the picker.
        configurationStorage = configuration.copy() as? Configuration ?? configuration
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        configurationStorage = Configuration()
        super.init(coder: coder)
    }

    open var configuration: UIFontPickerViewController.Configuration {
        configurationStorage.copy() as? Configuration ?? configurationStorage
    }

    open weak var delegate: (any UIFontPickerViewControllerDelegate)?

    /// The font the user picked (or one set before showing the picker, marked in the list).
    open var selectedFontDescriptor: UIFontDescriptor? {
        didSet { listController.reload() }
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        listController.picker = self
        listController.title = "Fonts"
        listController.navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [weak self] _ in
            self?._cancel()
        })
        addChild(browser)
        browser.view.frame = view.bounds
        browser.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(browser.view)
        browser.didMove(toParent: self)
        browser.setViewControllers([listController], animated: false)
    }

    /// One entry per row: a family, or a face with `includeFaces`.
    struct Entry: Equatable {
        let family: String
        /// The face's PostScript name (faces listed), else nil.
        let face: String?
    }

    var entries: [Entry] {
        let configuration = configurationStorage
        var result: [Entry] = []
        for family in UIFont.familyNames {
            guard configuration.includeFaces || !configuration.filteredTraits.isEmpty else {
                result.append(Entry(family: family, face: nil))
                continue
            }
            let faces = UIFont.fontNames(forFamilyName: family)
            if !configuration.filteredTraits.isEmpty {
                let traits = faces.first.flatMap { UIFont(name: $0, size: 17) }?.fontDescriptor.symbolicTraits ?? []
                guard traits.contains(configuration.filteredTraits) else { continue }
            }
            if configuration.includeFaces {
                result += faces.map { Entry(family: family, face: $0) }
            } else {
                result.append(Entry(family: family, face: nil))
            }
        }
        return result
    }

    func descriptor(for entry: Entry) -> UIFontDescriptor {
        if let face = entry.face { return UIFontDescriptor(fontAttributes: [.name: face, .family: entry.family]) }
        return UIFontDescriptor(fontAttributes: [.family: entry.family])
    }

    func isSelected(_ entry: Entry) -> Bool {
        guard let selected = selectedFontDescriptor else { return false }
        if let face = entry.face { return selected.postscriptName == face }
        return selected.object(forKey: .family) as? String == entry.family
    }

    /// UIKit: the picker goes away, then the delegate hears of the pick (assumed order).
    func _pick(_ entry: Entry) {
        selectedFontDescriptor = descriptor(for: entry)
        finish { $0.fontPickerViewControllerDidPickFont(self) }
    }

    func _cancel() {
        finish { $0.fontPickerViewControllerDidCancel(self) }
    }

    private func finish(_ tell: @escaping (any UIFontPickerViewControllerDelegate) -> Void) {
        let delegate = self.delegate
        if let presenter = presentingViewController {
            presenter.dismiss(animated: true) { if let delegate { tell(delegate) } }
        } else if let delegate {
            tell(delegate)
        }
    }
}
