import Foundation

/// The simple search suggestion: a label, an optional description and icon (UIKit, iOS 16).
@preconcurrency @MainActor
open class UISearchSuggestionItem: NSObject, UISearchSuggestion {
    private let suggestionStorage: String?
    private let attributedSuggestionStorage: NSAttributedString?
    private let descriptionStorage: String?
    private let iconStorage: UIImage?

    public init(localizedSuggestion suggestion: String, localizedDescription description: String?, iconImage: UIImage?) {
        suggestionStorage = suggestion
        attributedSuggestionStorage = nil
        descriptionStorage = description
        iconStorage = iconImage
        super.init()
    }

    public convenience init(localizedSuggestion suggestion: String) {
        self.init(localizedSuggestion: suggestion, localizedDescription: nil, iconImage: nil)
    }

    public convenience init(localizedSuggestion suggestion: String, localizedDescription description: String?) {
        self.init(localizedSuggestion: suggestion, localizedDescription: description, iconImage: nil)
    }

    /// UIKit: `localizedSuggestion` is the attributed suggestion's string.
    public init(localizedAttributedSuggestion suggestion: NSAttributedString, localizedDescription description: String?,
                iconImage: UIImage?) {
        suggestionStorage = suggestion.string
        attributedSuggestionStorage = suggestion.copy() as? NSAttributedString ?? suggestion
        descriptionStorage = description
        iconStorage = iconImage
        super.init()
    }

    public convenience init(localizedAttributedSuggestion suggestion: NSAttributedString) {
        self.init(localizedAttributedSuggestion: suggestion, localizedDescription: nil, iconImage: nil)
    }

    public convenience init(localizedAttributedSuggestion suggestion: NSAttributedString, localizedDescription description: String?) {
        self.init(localizedAttributedSuggestion: suggestion, localizedDescription: description, iconImage: nil)
    }

    open var localizedSuggestion: String? { suggestionStorage }
    open var localizedAttributedSuggestion: NSAttributedString? { attributedSuggestionStorage }
    open var localizedDescription: String? { descriptionStorage }
    open var iconImage: UIImage? { iconStorage }
    open var representedObject: Any?

    open override var description: String {
        "<UISearchSuggestionItem \"\(suggestionStorage ?? "")\">"
    }
}
