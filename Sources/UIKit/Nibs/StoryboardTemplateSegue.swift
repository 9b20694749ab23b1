import Foundation

/// The segue a storyboard's template makes (UIKit makes private subclasses per kind too):
/// `perform()` shows, shows as detail or presents the destination.
final class StoryboardTemplateSegue: UIStoryboardSegue {
    private let kind: StoryboardSegueTemplate.Kind
    private let sender: Any?

    init(template: StoryboardSegueTemplate, source: UIViewController, destination: UIViewController, sender: Any?) {
        kind = template.kind
        self.sender = sender
        super.init(identifier: template.identifier, source: source, destination: destination)
    }

    override func perform() {
        switch kind {
        case .show: source.show(destination, sender: sender)
        case .showDetail: source.showDetailViewController(destination, sender: sender)
        case .presentation: source.present(destination, animated: true)
        }
    }
}
