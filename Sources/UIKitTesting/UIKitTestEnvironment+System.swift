@_spi(Platform) @_spi(Diagnostics) import UIKit

// What the system does to an app, on demand (there is no system here to do it).
extension UIKitTestEnvironment {
    /// Low memory, as the Simulator's "Simulate Memory Warning": the app delegate's
    /// `applicationDidReceiveMemoryWarning(_:)`, the `didReceiveMemoryWarningNotification`
    /// observers and every view controller in the app's windows
    /// (`didReceiveMemoryWarning()`) hear of it.
    public static func simulateMemoryWarning() {
        UIApplication.shared.receiveMemoryWarning()
    }

    /// How many background tasks the app began (`beginBackgroundTask`) and has not ended: a
    /// test that code ends every task it begins.
    public static var runningBackgroundTaskCount: Int {
        UIApplication.shared.runningBackgroundTaskCount
    }
}
