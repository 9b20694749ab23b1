import Foundation

/// The time between the begin and end of an `os_signpost` interval (XCTest's metric).
/// OpenUIKit: Linux has no os_signpost, so a custom signpost (`init(subsystem:category:name:)`)
/// and UIKit's navigation and scroll signposts never occur and report nothing (XCTest reports
/// nothing without a matching begin and end); `applicationLaunch` measures the launches, as
/// `XCTApplicationLaunchMetric` does.
open class XCTOSSignpostMetric: NSObject, XCTMetric {
    /// The signpost's log subsystem.
    public let subsystem: String
    /// The signpost's log category.
    public let category: String
    /// The signpost's name.
    public let name: String
    private let launch: XCTApplicationLaunchMetric?

    /// A metric of the signpost interval named `name` in `subsystem` and `category`.
    ///
    /// - Parameters:
    ///   - subsystem: The log subsystem of the signpost.
    ///   - category: The log category of the signpost.
    ///   - name: The signpost's name.
    public init(subsystem: String, category: String, name: String) {
        self.subsystem = subsystem
        self.category = category
        self.name = name
        launch = subsystem == "com.apple.dt.xctest" && name == "ApplicationLaunch" ? XCTApplicationLaunchMetric() : nil
        super.init()
    }

    /// The app's launch (deprecated in XCTest for `XCTApplicationLaunchMetric`).
    @available(*, deprecated, message: "Use XCTApplicationLaunchMetric instead")
    open class var applicationLaunch: XCTOSSignpostMetric {
        XCTOSSignpostMetric(subsystem: "com.apple.dt.xctest", category: "signpost", name: "ApplicationLaunch")
    }

    /// UIKit's navigation transitions (no signposts here: reports nothing).
    open class var navigationTransitionMetric: any XCTMetric {
        XCTOSSignpostMetric(subsystem: "com.apple.uikit", category: "NavigationTransition", name: "NavigationTransition")
    }

    /// Navigation transitions an app marks with its own signposts (reports nothing here).
    open class var customNavigationTransitionMetric: any XCTMetric {
        XCTOSSignpostMetric(subsystem: "com.apple.uikit", category: "CustomNavigationTransition", name: "CustomNavigationTransition")
    }

    /// Scroll views decelerating (no signposts here: reports nothing).
    open class var scrollDecelerationMetric: any XCTMetric {
        XCTOSSignpostMetric(subsystem: "com.apple.uikit", category: "Scrolling", name: "Deceleration")
    }

    /// Scroll views dragged (no signposts here: reports nothing).
    open class var scrollDraggingMetric: any XCTMetric {
        XCTOSSignpostMetric(subsystem: "com.apple.uikit", category: "Scrolling", name: "Dragging")
    }

    /// A fresh metric of the same kind, for one iteration (XCTest copies its metrics).
    open func copy(with zone: NSZone? = nil) -> Any {
        XCTOSSignpostMetric(subsystem: subsystem, category: category, name: name)
    }

    /// Reads the counters as the iteration starts.
    open func didStartMeasuring() { launch?.didStartMeasuring() }
    /// Reads the counters as the iteration ends.
    open func didStopMeasuring() { launch?.didStopMeasuring() }

    /// The iteration's measurement (see the class's description).
    ///
    /// - Parameters:
    ///   - startTime: When the iteration's measuring started.
    ///   - endTime: When it stopped.
    /// - Returns: The iteration's measurements.
    open func reportMeasurements(from startTime: XCTPerformanceMeasurementTimestamp,
                                 to endTime: XCTPerformanceMeasurementTimestamp) throws -> [XCTPerformanceMeasurement] {
        try launch?.reportMeasurements(from: startTime, to: endTime) ?? []
    }
}
