import UIKit
import UIKitTesting

/// One screen of the Catalog: a view controller plus the scripted interaction the headless
/// run performs on it.
@MainActor
protocol CatalogScreen: UIViewController {
    var screenTitle: String { get }
    var log: EventLog { get set }
    /// Drives a short interaction, as a person would.
    func script(_ input: InputSimulator)
    /// Window sizes the headless walk renders the screen in too, after its script (a screen
    /// whose layout reflows shows it at each size).
    var alternateWindowSizes: [CGSize] { get }
}

extension CatalogScreen {
    var alternateWindowSizes: [CGSize] { [] }
}
