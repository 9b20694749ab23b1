import UIKit

/// The Catalog's main screen: a bar of buttons choosing a screen, the chosen screen, and the
/// live event log at the bottom.
@MainActor
final class CatalogRootViewController: UIViewController {
    static let barHeight: CGFloat = 56
    static let logHeight: CGFloat = 120
    let screens: [any CatalogScreen]
    let log: EventLog
    private let bar = UIView()
    private let container = UIView()
    private lazy var logView = EventLogView(log: log)
    private var tabs: [UIButton] = []
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
        container.backgroundColor = .systemBackground
        container.clipsToBounds = true
        view.addSubview(container)
        view.addSubview(logView)
        log.onChange = { [weak logView] in logView?.refresh() }
        for (index, screen) in screens.enumerated() {
            let tab = UIButton(type: .system)
            tab.setTitle(screen.screenTitle, for: .normal)
            tab.setTitleColor(.white, for: .selected)
            tab.titleLabel?.font = .systemFont(ofSize: 14, weight: .medium)
            tab.layer.cornerRadius = 8
            tab.addAction(UIAction { [weak self] _ in self?.select(index) }, for: .primaryActionTriggered)
            bar.addSubview(tab)
            tabs.append(tab)
        }
        select(0)
    }

    override func viewDidLayoutSubviews() {
        let bounds = view.bounds
        let logHeight = min(Self.logHeight, max(0, bounds.height - Self.barHeight) / 3)
        bar.frame = CGRect(x: 0, y: 0, width: bounds.width, height: Self.barHeight)
        container.frame = CGRect(x: 0, y: Self.barHeight, width: bounds.width,
                                 height: max(0, bounds.height - Self.barHeight - logHeight))
        logView.frame = CGRect(x: 0, y: bounds.height - logHeight, width: bounds.width, height: logHeight)
        // Each tab as wide as its title, the rest of the bar shared equally.
        // A narrow window: smaller titles, so that every tab fits.
        let gaps = 6 * CGFloat(tabs.count + 1)
        var natural: [CGFloat] = []
        for size in [14, 12, 11] as [CGFloat] {
            for tab in tabs where tab.titleLabel?.font.pointSize != size {
                tab.titleLabel?.font = .systemFont(ofSize: size, weight: .medium)
            }
            natural = tabs.map { $0.intrinsicContentSize.width }
            if natural.reduce(0, +) + gaps <= bounds.width { break }
        }
        let spare = max(0, bounds.width - 6 * CGFloat(tabs.count + 1) - natural.reduce(0, +)) / CGFloat(max(tabs.count, 1))
        var x: CGFloat = 6
        for (index, tab) in tabs.enumerated() {
            tab.frame = CGRect(x: x, y: 8, width: natural[index] + spare, height: 40)
            x += natural[index] + spare + 6
        }
        if let screen = current {
            screen.view.frame = container.bounds
        }
        if bounds.size != lastLoggedSize {
            lastLoggedSize = bounds.size
            log.append("layout: \(Int(bounds.width))x\(Int(bounds.height))")
        }
    }

    /// The controller is first responder while no view is, so that key presses reach it.
    override var canBecomeFirstResponder: Bool { true }

    /// Ctrl+1 … Ctrl+9 choose a screen (presses reach the controller through the responder
    /// chain unless a responder before it handles them).
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses {
            guard let key = press.key, key.modifierFlags.contains(.control) || key.modifierFlags.contains(.command),
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

    /// The tab button of screen `index` (end-to-end tests click it).
    func tab(at index: Int) -> UIButton? {
        tabs.indices.contains(index) ? tabs[index] : nil
    }

    func select(_ index: Int) {
        guard screens.indices.contains(index), index != selectedIndex else { return }
        if let old = current {
            old.view.removeFromSuperview()
            old.removeFromParent()
        }
        selectedIndex = index
        let screen = screens[index]
        addChild(screen)
        // The screen fills the container; viewDidLayoutSubviews keeps it so (no autoresizing:
        // a container without a size yet would collapse the screen's own autoresizing views).
        if !container.bounds.isEmpty { screen.view.frame = container.bounds }
        container.addSubview(screen.view)
        screen.didMove(toParent: self)
        for (i, tab) in tabs.enumerated() {
            tab.isSelected = i == index
            tab.backgroundColor = i == index ? .systemBlue : .systemGray5
        }
        log.append("screen: \(screen.screenTitle)")
    }
}
