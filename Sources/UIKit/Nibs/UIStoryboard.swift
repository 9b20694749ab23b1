import Foundation

/// Makes a storyboard scene's view controller on demand (UIKit).
public typealias UIStoryboardViewControllerCreator = (NSCoder) -> UIViewController?

/// A storyboard: named scenes, each a view controller made from its nib (UIKit).
///
/// Linux has no Interface Builder compiler. A storyboard here is what Xcode's compiler
/// writes, `<name>.storyboardc`, a folder in the bundle with an `Info.plist` naming the
/// entry point (`UIStoryboardDesignatedEntryPointIdentifier`) and mapping identifiers to
/// nib names (`UIViewControllerIdentifiersToNibNames`); each nib is read as `UINib` reads
/// one: `<nib>.nib` in the folder or the bundle (an `NSKeyedArchiver` archive whose root is
/// the scene's controller), else a `UIViewController` subclass of that name made with
/// `init(nibName: nil, bundle:)`. So a port can keep its storyboard calls with a small
/// `Info.plist` naming controller classes. Segues come from the optional
/// `OpenUIKitSegues` key (see `UIViewController.performSegue(withIdentifier:sender:)`).
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    let name: String
    let bundle: Bundle
    let directory: URL
    let entryPointIdentifier: String?
    let nibNames: [String: String]
    /// Source scene identifier → segue identifier → the segue's template.
    let segueTemplates: [String: [String: StoryboardSegueTemplate]]

    init(name: String, bundle: Bundle, directory: URL, info: [String: Any]) {
        self.name = name
        self.bundle = bundle
        self.directory = directory
        entryPointIdentifier = info["UIStoryboardDesignatedEntryPointIdentifier"] as? String
        nibNames = info["UIViewControllerIdentifiersToNibNames"] as? [String: String] ?? [:]
        segueTemplates = StoryboardSegueTemplate.templates(from: info["OpenUIKitSegues"])
        super.init()
    }

    /// The storyboard `name` (no extension) in `storyboardBundleOrNil` (the main bundle when
    /// nil). A missing storyboard is UIKit's error, at this call.
    public convenience init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        let bundle = storyboardBundleOrNil ?? .main
        guard let directory = bundle.url(forResource: name, withExtension: "storyboardc") else {
            preconditionFailure("Could not find a storyboard named '\(name)' in bundle NSBundle <\(bundle.bundlePath)> (loaded)")
        }
        let infoURL = directory.appendingPathComponent("Info.plist")
        guard let data = try? Data(contentsOf: infoURL),
              let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil),
              let info = plist as? [String: Any] else {
            preconditionFailure("UIStoryboard(name:bundle:): the storyboard '\(name)' has no readable Info.plist at \(infoURL.path)")
        }
        self.init(name: name, bundle: bundle, directory: directory, info: info)
    }

    /// The entry point's controller, or nil when the storyboard names none.
    open func instantiateInitialViewController() -> UIViewController? {
        instantiateInitialViewController(creator: nil as UIStoryboardViewControllerCreator?)
    }

    /// The entry point's controller; `block` may make it with the scene's coder (it must call
    /// `init(coder:)` with it); when it returns nil the storyboard makes the controller.
    open func instantiateInitialViewController(creator block: UIStoryboardViewControllerCreator?) -> UIViewController? {
        guard let identifier = entryPointIdentifier else { return nil }
        return instantiateScene(identifier, creator: block, api: "instantiateInitialViewController(creator:)")
    }

    /// The controller of the scene `identifier`. An identifier the storyboard does not
    /// contain is UIKit's error.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        instantiateViewController(withIdentifier: identifier, creator: nil)
    }

    open func instantiateViewController(withIdentifier identifier: String,
                                        creator block: UIStoryboardViewControllerCreator?) -> UIViewController {
        instantiateScene(identifier, creator: block, api: "instantiateViewController(withIdentifier:creator:)")
    }

    /// The Swift refinement: the entry point's controller as `ViewController`.
    public func instantiateInitialViewController<ViewController: UIViewController>(
        creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController? {
        let controller = instantiateInitialViewController(creator: creator.map { block -> UIStoryboardViewControllerCreator in { coder in block(coder) } })
        return controller.map { Self.cast($0, api: "instantiateInitialViewController(creator:)") }
    }

    /// The Swift refinement: the scene `identifier`'s controller as `ViewController`.
    public func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController {
        let controller = instantiateViewController(withIdentifier: identifier, creator: creator.map { block -> UIStoryboardViewControllerCreator in { coder in block(coder) } })
        return Self.cast(controller, api: "instantiateViewController(identifier:creator:)")
    }

    private static func cast<ViewController: UIViewController>(_ controller: UIViewController, api: String) -> ViewController {
        guard let typed = controller as? ViewController else {
            preconditionFailure("UIStoryboard.\(api): the scene's controller is a \(type(of: controller)), not a \(ViewController.self)")
        }
        return typed
    }
}
