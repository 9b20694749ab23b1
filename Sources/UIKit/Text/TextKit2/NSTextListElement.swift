import Foundation

/// A list item of a TextKit 2 document (iOS 16): its list, its own text (`contents`), the
/// attributes of its marker and the items nested in it. Its `attributedString` is the item as
/// laid out: the marker (the list's `marker(forItemNumber:)` between tabs, "\t•\t", as UIKit
/// writes list markers into text) in `markerAttributes`, then the contents.
open class NSTextListElement: NSTextParagraph {
    private let list: NSTextList
    private let itemContents: NSAttributedString?
    private let itemMarkerAttributes: [NSAttributedString.Key: Any]?
    private let children: [NSTextListElement]
    private weak var enclosing: NSTextListElement?

    public init(parentElement parent: NSTextListElement?, textList: NSTextList, contents: NSAttributedString?,
                markerAttributes: [NSAttributedString.Key: Any]? = nil, childElements children: [NSTextListElement]?) {
        list = textList
        itemContents = contents
        itemMarkerAttributes = markerAttributes
        self.children = children ?? []
        enclosing = parent
        super.init(attributedString: NSTextListElement.itemText(list: textList, number: textList.startingItemNumber,
                                                                contents: contents, markerAttributes: markerAttributes))
        for child in self.children { child.enclosing = self }
    }

    /// An item with `contents` (no parent).
    public convenience init(contents: NSAttributedString, markerAttributes: [NSAttributedString.Key: Any]? = nil,
                            textList: NSTextList, childElements children: [NSTextListElement]?) {
        self.init(parentElement: nil, textList: textList, contents: contents, markerAttributes: markerAttributes,
                  childElements: children)
    }

    /// An item without contents holding `children`, at `nestingLevel` (0 or more; nil below 0).
    public convenience init?(childElements children: [NSTextListElement], textList: NSTextList, nestingLevel: Int) {
        guard nestingLevel >= 0 else { return nil }
        self.init(parentElement: nil, textList: textList, contents: nil, markerAttributes: nil, childElements: children)
    }

    @available(*, deprecated, renamed: "init(parentElement:textList:contents:markerAttributes:childElements:)")
    public convenience init(parent: NSTextListElement?, textList: NSTextList, contents: NSAttributedString?,
                            markerAttributes: [NSAttributedString.Key: Any]? = nil, children: [NSTextListElement]?) {
        self.init(parentElement: parent, textList: textList, contents: contents, markerAttributes: markerAttributes,
                  childElements: children)
    }

    @available(*, deprecated, renamed: "init(contents:markerAttributes:textList:childElements:)")
    public convenience init(contents: NSAttributedString, markerAttributes: [NSAttributedString.Key: Any]? = nil,
                            textList: NSTextList, children: [NSTextListElement]?) {
        self.init(parentElement: nil, textList: textList, contents: contents, markerAttributes: markerAttributes,
                  childElements: children)
    }

    @available(*, deprecated, renamed: "init(childElements:textList:nestingLevel:)")
    public convenience init?(children: [NSTextListElement], textList: NSTextList, nestingLevel: Int) {
        self.init(childElements: children, textList: textList, nestingLevel: nestingLevel)
    }

    open var textList: NSTextList { list }
    /// The item's own text (without marker); nil for an item that only holds others.
    open var contents: NSAttributedString? { itemContents }
    open var markerAttributes: [NSAttributedString.Key: Any]? { itemMarkerAttributes }

    /// The item as laid out: its marker, then its contents. Items are numbered from the list's
    /// `startingItemNumber` in the order their parent holds them (items with contents only).
    open override var attributedString: NSAttributedString {
        NSTextListElement.itemText(list: list, number: itemNumber, contents: itemContents, markerAttributes: itemMarkerAttributes)
    }

    private var itemNumber: Int {
        guard let enclosing else { return list.startingItemNumber }
        let siblings = enclosing.children.filter { $0.list === list && $0.itemContents != nil }
        return list.startingItemNumber + (siblings.firstIndex { $0 === self } ?? 0)
    }

    /// The items nested in this one. Typed `[NSTextElement]`: Swift cannot override a property
    /// with an array of a subclass (UIKit's is `[NSTextListElement]`; cast the elements).
    open override var childElements: [NSTextElement] { children }

    /// The item this one is nested in.
    open override var parent: NSTextListElement? { enclosing }

    /// The marker between tabs in `markerAttributes`, then the contents.
    static func itemText(list: NSTextList, number: Int, contents: NSAttributedString?,
                         markerAttributes: [NSAttributedString.Key: Any]?) -> NSAttributedString {
        let text = NSMutableAttributedString(string: "")
        guard let contents else { return text }
        let markerAttributes = markerAttributes
            ?? (contents.length > 0 ? contents.attributes(at: 0, effectiveRange: nil) : [:])
        text.append(NSAttributedString(string: "\t\(list.marker(forItemNumber: number))\t", attributes: markerAttributes))
        text.append(contents)
        return text
    }
}
