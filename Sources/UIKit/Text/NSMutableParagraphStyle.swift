/// A paragraph style whose attributes can change (UIKit). Attach a copy to text: an attributed
/// string keeps the object, so changing it later changes the text's style.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// Copies every attribute of `other`.
    open func setParagraphStyle(_ other: NSParagraphStyle) {
        values = other.values
    }

    open override var tabStops: [NSTextTab] {
        get { values.tabStops.map(NSTextTab.init(value:)) }
        set { values.tabStops = newValue.map(\.value).sorted { $0.location < $1.location } }
    }

    /// Negative values are treated as 0.
    open override var defaultTabInterval: CGFloat {
        get { values.defaultTabInterval }
        set { values.defaultTabInterval = max(0, newValue) }
    }

    open override var lineBreakStrategy: LineBreakStrategy {
        get { values.lineBreakStrategy }
        set { values.lineBreakStrategy = newValue }
    }

    open override var usesDefaultHyphenation: Bool {
        get { values.usesDefaultHyphenation }
        set { values.usesDefaultHyphenation = newValue }
    }

    open override var textLists: [NSTextList] {
        get { values.textLists }
        set { values.textLists = newValue }
    }

    /// Adds a stop, keeping the stops in order of location.
    open func addTabStop(_ anObject: NSTextTab) {
        values.tabStops.append(anObject.value)
        values.tabStops.sort { $0.location < $1.location }
    }

    /// Removes the stops equal to `anObject` (same alignment and location).
    open func removeTabStop(_ anObject: NSTextTab) {
        values.tabStops.removeAll { $0 == anObject.value }
    }

    open override var alignment: NSTextAlignment {
        get { values.alignment }
        set { values.alignment = newValue }
    }

    open override var lineBreakMode: NSLineBreakMode {
        get { values.lineBreakMode }
        set { values.lineBreakMode = newValue }
    }

    /// Negative values are treated as 0, as in UIKit.
    open override var lineSpacing: CGFloat {
        get { values.lineSpacing }
        set { values.lineSpacing = Self.clean(newValue) }
    }

    open override var paragraphSpacing: CGFloat {
        get { values.paragraphSpacing }
        set { values.paragraphSpacing = Self.clean(newValue) }
    }

    open override var paragraphSpacingBefore: CGFloat {
        get { values.paragraphSpacingBefore }
        set { values.paragraphSpacingBefore = Self.clean(newValue) }
    }

    open override var firstLineHeadIndent: CGFloat {
        get { values.firstLineHeadIndent }
        set { values.firstLineHeadIndent = Self.clean(newValue) }
    }

    open override var headIndent: CGFloat {
        get { values.headIndent }
        set { values.headIndent = Self.clean(newValue) }
    }

    open override var tailIndent: CGFloat {
        get { values.tailIndent }
        set { values.tailIndent = newValue.isFinite ? newValue : 0 }
    }

    open override var minimumLineHeight: CGFloat {
        get { values.minimumLineHeight }
        set { values.minimumLineHeight = Self.clean(newValue) }
    }

    open override var maximumLineHeight: CGFloat {
        get { values.maximumLineHeight }
        set { values.maximumLineHeight = Self.clean(newValue) }
    }

    open override var lineHeightMultiple: CGFloat {
        get { values.lineHeightMultiple }
        set { values.lineHeightMultiple = Self.clean(newValue) }
    }

    open override var baseWritingDirection: NSWritingDirection {
        get { values.baseWritingDirection }
        set { values.baseWritingDirection = newValue }
    }

    open override var hyphenationFactor: Float {
        get { values.hyphenationFactor }
        set { values.hyphenationFactor = max(0, min(1, newValue.isFinite ? newValue : 0)) }
    }

    open override var allowsDefaultTighteningForTruncation: Bool {
        get { values.allowsDefaultTighteningForTruncation }
        set { values.allowsDefaultTighteningForTruncation = newValue }
    }

    private static func clean(_ value: CGFloat) -> CGFloat {
        value.isFinite ? max(0, value) : 0
    }
}
