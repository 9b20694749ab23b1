import UIKit

/// The Catalog's main screen: a row of buttons choosing a screen, the chosen screen's view,
/// and the live event log.
@MainActor
final class CatalogRootViewController: UIViewController {
    let screens: [any CatalogScreen]
    let log: EventLog
    private let bar = UIView()
    private let container = UIView()
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
        view.addSubview(container)
        for (index, screen) in screens.enumerated() {
            let tab = UIButton(type: .system)
            tab.setTitle(screen.screenTitle, for: .normal)
            tab.backgroundColor = .systemGray5
            tab.layer.cornerRadius = 6
            tab.addAction(UIAction { [weak self] _ in self?.select(index) }, for: .primaryActionTriggered)
            bar.addSubview(tab)
            tabs.append(tab)
        }
        select(0)
    }

    override func viewDidLayoutSubviews() {
        let bounds = view.bounds
        bar.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 56)
        container.frame = CGRect(x: 0, y: 56, width: bounds.width, height: max(0, bounds.height - 56))
        let width = (bounds.width - 8 * CGFloat(tabs.count + 1)) / CGFloat(max(tabs.count, 1))
        for (index, tab) in tabs.enumerated() {
            tab.frame = CGRect(x: 8 + CGFloat(index) * (width + 8), y: 8, width: width, height: 40)
        }
        if let screen = current {
            screen.view.frame = container.bounds
        }
        if bounds.size != lastLoggedSize {
            lastLoggedSize = bounds.size
            log.append("layout: \(Int(bounds.width))x\(Int(bounds.height))")
        }
    }

    var current: (any CatalogScreen)? {
        screens.indices.contains(selectedIndex) ? screens[selectedIndex] : nil
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
        screen.view.frame = container.bounds
        screen.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(screen.view)
        screen.didMove(toParent: self)
        for (i, tab) in tabs.enumerated() { tab.isSelected = i == index }
        log.append("screen: \(screen.screenTitle)")
    }
}
