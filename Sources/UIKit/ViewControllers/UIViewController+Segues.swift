import Foundation

extension UIViewController {
    /// UIKit: the storyboard makes the destination and the segue, `prepare(for:sender:)` runs,
    /// then the segue performs. `shouldPerformSegue(withIdentifier:sender:)` is not asked.
    func _performSegue(withIdentifier identifier: String, sender: Any?) {
        guard let storyboard = storyboardStorage, let scene = storyboardIdentifierStorage,
              let template = storyboard.segueTemplates[scene]?[identifier] else {
            preconditionFailure("Receiver (<\(String(reflecting: type(of: self))): \(Unmanaged.passUnretained(self).toOpaque())>) has no segue with identifier '\(identifier)'")
        }
        let destination = storyboard.instantiateViewController(withIdentifier: template.destination)
        let segue = StoryboardTemplateSegue(template: template, source: self, destination: destination, sender: sender)
        prepare(for: segue, sender: sender)
        segue.perform()
    }
}
