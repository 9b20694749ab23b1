@_spi(Diagnostics) import CoreGraphics
import Foundation

extension UIStoryboard {
    /// UIKit's message for an identifier the storyboard does not contain.
    func missingSceneMessage(_ identifier: String) -> String {
        "Storyboard (<UIStoryboard: \(name)>) doesn't contain a view controller with identifier '\(identifier)'"
    }

    func instantiateScene(_ identifier: String, creator: UIStoryboardViewControllerCreator?, api: String) -> UIViewController {
        guard let nibName = nibNames[identifier] else { preconditionFailure(missingSceneMessage(identifier)) }
        let nib = UINib(contents: .named(nibName, directory: directory), bundle: bundle)
        guard let resolved = nib.resolve() else {
            preconditionFailure("UIStoryboard.\(api): \(nib.missingNibMessage()) (the scene '\(identifier)' of the storyboard '\(name)')")
        }
        let controller: UIViewController
        switch resolved {
        case .archive(let data):
            if creator != nil {
                // Ours: an archived scene is decoded as archived; the creator block, which would
                // need a coder positioned at the scene's controller, is not called.
                FrameworkLog.log("UIStoryboard.\(api): the scene '\(identifier)' is an archive; it is decoded without the creator block")
            }
            let objects = UINib.unarchive(data, name: nibName)
            guard let decoded = objects.first(where: { $0 is UIViewController }) as? UIViewController else {
                preconditionFailure("UIStoryboard.\(api): the nib '\(nibName)' of the scene '\(identifier)' holds no view controller")
            }
            controller = decoded
        case .type(let type):
            guard let sceneType = type as? UIViewController.Type else {
                preconditionFailure("UIStoryboard.\(api): the scene '\(identifier)' names \(type), which is not a UIViewController subclass")
            }
            controller = makeController(sceneType, creator: creator)
        }
        controller.storyboardStorage = self
        controller.storyboardIdentifierStorage = identifier
        return controller
    }

    /// A class-named scene: the creator's controller (given a coder with no values, so
    /// `init(coder:)` gives UIKit's defaults), else one made with `init(nibName: nil, bundle:)`.
    private func makeController(_ sceneType: UIViewController.Type, creator: UIStoryboardViewControllerCreator?) -> UIViewController {
        if let creator {
            let archiver = NSKeyedArchiver(requiringSecureCoding: false)
            archiver.finishEncoding()
            if let coder = try? NSKeyedUnarchiver(forReadingFrom: archiver.encodedData) {
                coder.requiresSecureCoding = false
                coder.decodingFailurePolicy = .setErrorAndReturn
                if let made = creator(coder) {
                    // UIKit: the creator must make the scene's class (or a subclass).
                    precondition(made.isKind(of: sceneType),
                                 "Custom instantiated \(made) must be kind of class \(sceneType)")
                    UINib.awake([made])
                    return made
                }
            }
        }
        let made = ViewControllerFactory.make(sceneType, nibName: nil, bundle: bundle)
        UINib.awake([made])
        return made
    }
}
