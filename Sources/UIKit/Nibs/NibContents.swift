import Foundation

/// Where a nib's objects come from.
enum NibContents {
    /// A name looked up as `<name>.nib` in `directory` (a compiled storyboard's folder) or the
    /// bundle, then as a class name.
    case named(String, directory: URL?)
    /// An `NSKeyedArchiver` archive.
    case archive(Data, name: String?)
}

/// What a named nib resolved to.
enum ResolvedNib {
    case archive(Data)
    case type(AnyClass)
}
