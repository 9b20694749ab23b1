import Foundation

/// An object wrapping a nib's contents, instantiated as often as needed (UIKit).
///
/// Linux has no Interface Builder compiler, so a nib here is one of:
/// - a file `<name>.nib` in the bundle (or the data given to `init(data:bundle:)`) holding an
///   `NSKeyedArchiver` archive whose root object is the nib's one top-level object or an
///   array of them (views archive with their subviews, constraints and gesture recognizers);
/// - failing that, a porting aid: a name that names a `UIView` or `UIViewController`
///   subclass (module-qualified, or found in the module of the owner, of the table or
///   collection view registering the nib and of its data source and delegate, or of the main
///   executable) instantiates that class from code — `init(style:reuseIdentifier:)` for a
///   table cell, `init(reuseIdentifier:)` for a header/footer view, `init(frame: .zero)` for
///   other views, `init(nibName: nil, bundle:)` for a controller — and sends it
///   `awakeFromNib()`, so a class that builds its UI in code can stay registered by nib.
/// Compiled Interface Builder nibs (Apple's binary format) cannot be read: a precondition
/// says so. Outlets, actions and the owner's connections have no archive form here.
@preconcurrency @MainActor
open class UINib: NSObject {
    let contents: NibContents
    let bundle: Bundle
    /// Objects whose modules are searched for a class named like the nib.
    var lookupContext: [AnyObject] = []

    init(contents: NibContents, bundle: Bundle) {
        self.contents = contents
        self.bundle = bundle
        super.init()
    }

    /// The nib `name` (no extension) in `bundleOrNil` (the main bundle when nil). UIKit reads
    /// the file when the nib is first instantiated, not here: a missing nib is reported then.
    public convenience init(nibName name: String, bundle bundleOrNil: Bundle?) {
        let bundle = bundleOrNil ?? .main
        self.init(contents: .named(name, directory: nil), bundle: bundle)
    }

    /// A nib from data (an `NSKeyedArchiver` archive, see the class comment); `bundleOrNil`
    /// is where its resources are looked up.
    public convenience init(data: Data, bundle bundleOrNil: Bundle?) {
        self.init(contents: .archive(data, name: nil), bundle: bundleOrNil ?? .main)
    }

    /// Makes a new set of the nib's objects and returns its top-level objects. Every object
    /// made gets `awakeFromNib()` once all are made (UIKit).
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        _instantiate(withOwner: ownerOrNil, options: optionsOrNil, reuseIdentifier: nil)
    }
}
