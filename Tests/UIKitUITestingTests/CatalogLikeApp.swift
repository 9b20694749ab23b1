import UIKit

/// A small app whose screens carry the titles that UIKitCatalog UI test suites written for iOS
/// query (a list of screens, alert styles, a date and time picker in wheels, a long scroll
/// view): `PortedSuiteTests` runs a suite of that shape against it in process.
@MainActor
final class CatalogLikeAppDelegate: UIResponder, UIApplicationDelegate, UIApplicationMainDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = UINavigationController(rootViewController: CatalogLikeMenuController())
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

/// The app's first screen: one row per screen, titled "UIKitCatalog" (the back buttons' title).
@MainActor
final class CatalogLikeMenuController: UITableViewController {
    let rows = ["Alert Controller", "Date Picker", "Scrolling"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "UIKitCatalog"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let next: UIViewController = switch indexPath.row {
        case 0: CatalogLikeAlertsController()
        case 1: CatalogLikeDatePickerController()
        default: CatalogLikeScrollingController()
        }
        navigationController?.pushViewController(next, animated: true)
    }
}

/// The alert styles; a row presents an alert titled by it, with an OK button.
@MainActor
final class CatalogLikeAlertsController: UITableViewController {
    let rows = ["Simple", "OK / Cancel", "Three Buttons", "Text Entry", "Secure Text Entry", "Confirm / Cancel", "Destructive"]

    init() {
        super.init(style: .grouped)
        title = "Alert Controllers"
    }

    required init?(coder: NSCoder) { nil }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: false)
        let alert = UIAlertController(title: rows[indexPath.row], message: "Shown by the row", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}

/// A date and time picker in wheels (date, hour, minute, AM/PM), US English.
@MainActor
final class CatalogLikeDatePickerController: UIViewController {
    let picker = UIDatePicker()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Date Picker"
        view.backgroundColor = .systemBackground
        picker.preferredDatePickerStyle = .wheels
        picker.datePickerMode = .dateAndTime
        picker.locale = Locale(identifier: "en_US")
        picker.timeZone = TimeZone(identifier: "UTC")
        picker.date = Date(timeIntervalSince1970: 1_700_000_000)
        picker.frame = CGRect(origin: CGPoint(x: 20, y: 120), size: picker.intrinsicContentSize)
        view.addSubview(picker)
    }
}

/// A scroll view ten screens tall.
@MainActor
final class CatalogLikeScrollingController: UIViewController {
    let scrollView = UIScrollView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Scrolling"
        view.backgroundColor = .systemBackground
        scrollView.frame = view.bounds
        scrollView.accessibilityIdentifier = "long-scroll"
        scrollView.contentSize = CGSize(width: view.bounds.width, height: view.bounds.height * 10)
        view.addSubview(scrollView)
    }
}
