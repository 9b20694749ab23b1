import Foundation

/// One constraint as a view archives it: values and its items as places in the archived
/// subtree. UIKit archives the constraints a view holds whose `shouldBeArchived` is true
/// (Interface Builder's); iOS's Swift SDK does not declare `NSCoding` on
/// `NSLayoutConstraint`, so neither does this package: the view writes this record instead.
/// Items are paths, not objects: Foundation on Linux cannot decode the cycle a constraint
/// referring to the view that archives it would make.
final class UIViewConstraintArchive: NSObject, NSSecureCoding {
    /// Indexes through the archived subviews from the holding view to an item; empty: the view itself.
    let firstPath: [Int]
    /// `layoutMargins`, `safeArea` or `readableContent` when the item is that guide of the view at the path.
    let firstGuide: String?
    let firstAttribute: Int
    let relation: Int
    let secondPath: [Int]?
    let secondGuide: String?
    let secondAttribute: Int
    let multiplier: Double
    let constant: Double
    let priority: Float
    let identifier: String?
    let isActive: Bool

    init(firstPath: [Int], firstGuide: String?, firstAttribute: Int, relation: Int, secondPath: [Int]?,
         secondGuide: String?, secondAttribute: Int, multiplier: Double, constant: Double, priority: Float,
         identifier: String?, isActive: Bool) {
        self.firstPath = firstPath
        self.firstGuide = firstGuide
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondPath = secondPath
        self.secondGuide = secondGuide
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.identifier = identifier
        self.isActive = isActive
        super.init()
    }

    private enum Key {
        static let firstPath = "NSFirstItemPath"
        static let firstGuide = "NSFirstItemGuide"
        static let firstAttribute = "NSFirstAttribute"
        static let relation = "NSRelation"
        static let secondPath = "NSSecondItemPath"
        static let secondGuide = "NSSecondItemGuide"
        static let secondAttribute = "NSSecondAttribute"
        static let multiplier = "NSMultiplier"
        static let constant = "NSConstant"
        static let priority = "NSPriority"
        static let identifier = "NSLayoutIdentifier"
        static let active = "NSActive"
    }

    static var supportsSecureCoding: Bool { true }

    func encode(with coder: NSCoder) {
        coder.encode(firstPath.map { NSNumber(value: $0) } as NSArray, forKey: Key.firstPath)
        if let firstGuide { coder.encode(firstGuide as NSString, forKey: Key.firstGuide) }
        coder.encode(firstAttribute, forKey: Key.firstAttribute)
        coder.encode(relation, forKey: Key.relation)
        if let secondPath { coder.encode(secondPath.map { NSNumber(value: $0) } as NSArray, forKey: Key.secondPath) }
        if let secondGuide { coder.encode(secondGuide as NSString, forKey: Key.secondGuide) }
        coder.encode(secondAttribute, forKey: Key.secondAttribute)
        coder.encode(multiplier, forKey: Key.multiplier)
        coder.encode(constant, forKey: Key.constant)
        coder.encode(priority, forKey: Key.priority)
        if let identifier { coder.encode(identifier as NSString, forKey: Key.identifier) }
        coder.encode(isActive, forKey: Key.active)
    }

    init?(coder: NSCoder) {
        func path(_ key: String) -> [Int]? {
            guard coder.containsValue(forKey: key),
                  let array = coder.decodeObject(of: [NSArray.self, NSNumber.self], forKey: key) as? NSArray else { return nil }
            var result: [Int] = []
            for element in array {
                guard let number = element as? NSNumber else { return nil }
                result.append(number.intValue)
            }
            return result
        }
        func string(_ key: String) -> String? {
            coder.containsValue(forKey: key) ? (coder.decodeObject(of: NSString.self, forKey: key) as String?) : nil
        }
        guard let first = path(Key.firstPath) else { return nil }
        firstPath = first
        firstGuide = string(Key.firstGuide)
        firstAttribute = coder.decodeInteger(forKey: Key.firstAttribute)
        relation = coder.decodeInteger(forKey: Key.relation)
        secondPath = path(Key.secondPath)
        secondGuide = string(Key.secondGuide)
        secondAttribute = coder.decodeInteger(forKey: Key.secondAttribute)
        multiplier = coder.decodeDouble(forKey: Key.multiplier)
        constant = coder.decodeDouble(forKey: Key.constant)
        priority = coder.decodeFloat(forKey: Key.priority)
        identifier = string(Key.identifier)
        isActive = coder.decodeBool(forKey: Key.active)
        super.init()
    }
}
