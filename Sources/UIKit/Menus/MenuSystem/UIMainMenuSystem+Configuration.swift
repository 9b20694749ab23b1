import Foundation

extension UIMainMenuSystem {
    /// iOS 26: which standard element groups the main menu has (`setBuildConfiguration(_:buildHandler:)`).
    /// Each is `.automatic` at first. OpenUIKit's standard menu has the new-scene, printing,
    /// finding, toolbar and text-formatting groups unless removed, and the document and sidebar
    /// groups (empty, for the app's commands) when included; the inspector preference is kept.
    @preconcurrency @MainActor
    open class Configuration: NSObject, @preconcurrency NSCopying {
        open var newScenePreference: UIMenuSystem.ElementGroupPreference = .automatic
        open var documentPreference: UIMenuSystem.ElementGroupPreference = .automatic
        open var printingPreference: UIMenuSystem.ElementGroupPreference = .automatic
        open var findingPreference: UIMenuSystem.ElementGroupPreference = .automatic
        /// How the Find elements are made, should they be in the menu.
        open private(set) var findingConfiguration = UIMenuSystem.FindElementGroupConfiguration()
        open var toolbarPreference: UIMenuSystem.ElementGroupPreference = .automatic
        open var sidebarPreference: UIMenuSystem.ElementGroupPreference = .automatic
        open var inspectorPreference: UIMenuSystem.ElementGroupPreference = .automatic
        open var textFormattingPreference: UIMenuSystem.ElementGroupPreference = .automatic

        public override init() {
            super.init()
        }

        open func copy(with zone: NSZone? = nil) -> Any {
            let copy = Configuration()
            copy.newScenePreference = newScenePreference
            copy.documentPreference = documentPreference
            copy.printingPreference = printingPreference
            copy.findingPreference = findingPreference
            copy.findingConfiguration.style = findingConfiguration.style
            copy.toolbarPreference = toolbarPreference
            copy.sidebarPreference = sidebarPreference
            copy.inspectorPreference = inspectorPreference
            copy.textFormattingPreference = textFormattingPreference
            return copy
        }
    }
}
