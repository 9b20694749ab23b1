import Foundation

/// The document behind TextKit 2 layout: it holds the text layout managers laying it out.
/// `NSTextContentStorage` is the concrete one (over an `NSTextStorage`).
open class NSTextContentManager: NSObject {
    private var managers: [NSTextLayoutManager] = []

    public override init() {
        super.init()
    }

    open var textLayoutManagers: [NSTextLayoutManager] { managers }

    /// Asked which elements to give out. UIKit declares `NSTextContentStorage.delegate` as an
    /// `NSTextContentStorageDelegate`; Swift cannot narrow an overridden property's type, so a
    /// content storage's delegate is this one (a storage delegate is one).
    open weak var delegate: (any NSTextContentManagerDelegate)?

    /// The layout manager that edits and selection follow (the first added, by default).
    open weak var primaryTextLayoutManager: NSTextLayoutManager?

    open func addTextLayoutManager(_ textLayoutManager: NSTextLayoutManager) {
        guard !managers.contains(where: { $0 === textLayoutManager }) else { return }
        textLayoutManager.textContentManager?.removeTextLayoutManager(textLayoutManager)
        managers.append(textLayoutManager)
        textLayoutManager.textContentManager = self
        if primaryTextLayoutManager == nil { primaryTextLayoutManager = textLayoutManager }
        connect(textLayoutManager)
    }

    open func removeTextLayoutManager(_ textLayoutManager: NSTextLayoutManager) {
        guard let index = managers.firstIndex(where: { $0 === textLayoutManager }) else { return }
        managers.remove(at: index)
        if textLayoutManager.textContentManager === self { textLayoutManager.textContentManager = nil }
        if primaryTextLayoutManager === textLayoutManager { primaryTextLayoutManager = managers.first }
        disconnect(textLayoutManager)
    }

    /// The whole document. The base class has no text: an empty range.
    open var documentRange: NSTextRange { NSTextRange(location: TextContentLocation(0)) }

    /// Runs `transaction`, whose edits are laid out once at its end.
    open func performEditingTransaction(_ transaction: () -> Void) {
        hasEditingTransaction = true
        defer { hasEditingTransaction = false }
        transaction()
    }

    open private(set) var hasEditingTransaction = false

    /// Calls `block` with each element from the one holding `textLocation` (the document's
    /// start when nil) to the end, or backwards from the one before it with `.reverse`, until
    /// it returns false. Returns the edge of the last element enumerated (nil when none). The
    /// base class has no elements.
    @discardableResult
    open func enumerateTextElements(from textLocation: (any NSTextLocation)?,
                                    options: NSTextContentManager.EnumerationOptions = [],
                                    using block: (NSTextElement) -> Bool) -> (any NSTextLocation)? {
        let all = elements()
        guard !all.isEmpty else { return nil }
        let reverse = options.contains(.reverse)
        let offset = textLocation.map(TextContentLocation.offset(of:)) ?? 0
        let containing = all.lastIndex { TextContentLocation.offset(of: $0.elementRange!.location) <= offset } ?? 0
        let order: [Int] = reverse ? Array((0..<(textLocation == nil ? all.count : containing)).reversed())
            : Array(containing..<all.count)
        var edge: (any NSTextLocation)?
        for index in order {
            let element = all[index]
            edge = reverse ? element.elementRange?.location : element.elementRange?.endLocation
            if let delegate, !delegate.textContentManager(self, shouldEnumerate: element, options: options) { continue }
            if !block(element) { break }
        }
        return edge
    }

    /// The document's elements in order, each with its `elementRange` (none in the base class).
    func elements() -> [NSTextElement] { [] }

    /// The text storage layout reads (nil in the base class).
    var backingStorage: NSTextStorage? { nil }

    func connect(_ manager: NSTextLayoutManager) {}

    func disconnect(_ manager: NSTextLayoutManager) {}
}
