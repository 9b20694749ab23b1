import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

@MainActor
final class DeviceRotationTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    override func tearDown() async throws {
        UIKitTestEnvironment.reset()
    }

    /// Records what rotation tells a controller, into a shared log.
    final class RecordingController: UIViewController {
        let label: String
        let log: Log
        var supported: UIInterfaceOrientationMask = .allButUpsideDown
        var forwardsToChildren = true

        init(_ label: String, log: Log) {
            self.label = label
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { supported }

        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            log.entries.append("\(label) willTransition \(Int(size.width))x\(Int(size.height)) view \(Int(view.bounds.width))")
            coordinator.animate(alongsideTransition: { [self] _ in
                log.entries.append("\(label) alongside view \(Int(view.bounds.width))")
            }, completion: { [self] context in
                log.entries.append("\(label) completion \(context.isCancelled)")
            })
            if forwardsToChildren { super.viewWillTransition(to: size, with: coordinator) }
        }

        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            log.entries.append("\(label) traits \(traitCollection.verticalSizeClass == .compact ? "compact" : "regular") height")
        }
    }

    @MainActor final class Log { var entries: [String] = [] }

    private func makeWindow(log: Log) -> (UIWindow, RecordingController, RecordingController) {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let root = RecordingController("root", log: log)
        let child = RecordingController("child", log: log)
        root.addChild(child)
        root.view.addSubview(child.view)
        child.view.frame = root.view.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        child.didMove(toParent: root)
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, root, child)
    }

    func testRotatingToLandscapeSwapsTheScreenAndResizesTheWindowInUIKitsOrder() async throws {
        let log = Log()
        let (window, root, child) = makeWindow(log: log)
        let device = UIDevice.current
        device.beginGeneratingDeviceOrientationNotifications()
        let token = NotificationCenter.default.addObserver(forName: UIDevice.orientationDidChangeNotification, object: nil,
                                                           queue: nil) { _ in
            MainActor.assumeIsolated { log.entries.append("notification \(UIDevice.current.orientation.rawValue)") }
        }
        defer { NotificationCenter.default.removeObserver(token) }

        UIKitTestEnvironment.rotate(to: .landscapeLeft)

        XCTAssertEqual(device.orientation, .landscapeLeft)
        XCTAssertEqual(UIScreen.main.bounds, CGRect(x: 0, y: 0, width: 844, height: 390))
        XCTAssertEqual(window.frame, CGRect(x: 0, y: 0, width: 844, height: 390))
        XCTAssertEqual(root.view.frame, CGRect(x: 0, y: 0, width: 844, height: 390))
        XCTAssertEqual(child.view.frame, CGRect(x: 0, y: 0, width: 844, height: 390))
        XCTAssertEqual(root.traitCollection.verticalSizeClass, .compact)
        XCTAssertEqual(root.traitCollection.horizontalSizeClass, .compact)
        XCTAssertEqual(log.entries, [
            "notification 3",
            "root willTransition 844x390 view 390",
            "child willTransition 844x390 view 390",
            "root traits compact height",
            "child traits compact height",
            "root alongside view 844",
            "child alongside view 844",
            "root completion false",
            "child completion false",
        ])

        // Back to portrait.
        log.entries = []
        UIKitTestEnvironment.rotate(to: .portrait)
        XCTAssertEqual(device.orientation, .portrait)
        XCTAssertEqual(window.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(root.traitCollection.verticalSizeClass, .regular)
        XCTAssertEqual(log.entries.first, "notification 1")
        XCTAssertEqual(log.entries[1], "root willTransition 390x844 view 844")
        XCTAssertEqual(log.entries.count, 9)
    }

    func testAFlatOrUnsupportedOrientationTurnsTheDeviceButNotTheInterface() async throws {
        let log = Log()
        let (window, root, _) = makeWindow(log: log)
        let device = UIDevice.current
        device.beginGeneratingDeviceOrientationNotifications()
        let counter = NotificationCounter(UIDevice.orientationDidChangeNotification)
        defer { counter.stop() }

        UIKitTestEnvironment.rotate(to: .faceUp)
        XCTAssertEqual(device.orientation, .faceUp)
        XCTAssertEqual(counter.count, 1)
        // An iPhone's view controllers support all but upside down.
        UIKitTestEnvironment.rotate(to: .portraitUpsideDown)
        XCTAssertEqual(device.orientation, .portraitUpsideDown)
        XCTAssertEqual(counter.count, 2)
        // Landscape not supported by the top view controller.
        root.supported = .portrait
        UIKitTestEnvironment.rotate(to: .landscapeRight)
        XCTAssertEqual(device.orientation, .landscapeRight)
        XCTAssertEqual(counter.count, 3)
        XCTAssertEqual(UIScreen.main.bounds.size, CGSize(width: 390, height: 844))
        XCTAssertEqual(window.bounds.size, CGSize(width: 390, height: 844))
        XCTAssertEqual(log.entries, [])
        // The same orientation again: nothing posted.
        UIKitTestEnvironment.rotate(to: .landscapeRight)
        XCTAssertEqual(counter.count, 3)
    }

    func testNotificationsOnlyWhileGeneratingAndAnOverrideWithoutSuperStopsTheChildren() async throws {
        let log = Log()
        let (window, root, _) = makeWindow(log: log)
        root.forwardsToChildren = false
        let counter = NotificationCounter(UIDevice.orientationDidChangeNotification)
        defer { counter.stop() }

        UIKitTestEnvironment.rotate(to: .landscapeRight)
        XCTAssertEqual(counter.count, 0)
        XCTAssertEqual(UIDevice.current.orientation, .unknown)
        XCTAssertEqual(window.bounds.size, CGSize(width: 844, height: 390))
        XCTAssertEqual(log.entries.filter { $0.contains("willTransition") }, ["root willTransition 844x390 view 390"])
        XCTAssertEqual(log.entries.filter { $0.contains("completion") }, ["root completion false"])
    }

    func testTheCoordinatorDescribesAnUnanimatedQuarterTurn() async throws {
        final class Probe: UIViewController {
            var contexts: [(Bool, TimeInterval, CGAffineTransform, Bool)] = []
            var addedLate: Bool?
            var coordinator: (any UIViewControllerTransitionCoordinator)?
            override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
                self.coordinator = coordinator
                contexts.append((coordinator.isAnimated, coordinator.transitionDuration, coordinator.targetTransform,
                                 coordinator.containerView === view.window))
            }
        }
        let window = UIWindow(frame: UIScreen.main.bounds)
        let probe = Probe()
        window.rootViewController = probe
        window.makeKeyAndVisible()
        UIKitTestEnvironment.rotate(to: .landscapeLeft)
        XCTAssertEqual(probe.contexts.count, 1)
        let (animated, duration, transform, container) = try XCTUnwrap(probe.contexts.first)
        XCTAssertFalse(animated)
        XCTAssertEqual(duration, 0)
        XCTAssertTrue(container)
        // Portrait to an interface turned right: a quarter turn clockwise of the content.
        XCTAssertEqual(transform.a, 0, accuracy: 1e-12)
        XCTAssertEqual(transform.b, -1, accuracy: 1e-12)
        XCTAssertEqual(transform.c, 1, accuracy: 1e-12)
        XCTAssertEqual(transform.d, 0, accuracy: 1e-12)
        // Once the transition is over, blocks are refused.
        XCTAssertEqual(probe.coordinator?.animate(alongsideTransition: { _ in }), false)
    }

    func testTheFixedCoordinateSpaceStaysPortraitUp() async throws {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        window.addSubview(view)
        let screen = UIScreen.main
        XCTAssertEqual(view.convert(view.bounds, to: screen.fixedCoordinateSpace), CGRect(x: 10, y: 20, width: 100, height: 50))

        // Turned left (the Home button on the right): the interface's top-left corner is the
        // device's top-right one.
        UIKitTestEnvironment.rotate(to: .landscapeLeft)
        XCTAssertEqual(screen.coordinateSpace.bounds, CGRect(x: 0, y: 0, width: 844, height: 390))
        XCTAssertEqual(screen.fixedCoordinateSpace.bounds, CGRect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(view.convert(view.bounds, to: screen.fixedCoordinateSpace), CGRect(x: 320, y: 10, width: 50, height: 100))
        XCTAssertEqual(view.convert(CGPoint(x: 370, y: 10), from: screen.fixedCoordinateSpace), CGPoint(x: 0, y: 0))
        XCTAssertEqual(screen.coordinateSpace.convert(CGPoint(x: 844, y: 390), to: screen.fixedCoordinateSpace), CGPoint(x: 0, y: 844))

        // Turned right: the interface's top-left corner is the device's bottom-left one.
        UIKitTestEnvironment.rotate(to: .landscapeRight)
        XCTAssertEqual(view.convert(view.bounds, to: screen.fixedCoordinateSpace), CGRect(x: 20, y: 734, width: 50, height: 100))
        XCTAssertEqual(screen.fixedCoordinateSpace.convert(CGPoint(x: 20, y: 834), to: view), CGPoint(x: 0, y: 0))
    }

    func testResetTurnsTheScreenBack() async throws {
        UIKitTestEnvironment.rotate(to: .landscapeLeft)
        XCTAssertEqual(UIScreen.main.bounds.size, CGSize(width: 844, height: 390))
        UIKitTestEnvironment.reset()
        XCTAssertEqual(UIScreen.main.bounds.size, CGSize(width: 390, height: 844))
        UIDevice.current.beginGeneratingDeviceOrientationNotifications()
        XCTAssertEqual(UIDevice.current.orientation, .portrait)
        XCTAssertEqual(UIDevice.current.userInterfaceIdiom, .phone)
    }
}

/// iOS code as written for iOS: the existential without `any`, a trailing completion closure,
/// the results discarded, the device read as apps read it.
@MainActor
final class PortedRotationTests: XCTestCase {
    final class PortedController: UIViewController {
        var events: [String] = []

        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }

        override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            let isLandscape = size.width > size.height
            coordinator.animate(alongsideTransition: nil) { [weak self] _ in
                self?.events.append(isLandscape ? "landscape" : "portrait")
            }
            coordinator.animate(alongsideTransition: { _ in })
            if UIDevice.current.userInterfaceIdiom == .phone, UIDevice.current.orientation.isLandscape {
                events.append("phone turned \(UIDevice.current.orientation == .landscapeLeft ? "left" : "right")")
            }
        }
    }

    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    override func tearDown() async throws {
        UIKitTestEnvironment.reset()
    }

    func testPortedControllerHearsTheRotation() async throws {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let controller = PortedController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        UIDevice.current.beginGeneratingDeviceOrientationNotifications()
        defer { UIDevice.current.endGeneratingDeviceOrientationNotifications() }
        UIKitTestEnvironment.rotate(to: .landscapeRight)
        UIKitTestEnvironment.rotate(to: .portraitUpsideDown)
        XCTAssertEqual(controller.events, ["phone turned right", "landscape", "portrait"])
        XCTAssertEqual(window.bounds.size, CGSize(width: 390, height: 844))
        XCTAssertEqual(UIInterfaceOrientation(rawValue: UIDevice.current.orientation.rawValue), .portraitUpsideDown)
    }
}
