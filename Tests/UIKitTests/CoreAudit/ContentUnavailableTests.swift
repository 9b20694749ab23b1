import XCTest
import UIKit
import UIKitTesting

@MainActor
final class ContentUnavailableTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    final class EmptyStateController: UIViewController {
        var states: [UIContentUnavailableConfigurationState] = []
        var events: [String] = []
        var itemCount = 0

        override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
            states.append(state)
            events.append("update")
            if itemCount == 0 {
                var configuration = UIContentUnavailableConfiguration.empty()
                configuration.text = "No Items"
                contentUnavailableConfiguration = configuration
            } else {
                contentUnavailableConfiguration = nil
            }
        }

        override func viewWillLayoutSubviews() {
            super.viewWillLayoutSubviews()
            events.append("willLayout")
        }
    }

    private func unavailableView(in controller: UIViewController) -> UIContentUnavailableView? {
        controller.view.subviews.compactMap { $0 as? UIContentUnavailableView }.first
    }

    private func labels(in view: UIView) -> [UILabel] {
        view.subviews.flatMap { sub -> [UILabel] in (sub as? UILabel).map { [$0] } ?? labels(in: sub) }
    }

    func testFactoryDefaults() async {
        let empty = UIContentUnavailableConfiguration.empty()
        XCTAssertNil(empty.text)
        XCTAssertNil(empty.secondaryText)
        XCTAssertNil(empty.image)
        XCTAssertEqual(empty.alignment, .center)
        XCTAssertTrue(empty.buttonProperties.isEnabled)
        XCTAssertEqual(empty.buttonProperties.role, .normal)
        XCTAssertNil(empty.buttonProperties.primaryAction)
        XCTAssertEqual(UIContentUnavailableConfiguration.Alignment.center.rawValue, 0)
        XCTAssertEqual(UIContentUnavailableConfiguration.Alignment.natural.rawValue, 1)

        let search = UIContentUnavailableConfiguration.search()
        XCTAssertEqual(search.text, "No Results")
        XCTAssertEqual(search.secondaryText, "Check the spelling or try a new search.")
        XCTAssertEqual(search.image?.isSymbolImage, true)

        let loading = UIContentUnavailableConfiguration.loading()
        XCTAssertEqual(loading.text, "Loading…")
        XCTAssertNil(loading.image)
        XCTAssertNotEqual(loading, empty)
        XCTAssertEqual(UIContentUnavailableConfiguration.empty(), empty)
    }

    func testViewCentersTextAndSpacesImageAboveIt() async {
        var configuration = UIContentUnavailableConfiguration.empty()
        configuration.text = "Nothing"
        let view = UIContentUnavailableView(configuration: configuration)
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        view.layoutIfNeeded()
        let label = try? XCTUnwrap(labels(in: view).first)
        XCTAssertEqual(label?.text, "Nothing")
        XCTAssertEqual(label.map { $0.frame.midX } ?? 0, 160, accuracy: 0.001)
        XCTAssertEqual(label.map { $0.frame.midY } ?? 0, 240, accuracy: 0.001)

        configuration.image = UIImage(systemName: "tray")
        configuration.imageToTextPadding = 12
        view.configuration = configuration
        view.layoutIfNeeded()
        let imageView = view.subviews.flatMap { $0.subviews }.compactMap { $0 as? UIImageView }.first { $0.image != nil }
        let textLabel = labels(in: view).first
        XCTAssertNotNil(imageView)
        if let imageView, let textLabel {
            XCTAssertEqual(textLabel.frame.minY - imageView.frame.maxY, 12, accuracy: 0.001)
            XCTAssertEqual(imageView.frame.midX, 160, accuracy: 0.001)
            // The pair is centred vertically as a whole.
            XCTAssertEqual((imageView.frame.minY + textLabel.frame.maxY) / 2, 240, accuracy: 0.001)
        }
        XCTAssertTrue(view.supports(UIContentUnavailableConfiguration.loading()))
        XCTAssertFalse(view.supports(UIListContentConfiguration.cell()))
        XCTAssertTrue(view.isScrollEnabled)
    }

    func testButtonRunsItsPrimaryAction() async {
        var configuration = UIContentUnavailableConfiguration.empty()
        configuration.text = "Offline"
        var button = UIButton.Configuration.filled()
        button.title = "Retry"
        configuration.button = button
        var taps = 0
        configuration.buttonProperties.primaryAction = UIAction { _ in taps += 1 }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let view = UIContentUnavailableView(configuration: configuration)
        view.frame = window.bounds
        window.addSubview(view)
        window.layoutIfNeeded()
        let shown = view.subviews.flatMap { $0.subviews }.compactMap { $0 as? UIButton }
        XCTAssertEqual(shown.count, 1)
        guard let retry = shown.first else { return }
        XCTAssertEqual(retry.configuration?.title, "Retry")
        XCTAssertEqual(retry.frame.midX, 160, accuracy: 0.001)
        InputSimulator(window: window).tap(retry)
        XCTAssertEqual(taps, 1)

        configuration.buttonProperties.isEnabled = false
        view.configuration = configuration
        let disabled = view.subviews.flatMap { $0.subviews }.compactMap { $0 as? UIButton }.first
        XCTAssertEqual(disabled?.isEnabled, false)
    }

    func testLoadingShowsASpinningIndicator() async {
        let view = UIContentUnavailableView(configuration: .loading())
        view.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        view.layoutIfNeeded()
        let indicators = view.subviews.flatMap { $0.subviews }.compactMap { $0 as? UIActivityIndicatorView }
        XCTAssertEqual(indicators.count, 1)
        XCTAssertEqual(indicators.first?.isAnimating, true)
        XCTAssertEqual(indicators.first.map { $0.frame.midX } ?? 0, 100, accuracy: 0.001)
    }

    func testControllerShowsTheConfigurationOverItsViewAndUpdatesBeforeLayout() async {
        let controller = EmptyStateController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        // UIKit: asked once before the first layout.
        XCTAssertEqual(controller.events.prefix(2), ["update", "willLayout"])
        XCTAssertEqual(controller.states.count, 1)
        XCTAssertEqual(controller.states.first?.traitCollection.horizontalSizeClass, controller.traitCollection.horizontalSizeClass)
        XCTAssertNil(controller.states.first?.searchText)
        let shown = unavailableView(in: controller)
        XCTAssertNotNil(shown)
        XCTAssertEqual(shown?.frame, controller.view.bounds)
        XCTAssertEqual((controller.contentUnavailableConfiguration as? UIContentUnavailableConfiguration)?.text, "No Items")

        // A subview added later stays behind the content-unavailable view.
        controller.view.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        controller.view.layoutIfNeeded()
        XCTAssertTrue(controller.view.subviews.last === shown)

        // No update without a request.
        controller.view.setNeedsLayout()
        controller.view.layoutIfNeeded()
        XCTAssertEqual(controller.states.count, 1)

        controller.itemCount = 3
        controller.setNeedsUpdateContentUnavailableConfiguration()
        XCTAssertEqual(controller.states.count, 1)
        controller.view.layoutIfNeeded()
        XCTAssertEqual(controller.states.count, 2)
        XCTAssertNil(controller.contentUnavailableConfiguration)
        XCTAssertNil(unavailableView(in: controller))
    }

    func testStateCarriesTheSearchText() async {
        let controller = UIViewController()
        let search = UISearchController(searchResultsController: nil)
        controller.navigationItem.searchController = search
        search.searchBar.text = "kiwi"
        XCTAssertEqual(controller.contentUnavailableConfigurationState.searchText, "kiwi")
        var state = UIContentUnavailableConfigurationState(traitCollection: UITraitCollection())
        let key = UIConfigurationStateCustomKey("com.example.loaded")
        state[key] = true
        XCTAssertEqual(state[key], AnyHashable(true))
        XCTAssertNil(state.searchText)
    }

    func testSettingTheConfigurationBeforeTheViewLoadsShowsItAtLoad() async {
        let controller = UIViewController()
        controller.contentUnavailableConfiguration = UIContentUnavailableConfiguration.search()
        XCTAssertFalse(controller.isViewLoaded)
        controller.view.frame = CGRect(x: 0, y: 0, width: 300, height: 400)
        controller.view.layoutIfNeeded()
        let shown = unavailableView(in: controller)
        XCTAssertEqual(shown?.frame, CGRect(x: 0, y: 0, width: 300, height: 400))
        XCTAssertEqual(shown?.configuration.text, "No Results")
        controller.contentUnavailableConfiguration = nil
        XCTAssertNil(unavailableView(in: controller))
    }
}
