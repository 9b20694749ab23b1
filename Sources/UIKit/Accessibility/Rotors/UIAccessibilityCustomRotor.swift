import Foundation

/// A context-sensitive search VoiceOver users run with the rotor (UIKit): "Links" or
/// "Headings" in an article, each step asking `itemSearchBlock` for the item after (or
/// before) the current one. Offer rotors through `accessibilityCustomRotors`.
///
/// Linux has no VoiceOver: nothing runs the searches but your own code and tests, which call
/// `itemSearchBlock` with a `UIAccessibilityCustomRotorSearchPredicate` as VoiceOver would.
@preconcurrency @MainActor
open class UIAccessibilityCustomRotor: NSObject {
    /// UIKit: returns the next (or previous) item from the predicate's current item, or nil
    /// when there is none.
    public typealias Search = (UIAccessibilityCustomRotorSearchPredicate) -> UIAccessibilityCustomRotorItemResult?

    private var attributedNameStorage: NSAttributedString
    private let systemTypeStorage: SystemRotorType

    /// The name VoiceOver reads for the rotor (the attributed name's string). A system rotor
    /// has none of its own.
    open var name: String {
        get { attributedNameStorage.string }
        set {
            attributedNameStorage = NSAttributedString(string: newValue)
            UIApplication.noteInterfaceChange()
        }
    }

    /// The name with attributes (iOS 11); setting it sets `name` to its string.
    open var attributedName: NSAttributedString {
        get { attributedNameStorage }
        set {
            attributedNameStorage = newValue.copy() as? NSAttributedString ?? newValue
            UIApplication.noteInterfaceChange()
        }
    }

    /// Finds the next or previous item.
    open var itemSearchBlock: Search

    /// The kind of content a system rotor searches (iOS 11); `.none` for a named rotor.
    open var systemRotorType: SystemRotorType { systemTypeStorage }

    public init(name: String, itemSearch itemSearchBlock: @escaping Search) {
        attributedNameStorage = NSAttributedString(string: name)
        systemTypeStorage = .none
        self.itemSearchBlock = itemSearchBlock
        super.init()
    }

    public init(attributedName: NSAttributedString, itemSearch itemSearchBlock: @escaping Search) {
        attributedNameStorage = attributedName.copy() as? NSAttributedString ?? attributedName
        systemTypeStorage = .none
        self.itemSearchBlock = itemSearchBlock
        super.init()
    }

    /// A rotor VoiceOver lists under its own name for `type` (iOS 11), searching your content.
    public init(systemType type: SystemRotorType, itemSearch itemSearchBlock: @escaping Search) {
        attributedNameStorage = NSAttributedString(string: "")
        systemTypeStorage = type
        self.itemSearchBlock = itemSearchBlock
        super.init()
    }
}
