import UIKit

/// The Catalog's main screen, as Apple's UIKitCatalog: a navigation controller whose root is
/// the table of screens; selecting a row pushes that screen, its back button (or Escape)
/// pops it. The live event log stays at the bottom.
@MainActor
final class CatalogRootViewController: UIViewController, UINavigationControllerDelegate {
    static let logHeight: CGFloat = 120
    private let entries: [CatalogScreenEntry]
    /// The screens made so far, by row (each is made when first selected).
    private var madeScreens: [(any CatalogScreen)?]
    let log: EventLog
    let listController: CatalogListViewController
    let navigation: UINavigationController
    private lazy var logView = EventLogView(log: log)
    private var lastLoggedSize: CGSize = .zero

    /// The Catalog with every screen made already (the headless walk).
    convenience init(screens: [any CatalogScreen], log: EventLog) {
        self.init(entries: screens.map { screen in CatalogScreenEntry(title: screen.screenTitle) { screen } }, log: log)
        for index in screens.indices { _ = screen(at: index) }
    }

    /// The Catalog making each screen when its row is first selected (the windowed app).
    init(entries: [CatalogScreenEntry], log: EventLog) {
        self.entries = entries
        madeScreens = Array(repeating: nil, count: entries.count)
        self.log = log
        listController = CatalogListViewController(titles: entries.map(\.title))
        navigation = UINavigationController(rootViewController: listController)
        super.init(nibName: nil, bundle: nil)
        title = "OpenUIKit Catalog"
        listController.onSelect = { [weak self] index in self?.select(index, animated: true) }
        navigation.delegate = self
    }

    required init?(coder: NSCoder) {
        entries = []
        madeScreens = []
        log = EventLog()
        listController = CatalogListViewController(titles: [])
        navigation = UINavigationController(rootViewController: listController)
        super.init(coder: coder)
    }

    /// How many screens the list offers.
    var screenCount: Int { entries.count }

    /// The title of row `index`'s screen, without making it.
    func screenTitle(at index: Int) -> String { entries[index].title }

    /// Row `index`'s screen, made (and set up for the Catalog) the first time it is asked for.
    func screen(at index: Int) -> any CatalogScreen {
        if let screen = madeScreens[index] { return screen }
        let screen = entries[index].make()
        precondition(screen.screenTitle == entries[index].title,
                     "CatalogRootViewController: row \(index) is titled \(entries[index].title) but makes \(screen.screenTitle)")
        screen.log = log
        screen.title = screen.screenTitle
        // The screens lay out below the bar (they predate the navigation controller).
        screen.edgesForExtendedLayout = []
        madeScreens[index] = screen
        return screen
    }

    /// The table of screens (the navigation stack's root).
    var list: UITableView { listController.table }

    override func viewDidLoad() {
        view.backgroundColor = .systemGroupedBackground
        addChild(navigation)
        view.addSubview(navigation.view)
        navigation.didMove(toParent: self)
        view.addSubview(logView)
        // The log shows its new lines at the next layout pass: a burst of control events (a
        // tap logs three or four) sets the label's text once.
        log.onChange = { [weak logView] in logView?.setNeedsLayout() }
        log.append("screen: list")
    }

    override func viewDidLayoutSubviews() {
        let bounds = view.bounds
        let logHeight = min(Self.logHeight, max(0, bounds.height - 44) / 3)
        navigation.view.frame = CGRect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - logHeight))
        logView.frame = CGRect(x: 0, y: bounds.height - logHeight, width: bounds.width, height: logHeight)
        if bounds.size != lastLoggedSize {
            lastLoggedSize = bounds.size
            log.append("layout: \(Int(bounds.width))x\(Int(bounds.height))")
        }
    }

    /// The controller is first responder while no view is, so that key presses reach it.
    override var canBecomeFirstResponder: Bool { true }

    /// Ctrl+1 … Ctrl+9 choose a screen, Escape goes back to the list (presses reach the
    /// controller through the responder chain unless a responder before it handles them).
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses {
            guard let key = press.key else { continue }
            if key.keyCode == .keyboardEscape, selectedIndex >= 0 {
                log.append("key: escape")
                showList()
                return
            }
            guard key.modifierFlags.contains(.control) || key.modifierFlags.contains(.command),
                  let digit = Int(key.charactersIgnoringModifiers), (1...max(1, screenCount)).contains(digit) else { continue }
            log.append("key: \(key.modifierFlags.contains(.command) ? "cmd" : "ctrl")+\(digit)")
            select(digit - 1, animated: true)
            return
        }
        super.pressesBegan(presses, with: event)
    }

    /// The screen shown; -1 while the list is.
    var selectedIndex: Int {
        guard let top = navigation.topViewController else { return -1 }
        return madeScreens.firstIndex { $0 === top } ?? -1
    }

    var current: (any CatalogScreen)? {
        madeScreens.indices.contains(selectedIndex) ? madeScreens[selectedIndex] : nil
    }

    /// Shows screen `index`: pushed on the list (another screen shown is popped first).
    func select(_ index: Int, animated: Bool = false) {
        guard entries.indices.contains(index), index != selectedIndex else { return }
        navigation.setViewControllers([listController, screen(at: index)], animated: animated)
    }

    /// Pops back to the table of screens.
    func showList(animated: Bool = true) {
        navigation.popToRootViewController(animated: animated)
    }

    // MARK: Navigation

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        if let screen = viewController as? any CatalogScreen {
            log.append("screen: \(screen.screenTitle)")
        } else {
            log.append("screen: list")
        }
        takeKeysBack()
    }

    /// A screen's first responder resigns when its view leaves the window; then no responder
    /// would see key presses (the window's next responder is the application), so the
    /// controller takes them back.
    private func takeKeysBack() {
        if view.window != nil { _ = becomeFirstResponder() }
    }
}
