import UIKit

/// The Catalog's main screen, as Apple's UIKitCatalog: a table of the screens; selecting a
/// row shows that screen under a bar with a back button (a plain one until navigation
/// controllers exist). The live event log stays at the bottom.
@MainActor
final class CatalogRootViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    static let barHeight: CGFloat = 56
    static let logHeight: CGFloat = 120
    static let cellIdentifier = "Screen"
    let screens: [any CatalogScreen]
    let log: EventLog
    private let bar = UIView()
    private let titleLabel = UILabel()
    private let backButton = UIButton(type: .system)
    private let container = UIView()
    /// The table of screens, shown while no screen is.
    let list = UITableView(frame: .zero, style: .plain)
    private lazy var logView = EventLogView(log: log)
    /// The screen shown; -1 while the list is.
    private(set) var selectedIndex = -1
    private var lastLoggedSize: CGSize = .zero

    init(screens: [any CatalogScreen], log: EventLog) {
        self.screens = screens
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = "OpenUIKit Catalog"
        for screen in screens { screen.log = log }
    }

    required init?(coder: NSCoder) {
        screens = []
        log = EventLog()
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        view.backgroundColor = .systemGroupedBackground
        bar.backgroundColor = .secondarySystemGroupedBackground
        view.addSubview(bar)
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        bar.addSubview(titleLabel)
        backButton.setTitle("‹ Catalog", for: .normal)
        backButton.titleLabel?.font = .systemFont(ofSize: 17)
        backButton.addAction(UIAction { [weak self] _ in self?.showList() }, for: .primaryActionTriggered)
        bar.addSubview(backButton)
        container.backgroundColor = .systemBackground
        container.clipsToBounds = true
        view.addSubview(container)
        view.addSubview(logView)
        log.onChange = { [weak logView] in logView?.refresh() }
        list.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        list.dataSource = self
        list.delegate = self
        // Keyboard navigation: Tab reaches the list, the arrows move between its rows and
        // Return opens the focused one.
        list.allowsFocus = true
        showList()
    }

    override func viewDidLayoutSubviews() {
        let bounds = view.bounds
        let logHeight = min(Self.logHeight, max(0, bounds.height - Self.barHeight) / 3)
        bar.frame = CGRect(x: 0, y: 0, width: bounds.width, height: Self.barHeight)
        let backWidth = backButton.intrinsicContentSize.width + 16
        backButton.frame = CGRect(x: 8, y: 8, width: backWidth, height: 40)
        titleLabel.frame = CGRect(x: backWidth + 16, y: 8, width: max(0, bounds.width - 2 * (backWidth + 16)), height: 40)
        container.frame = CGRect(x: 0, y: Self.barHeight, width: bounds.width,
                                 height: max(0, bounds.height - Self.barHeight - logHeight))
        logView.frame = CGRect(x: 0, y: bounds.height - logHeight, width: bounds.width, height: logHeight)
        // The shown content fills the container (no autoresizing: a container without a size
        // yet would collapse the screens' own autoresizing views).
        (current?.view ?? list).frame = container.bounds
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
                  let digit = Int(key.charactersIgnoringModifiers), (1...screens.count).contains(digit) else { continue }
            log.append("key: \(key.modifierFlags.contains(.command) ? "cmd" : "ctrl")+\(digit)")
            select(digit - 1)
            return
        }
        super.pressesBegan(presses, with: event)
    }

    var current: (any CatalogScreen)? {
        screens.indices.contains(selectedIndex) ? screens[selectedIndex] : nil
    }

    /// Shows screen `index` in place of the list.
    func select(_ index: Int) {
        guard screens.indices.contains(index), index != selectedIndex else { return }
        removeShownContent()
        takeKeysBack()
        selectedIndex = index
        let screen = screens[index]
        addChild(screen)
        if !container.bounds.isEmpty { screen.view.frame = container.bounds }
        container.addSubview(screen.view)
        screen.didMove(toParent: self)
        titleLabel.text = screen.screenTitle
        backButton.isHidden = false
        log.append("screen: \(screen.screenTitle)")
    }

    /// Shows the table of screens.
    func showList() {
        guard selectedIndex >= 0 || list.superview == nil else { return }
        removeShownContent()
        takeKeysBack()
        selectedIndex = -1
        if !container.bounds.isEmpty { list.frame = container.bounds }
        container.addSubview(list)
        titleLabel.text = title
        backButton.isHidden = true
        log.append("screen: list")
    }

    /// A screen's first responder resigns when its view leaves the window; then no responder
    /// would see key presses (the window's next responder is the application), so the
    /// controller takes them back.
    private func takeKeysBack() {
        if view.window != nil { _ = becomeFirstResponder() }
    }

    private func removeShownContent() {
        if let old = current {
            old.willMove(toParent: nil)
            old.view.removeFromSuperview()
            old.removeFromParent()
        }
        list.removeFromSuperview()
    }

    // MARK: The list

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { screens.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        cell.textLabel?.text = screens[indexPath.row].screenTitle
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: false)
        select(indexPath.row)
    }
}
