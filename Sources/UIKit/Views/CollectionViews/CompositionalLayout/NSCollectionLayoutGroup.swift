import Foundation

/// Produces the frames of a custom group's items for one instance of the group.
public typealias NSCollectionLayoutGroupCustomItemProvider = (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

/// A container of items (or nested groups) laid out along an axis, or by a custom provider (UIKit).
///
/// UIKit: a horizontal or vertical group repeats its subitems, in order, as long as the next
/// one fits along its axis (and items remain); the `count` variants place exactly `count`
/// copies of one subitem and size them to fill the group. A section repeats its group until
/// the section's items run out.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Arrangement {
        case horizontal, vertical, custom(NSCollectionLayoutGroupCustomItemProvider)
    }

    let arrangement: Arrangement
    /// The exact number of repetitions of the single subitem (the `count` variants).
    let repeatCount: Int?
    open private(set) var subitems: [NSCollectionLayoutItem]
    /// UIKit: the space between adjacent subitems along the group's axis; nil means none.
    open var interItemSpacing: NSCollectionLayoutSpacing?

    init(groupSize: NSCollectionLayoutSize, arrangement: Arrangement, subitems: [NSCollectionLayoutItem], count: Int?) {
        self.arrangement = arrangement
        self.subitems = subitems
        repeatCount = count
        super.init(size: groupSize, supplementaryItems: [])
    }

    /// UIKit: a group's supplementary items can be set, an item's only given at creation.
    open override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
        get { supplementaryItemsStorage }
        set { supplementaryItemsStorage = newValue }
    }

    private static func checked(_ subitems: [NSCollectionLayoutItem], _ api: String) -> [NSCollectionLayoutItem] {
        precondition(!subitems.isEmpty, "NSCollectionLayoutGroup.\(api): subitems must not be empty")
        return subitems
    }

    private static func checkedCount(_ count: Int, _ api: String) -> Int {
        precondition(count > 0, "NSCollectionLayoutGroup.\(api): count must be greater than 0 (got \(count))")
        return count
    }

    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(groupSize: layoutSize, arrangement: .horizontal,
                  subitems: checked(subitems, "horizontal(layoutSize:subitems:)"), count: nil)
    }

    /// UIKit (iOS 16): exactly `count` copies of `subitem`, sized to fill the group's width
    /// less the inter-item spacing (the subitem's own width is ignored).
    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(groupSize: layoutSize, arrangement: .horizontal, subitems: [subitem],
                  count: checkedCount(count, "horizontal(layoutSize:repeatingSubitem:count:)"))
    }

    @available(*, deprecated, renamed: "horizontal(layoutSize:repeatingSubitem:count:)")
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(groupSize: layoutSize, arrangement: .vertical,
                  subitems: checked(subitems, "vertical(layoutSize:subitems:)"), count: nil)
    }

    open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(groupSize: layoutSize, arrangement: .vertical, subitems: [subitem],
                  count: checkedCount(count, "vertical(layoutSize:repeatingSubitem:count:)"))
    }

    @available(*, deprecated, renamed: "vertical(layoutSize:repeatingSubitem:count:)")
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    /// UIKit: the provider is asked once per instance of the group, with an environment whose
    /// container is the group's size; each frame it returns takes one item.
    open class func custom(layoutSize: NSCollectionLayoutSize, itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(groupSize: layoutSize, arrangement: .custom(itemProvider), subitems: [], count: nil)
    }

    /// A textual sketch of the group (UIKit prints an ASCII drawing; ours lists the structure).
    open func visualDescription() -> String {
        let kind: String
        switch arrangement {
        case .horizontal: kind = "horizontal"
        case .vertical: kind = "vertical"
        case .custom: kind = "custom"
        }
        return "<NSCollectionLayoutGroup \(kind) size=\(layoutSize.widthDimension)×\(layoutSize.heightDimension) subitems=\(subitems.count)\(repeatCount.map { " count=\($0)" } ?? "")>"
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSCollectionLayoutGroup(groupSize: layoutSize, arrangement: arrangement, subitems: subitems, count: repeatCount)
        copy.contentInsets = contentInsets
        copy.edgeSpacing = edgeSpacing
        copy.interItemSpacing = interItemSpacing
        copy.supplementaryItemsStorage = supplementaryItemsStorage
        return copy
    }
}
