import Foundation

extension UIImage {
    /// What an image is made for (UIKit's `UIImageConfiguration`): a trait collection, and
    /// in `SymbolConfiguration` the size, weight, scale and colors of a symbol image.
    /// Configurations are immutable: the `with…` and `applying` methods return new ones.
    open class Configuration: NSObject, NSCopying, @unchecked Sendable {
        var traitsStorage: UITraitCollection?
        var localeStorage: Locale?

        override init() {
            super.init()
        }

        /// A copy of `other` (the base of every derived configuration).
        @_spi(Platform) public required init(copying other: Configuration) {
            traitsStorage = other.traitsStorage
            localeStorage = other.localeStorage
            super.init()
        }

        /// The traits the image is made for (nil: the traits where it is shown).
        open var traitCollection: UITraitCollection? { traitsStorage }

        /// A copy for `traitCollection`.
        open func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
            let copy = Self(copying: self)
            copy.traitsStorage = traitCollection
            return copy
        }

        /// The locale the image is made for (UIKit, iOS 17: which localized variant of a symbol
        /// is chosen); nil: the app's. Kept with the configuration: symbols here have one
        /// variant.
        open var locale: Locale? { localeStorage }

        /// A copy for `locale` (UIKit, iOS 17).
        open func withLocale(_ locale: Locale?) -> Self {
            let copy = Self(copying: self)
            copy.localeStorage = locale
            return copy
        }

        /// A copy with what `otherConfiguration` specifies on top (its traits when it has any).
        open func applying(_ otherConfiguration: UIImage.Configuration?) -> Self {
            let copy = Self(copying: self)
            if let otherConfiguration { copy.merge(otherConfiguration) }
            return copy
        }

        /// Takes what `other` specifies (subclasses add theirs).
        func merge(_ other: Configuration) {
            if let traits = other.traitsStorage { traitsStorage = traits }
            if let locale = other.localeStorage { localeStorage = locale }
        }

        public func copy(with zone: NSZone? = nil) -> Any { Self(copying: self) }

        nonisolated open override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? Configuration, type(of: other) == type(of: self) else { return false }
            return traitsStorage == other.traitsStorage && localeStorage == other.localeStorage
        }

        nonisolated open override var hash: Int { traitsStorage?.hash ?? 0 }
    }
}
