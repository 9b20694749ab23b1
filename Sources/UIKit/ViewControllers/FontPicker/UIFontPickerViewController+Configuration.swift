import Foundation

extension UIFontPickerViewController {
    /// What a font picker lists and how.
    open class Configuration: NSObject, NSCopying, @unchecked Sendable {
        /// Whether each face is listed (else one row per family).
        open var includeFaces: Bool = false
        /// Whether rows are drawn in the system font (else each in its own font).
        open var displayUsingSystemFont: Bool = false
        /// Only families whose regular face has these traits are listed.
        open var filteredTraits: UIFontDescriptor.SymbolicTraits = []
        /// Kept only: fontconfig's language coverage is not consulted, every family is listed.
        open var filteredLanguagesPredicate: NSPredicate?

        public override init() {
            super.init()
        }

        /// UIKit: a predicate matching fonts that support any of these languages; nil for
        /// none. It matches a list of language codes (Linux Foundation has no predicate
        /// format parser).
        open class func filterPredicate(forFilteredLanguages filteredLanguages: [String]) -> NSPredicate? {
            guard !filteredLanguages.isEmpty else { return nil }
            let wanted = Set(filteredLanguages)
            return NSPredicate { object, _ in
                guard let languages = object as? [String] else { return false }
                return !wanted.isDisjoint(with: languages)
            }
        }

        open func copy(with zone: NSZone? = nil) -> Any {
            let copy = Configuration()
            copy.includeFaces = includeFaces
            copy.displayUsingSystemFont = displayUsingSystemFont
            copy.filteredTraits = filteredTraits
            copy.filteredLanguagesPredicate = filteredLanguagesPredicate
            return copy
        }
    }
}
