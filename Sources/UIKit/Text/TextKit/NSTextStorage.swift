import Foundation

/// Attributed text that tells its layout managers about every edit (TextKit). The characters
/// and attributes are the inherited `NSMutableAttributedString` storage; every mutating
/// method reports its change with `edited(_:range:changeInLength:)`, and edits made between
/// `beginEditing()` and `endEditing()` are processed once, at the end.
///
/// A subclass may override the mutating primitives (`replaceCharacters(in:with:)`,
/// `setAttributes(_:range:)`) and call `super` plus `edited`; one that keeps its own backing
/// store is not supported: Linux Foundation reads the inherited storage directly in its other
/// methods.
open class NSTextStorage: NSMutableAttributedString {
    /// Held weakly: each layout manager holds its storage (see `NSLayoutManager.textStorage`).
    private var layoutManagerReferences: [WeakLayoutManager] = []
    private var layoutManagerList: [NSLayoutManager] { layoutManagerReferences.compactMap(\.manager) }
    private var editingDepth = 0
    /// Whether `processEditing()` is running (edits made by the delegate then are kept for it).
    private var isProcessing = false

    /// The kinds of change since the last processing.
    open private(set) var editedMask: NSTextStorage.EditActions = []
    /// The range the changes cover, in the current text. UIKit: `NSNotFound` when nothing changed.
    open private(set) var editedRange = NSRange(location: NSNotFound, length: 0)
    /// The change in length since the last processing.
    open private(set) var changeInLength = 0

    open weak var delegate: (any NSTextStorageDelegate)?

    public convenience init() {
        self.init(string: "")
    }

    /// The layout managers laying out this text (those still alive: see `NSLayoutManager.textStorage`).
    open var layoutManagers: [NSLayoutManager] { layoutManagerList }

    open func addLayoutManager(_ aLayoutManager: NSLayoutManager) {
        guard !layoutManagerList.contains(where: { $0 === aLayoutManager }) else { return }
        aLayoutManager.textStorage?.removeLayoutManager(aLayoutManager)
        layoutManagerReferences.removeAll { $0.manager == nil }
        layoutManagerReferences.append(WeakLayoutManager(manager: aLayoutManager))
        aLayoutManager.textStorage = self
    }

    open func removeLayoutManager(_ aLayoutManager: NSLayoutManager) {
        guard let index = layoutManagerReferences.firstIndex(where: { $0.manager === aLayoutManager }) else { return }
        layoutManagerReferences.remove(at: index)
        if aLayoutManager.textStorage === self { aLayoutManager.textStorage = nil }
    }

    // MARK: Editing

    open override func beginEditing() {
        editingDepth += 1
    }

    open override func endEditing() {
        guard editingDepth > 0 else { return }
        editingDepth -= 1
        if editingDepth == 0, !editedMask.isEmpty, !isProcessing { processEditing() }
    }

    /// Records a change: `editedRange` is the range of the new characters (or of the changed
    /// attributes), `delta` the change in length. Processed at once outside an editing block.
    open func edited(_ editedMask: NSTextStorage.EditActions, range editedRange: NSRange, changeInLength delta: Int) {
        if self.editedMask.isEmpty {
            self.editedRange = editedRange
            changeInLength = delta
        } else {
            // The earlier range, moved by this change where it lies after its start.
            var earlier = self.editedRange
            if NSMaxRange(earlier) > editedRange.location - (delta < 0 ? delta : 0) {
                earlier.length = max(0, earlier.length + delta)
            }
            if earlier.location > editedRange.location { earlier.location = max(editedRange.location, earlier.location + delta) }
            self.editedRange = NSUnionRange(earlier, editedRange)
            changeInLength += delta
        }
        self.editedMask.formUnion(editedMask)
        if editingDepth == 0, !isProcessing { processEditing() }
    }

    /// Tells the delegate (will, then did process editing, each with its notification), then
    /// the layout managers, which invalidate their layout; then forgets the changes.
    open func processEditing() {
        isProcessing = true
        NotificationCenter.default.post(name: NSTextStorage.willProcessEditingNotification, object: self)
        delegate?.textStorage(self, willProcessEditing: editedMask, range: editedRange, changeInLength: changeInLength)
        delegate?.textStorage(self, didProcessEditing: editedMask, range: editedRange, changeInLength: changeInLength)
        NotificationCenter.default.post(name: NSTextStorage.didProcessEditingNotification, object: self)
        isProcessing = false
        let mask = editedMask, range = editedRange, delta = changeInLength
        editedMask = []
        editedRange = NSRange(location: NSNotFound, length: 0)
        changeInLength = 0
        // UIKit: the invalidated range is the edited range (attribute fixing adds nothing here).
        for manager in layoutManagerList {
            manager.processEditing(for: self, edited: mask, range: range, changeInLength: delta, invalidatedRange: range)
        }
    }

    /// UIKit: false (attributes are fixed as they change).
    open var fixesAttributesLazily: Bool { false }

    open func invalidateAttributes(in range: NSRange) {}

    open func ensureAttributesAreFixed(in range: NSRange) {}

    // MARK: Primitives and the other mutations, each reporting its change

    open override func replaceCharacters(in range: NSRange, with str: String) {
        super.replaceCharacters(in: range, with: str)
        let length = str.utf16.count
        edited(.editedCharacters, range: NSRange(location: range.location, length: length), changeInLength: length - range.length)
    }

    open override func replaceCharacters(in range: NSRange, with attrString: NSAttributedString) {
        super.replaceCharacters(in: range, with: attrString)
        let length = attrString.length
        edited([.editedCharacters, .editedAttributes], range: NSRange(location: range.location, length: length),
               changeInLength: length - range.length)
    }

    open override func setAttributes(_ attrs: [NSAttributedString.Key: Any]?, range: NSRange) {
        super.setAttributes(attrs, range: range)
        edited(.editedAttributes, range: range, changeInLength: 0)
    }

    open override func addAttribute(_ name: NSAttributedString.Key, value: Any, range: NSRange) {
        super.addAttribute(name, value: value, range: range)
        edited(.editedAttributes, range: range, changeInLength: 0)
    }

    open override func addAttributes(_ attrs: [NSAttributedString.Key: Any], range: NSRange) {
        super.addAttributes(attrs, range: range)
        edited(.editedAttributes, range: range, changeInLength: 0)
    }

    open override func removeAttribute(_ name: NSAttributedString.Key, range: NSRange) {
        super.removeAttribute(name, range: range)
        edited(.editedAttributes, range: range, changeInLength: 0)
    }

    open override func insert(_ attrString: NSAttributedString, at loc: Int) {
        replaceCharacters(in: NSRange(location: loc, length: 0), with: attrString)
    }

    open override func append(_ attrString: NSAttributedString) {
        replaceCharacters(in: NSRange(location: length, length: 0), with: attrString)
    }

    open override func deleteCharacters(in range: NSRange) {
        replaceCharacters(in: range, with: "")
    }

    open override func setAttributedString(_ attrString: NSAttributedString) {
        replaceCharacters(in: NSRange(location: 0, length: length), with: attrString)
    }
}

extension NSTextStorage {
    /// The kinds of change an edit makes (UIKit's raw values).
    public struct EditActions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let editedAttributes = EditActions(rawValue: 1 << 0)
        public static let editedCharacters = EditActions(rawValue: 1 << 1)
    }

    public static let willProcessEditingNotification = NSNotification.Name("NSTextStorageWillProcessEditingNotification")
    public static let didProcessEditingNotification = NSNotification.Name("NSTextStorageDidProcessEditingNotification")
}
