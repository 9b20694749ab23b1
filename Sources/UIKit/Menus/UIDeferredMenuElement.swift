import Foundation

/// A menu element whose elements are provided later (UIKit): when a menu that contains it is
/// shown, the provider is called and hands over the elements that take its place. Without
/// `uncached(_:)`, the elements are kept after the first call.
@preconcurrency @MainActor
open class UIDeferredMenuElement: UIMenuElement {
    public typealias ElementProvider = (@escaping ([UIMenuElement]) -> Void) -> Void

    private let provider: ElementProvider
    private(set) var caches = true
    private var cached: [UIMenuElement]?
    private var loading = false

    /// UIKit: the provider runs the first time a menu shows the element; its elements are
    /// cached.
    public required convenience init(_ elementProvider: @escaping ElementProvider) {
        self.init(provider: elementProvider)
    }

    init(provider: @escaping ElementProvider) {
        self.provider = provider
        super.init(title: "")
    }

    /// UIKit (iOS 15): the provider runs each time a menu shows the element.
    open class func uncached(_ elementProvider: @escaping ElementProvider) -> Self {
        let element = self.init(elementProvider)
        element.caches = false
        return element
    }

    /// The elements to show now: the cached ones, or the provider's when it answers at once;
    /// none (UIKit shows a loading row) while it has not answered yet.
    func resolvedElements() -> [UIMenuElement] {
        if let cached { return cached }
        guard !loading else { return [] }
        loading = true
        var answered: [UIMenuElement]?
        provider { [weak self] elements in
            answered = elements
            guard let self else { return }
            self.loading = false
            if self.caches { self.cached = elements }
        }
        if let answered, !caches { return answered }
        return cached ?? answered ?? []
    }
}
