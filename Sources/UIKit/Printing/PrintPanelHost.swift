@_spi(Diagnostics) import CoreGraphics

/// Where the printing panels (the print options, the printer picker) are presented from: the
/// top of what is presented over the delegate's parent view controller, or over the key
/// window's root view controller when the delegate names none.
@MainActor
enum PrintPanelHost {
    /// Nil, with a log line naming `api`, when that controller is not in a window.
    static func presenter(parent: UIViewController?, api: String, panel: String) -> UIViewController? {
        guard var presenter = parent ?? UIApplication.shared.keyWindow?.rootViewController,
              presenter.viewIfLoaded?.window != nil else {
            FrameworkLog.log("\(api): no view controller in a window to present \(panel) from")
            return nil
        }
        while let presented = presenter.presentedViewController { presenter = presented }
        return presenter
    }
}
