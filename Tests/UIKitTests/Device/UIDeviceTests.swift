import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

@MainActor
final class UIDeviceTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    override func tearDown() async throws {
        UIKitTestEnvironment.reset()
    }

    func testDescribesAPhoneRunningTheImplementedIOSRelease() async throws {
        let device = UIDevice.current
        XCTAssertTrue(device === UIDevice.current)
        // The default headless screen (390 × 844) is a phone.
        XCTAssertEqual(device.userInterfaceIdiom, .phone)
        XCTAssertEqual(device.model, "iPhone")
        XCTAssertEqual(device.localizedModel, "iPhone")
        XCTAssertEqual(device.name, "iPhone")
        XCTAssertEqual(device.systemName, "iOS")
        XCTAssertEqual(device.systemVersion, "26.0")
        XCTAssertTrue(device.isMultitaskingSupported)
        XCTAssertEqual(device.systemVersion.compare("13.0", options: .numeric), .orderedDescending)
    }

    func testAScreenAtLeast600PointsOnItsShorterSideIsAnIPad() async throws {
        let screen = UIScreen.main
        let original = screen.bounds
        defer { screen.updateDisplay(bounds: original, scale: screen.scale) }
        screen.updateDisplay(bounds: CGRect(x: 0, y: 0, width: 1024, height: 768), scale: screen.scale)
        XCTAssertEqual(UIDevice.current.userInterfaceIdiom, .pad)
        XCTAssertEqual(UIDevice.current.model, "iPad")
        XCTAssertEqual(UIDevice.current.systemName, "iPadOS")
    }

    func testDeviceOrientationRawValuesAndPredicates() async throws {
        XCTAssertEqual([UIDeviceOrientation.unknown, .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight,
                        .faceUp, .faceDown].map(\.rawValue), [0, 1, 2, 3, 4, 5, 6])
        let all: [UIDeviceOrientation] = [.unknown, .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight, .faceUp, .faceDown]
        XCTAssertEqual(all.filter(\.isPortrait), [.portrait, .portraitUpsideDown])
        XCTAssertEqual(all.filter(\.isLandscape), [.landscapeLeft, .landscapeRight])
        XCTAssertEqual(all.filter(\.isFlat), [.faceUp, .faceDown])
        XCTAssertEqual(all.filter(\.isValidInterfaceOrientation), [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight])
        // The device turned left shows the interface turned right: the raw values bridge them.
        XCTAssertEqual(UIInterfaceOrientation(rawValue: UIDeviceOrientation.landscapeLeft.rawValue), .landscapeRight)
        XCTAssertEqual(UIInterfaceOrientation(rawValue: UIDeviceOrientation.landscapeRight.rawValue), .landscapeLeft)
        XCTAssertEqual(UIInterfaceOrientation(rawValue: UIDeviceOrientation.portrait.rawValue), .portrait)
        XCTAssertNil(UIInterfaceOrientation(rawValue: UIDeviceOrientation.faceUp.rawValue))
    }

    func testOrientationIsUnknownUntilNotificationsAreGeneratedAndCallsNest() async throws {
        let device = UIDevice.current
        XCTAssertFalse(device.isGeneratingDeviceOrientationNotifications)
        XCTAssertEqual(device.orientation, .unknown)
        device.beginGeneratingDeviceOrientationNotifications()
        device.beginGeneratingDeviceOrientationNotifications()
        XCTAssertTrue(device.isGeneratingDeviceOrientationNotifications)
        XCTAssertEqual(device.orientation, .portrait)
        device.endGeneratingDeviceOrientationNotifications()
        XCTAssertTrue(device.isGeneratingDeviceOrientationNotifications)
        device.endGeneratingDeviceOrientationNotifications()
        XCTAssertFalse(device.isGeneratingDeviceOrientationNotifications)
        XCTAssertEqual(device.orientation, .unknown)
        // An extra end is harmless.
        device.endGeneratingDeviceOrientationNotifications()
        device.beginGeneratingDeviceOrientationNotifications()
        XCTAssertTrue(device.isGeneratingDeviceOrientationNotifications)
    }

    func testAWiderDisplayTurnsTheOrientationAndPostsWhileGenerating() async throws {
        let device = UIDevice.current
        let screen = UIScreen.main
        let original = screen.bounds
        defer { screen.updateDisplay(bounds: original, scale: screen.scale) }
        let recorder = NotificationCounter(UIDevice.orientationDidChangeNotification)
        defer { recorder.stop() }
        // Not generating: no notification.
        screen.updateDisplay(bounds: CGRect(x: 0, y: 0, width: 1280, height: 800), scale: screen.scale)
        XCTAssertEqual(recorder.count, 0)
        device.beginGeneratingDeviceOrientationNotifications()
        XCTAssertEqual(device.orientation, .landscapeLeft)
        screen.updateDisplay(bounds: CGRect(x: 0, y: 0, width: 800, height: 1280), scale: screen.scale)
        XCTAssertEqual(device.orientation, .portrait)
        XCTAssertEqual(recorder.count, 1)
        XCTAssertEqual(recorder.objects, [ObjectIdentifier(device)])
        // Same aspect, another size: the orientation stays, nothing is posted.
        screen.updateDisplay(bounds: CGRect(x: 0, y: 0, width: 700, height: 1200), scale: screen.scale)
        XCTAssertEqual(recorder.count, 1)
    }

    func testProximityMonitoringStaysOffWithoutASensor() async throws {
        let device = UIDevice.current
        device.isProximityMonitoringEnabled = true
        XCTAssertFalse(device.isProximityMonitoringEnabled)
        XCTAssertFalse(device.proximityState)
        XCTAssertEqual(UIDevice.proximityStateDidChangeNotification.rawValue, "UIDeviceProximityStateDidChangeNotification")
    }

    func testNotificationNames() async throws {
        XCTAssertEqual(UIDevice.orientationDidChangeNotification.rawValue, "UIDeviceOrientationDidChangeNotification")
        XCTAssertEqual(UIDevice.batteryStateDidChangeNotification.rawValue, "UIDeviceBatteryStateDidChangeNotification")
        XCTAssertEqual(UIDevice.batteryLevelDidChangeNotification.rawValue, "UIDeviceBatteryLevelDidChangeNotification")
        XCTAssertEqual(deviceNotificationNamesFromAnyContext().count, 4)
    }

    func testIdentifierForVendorIsStableAndMadeFromTheMachineAndVendor() async throws {
        let machineID = try? String(contentsOfFile: "/etc/machine-id", encoding: .utf8)
        let identifier = UIDevice.current.identifierForVendor
        if machineID == nil, (try? String(contentsOfFile: "/var/lib/dbus/machine-id", encoding: .utf8)) == nil {
            XCTAssertNil(identifier)
            return
        }
        let first = try XCTUnwrap(identifier)
        XCTAssertEqual(UIDevice.current.identifierForVendor, first)
        // An RFC 9562 version 8 UUID.
        let text = first.uuidString
        XCTAssertEqual(Array(text)[14], "8")
        XCTAssertTrue("89AB".contains(Array(text)[19]))
        XCTAssertEqual(text.count, 36)
    }

    // MARK: Battery

    private func makePowerSupplies(capacity: String, status: String, type: String = "Battery") throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-power-\(UUID().uuidString)")
        try writeSupply(root: root, name: "BAT0", type: type, capacity: capacity, status: status)
        let mains = root.appendingPathComponent("AC")
        try FileManager.default.createDirectory(at: mains, withIntermediateDirectories: true)
        try "Mains\n".write(to: mains.appendingPathComponent("type"), atomically: true, encoding: .utf8)
        return root
    }

    private func writeSupply(root: URL, name: String, type: String, capacity: String, status: String) throws {
        let folder = root.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "\(type)\n".write(to: folder.appendingPathComponent("type"), atomically: true, encoding: .utf8)
        try "\(capacity)\n".write(to: folder.appendingPathComponent("capacity"), atomically: true, encoding: .utf8)
        try "\(status)\n".write(to: folder.appendingPathComponent("status"), atomically: true, encoding: .utf8)
    }

    func testBatteryReadsMinusOneAndUnknownUntilMonitored() async throws {
        let root = try makePowerSupplies(capacity: "57", status: "Discharging")
        defer { try? FileManager.default.removeItem(at: root) }
        UIKitTestEnvironment.setPowerSupplyDirectory(root.path)
        let device = UIDevice.current
        XCTAssertFalse(device.isBatteryMonitoringEnabled)
        XCTAssertEqual(device.batteryLevel, -1)
        XCTAssertEqual(device.batteryState, .unknown)
        device.isBatteryMonitoringEnabled = true
        XCTAssertEqual(device.batteryLevel, 0.57)
        XCTAssertEqual(device.batteryState, .unplugged)
        device.isBatteryMonitoringEnabled = false
        XCTAssertEqual(device.batteryLevel, -1)
        XCTAssertEqual(device.batteryState, .unknown)
    }

    func testBatteryStatesFromLinuxStatus() async throws {
        let device = UIDevice.current
        let cases: [(String, String, UIDevice.BatteryState, Float)] = [
            ("80", "Charging", .charging, 0.8), ("100", "Full", .full, 1), ("40", "Not charging", .charging, 0.4),
            ("100", "Not charging", .full, 1), ("12", "Unknown", .unknown, 0.12), ("", "Discharging", .unplugged, -1),
        ]
        for (capacity, status, state, level) in cases {
            let root = try makePowerSupplies(capacity: capacity, status: status)
            defer { try? FileManager.default.removeItem(at: root) }
            UIKitTestEnvironment.setPowerSupplyDirectory(root.path)
            device.isBatteryMonitoringEnabled = true
            XCTAssertEqual(device.batteryState, state, status)
            XCTAssertEqual(device.batteryLevel, level, capacity)
            device.isBatteryMonitoringEnabled = false
        }
        // A desktop: mains only, no battery.
        let root = try makePowerSupplies(capacity: "90", status: "Charging", type: "UPS")
        defer { try? FileManager.default.removeItem(at: root) }
        UIKitTestEnvironment.setPowerSupplyDirectory(root.path)
        device.isBatteryMonitoringEnabled = true
        XCTAssertEqual(device.batteryState, .unknown)
        XCTAssertEqual(device.batteryLevel, -1)
    }

    func testBatteryChangesArePostedAtTheNextCheck() async throws {
        let root = try makePowerSupplies(capacity: "57", status: "Discharging")
        defer { try? FileManager.default.removeItem(at: root) }
        UIKitTestEnvironment.setPowerSupplyDirectory(root.path)
        let device = UIDevice.current
        let states = NotificationCounter(UIDevice.batteryStateDidChangeNotification)
        let levels = NotificationCounter(UIDevice.batteryLevelDidChangeNotification)
        defer { states.stop(); levels.stop() }
        device.isBatteryMonitoringEnabled = true

        try writeSupply(root: root, name: "BAT0", type: "Battery", capacity: "58", status: "Charging")
        ManualClock.advance(by: 9.9)
        XCTAssertEqual(device.batteryLevel, 0.57)
        XCTAssertEqual(states.count + levels.count, 0)
        ManualClock.advance(by: 0.1)
        XCTAssertEqual(device.batteryLevel, 0.58)
        XCTAssertEqual(device.batteryState, .charging)
        XCTAssertEqual(states.count, 1)
        XCTAssertEqual(levels.count, 1)

        // Nothing changed: nothing posted.
        ManualClock.advance(by: 10)
        XCTAssertEqual(states.count, 1)
        XCTAssertEqual(levels.count, 1)

        try writeSupply(root: root, name: "BAT0", type: "Battery", capacity: "59", status: "Charging")
        ManualClock.advance(by: 10)
        XCTAssertEqual(states.count, 1)
        XCTAssertEqual(levels.count, 2)

        // Off: no more checks.
        device.isBatteryMonitoringEnabled = false
        try writeSupply(root: root, name: "BAT0", type: "Battery", capacity: "100", status: "Full")
        ManualClock.advance(by: 30)
        XCTAssertEqual(states.count, 1)
        XCTAssertEqual(levels.count, 2)
    }
}

/// Counts the posts of one notification name, with their objects.
@MainActor
final class NotificationCounter {
    private(set) var objects: [ObjectIdentifier?] = []
    private var observer: NSObjectProtocol?
    var count: Int { objects.count }

    init(_ name: Notification.Name) {
        observer = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
            let object = (note.object as AnyObject?).map(ObjectIdentifier.init)
            MainActor.assumeIsolated { self?.objects.append(object) }
        }
    }

    func stop() {
        if let observer { NotificationCenter.default.removeObserver(observer) }
        observer = nil
    }
}

/// iOS observes the device's notifications from any context: the names are nonisolated.
nonisolated func deviceNotificationNamesFromAnyContext() -> [Notification.Name] {
    [UIDevice.orientationDidChangeNotification, UIDevice.batteryLevelDidChangeNotification,
     UIDevice.batteryStateDidChangeNotification, UIDevice.proximityStateDidChangeNotification]
}
