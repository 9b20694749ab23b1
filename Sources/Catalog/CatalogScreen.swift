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
}
