import Foundation
import UIKit

/// Archives `object` as iOS code archives views (not secure: UIView adopts NSCoding only) and
/// reads it back the way an iOS app does.
@MainActor
func archivingRoundTrip<T: NSObject>(_ object: T) throws -> T? {
    let data = try NSKeyedArchiver.archivedData(withRootObject: object, requiringSecureCoding: false)
    return try archivingUnarchive(data)
}

@MainActor
func archivingUnarchive<T: NSObject>(_ data: Data) throws -> T? {
    let unarchiver = try NSKeyedUnarchiver(forReadingFrom: data)
    unarchiver.requiresSecureCoding = false
    unarchiver.decodingFailurePolicy = .setErrorAndReturn
    defer { unarchiver.finishDecoding() }
    return unarchiver.decodeObject(forKey: NSKeyedArchiveRootObjectKey) as? T
}

/// A user view subclass with its own archived property (top level, so Foundation on Linux can
/// name it in an archive).
class ArchivingBadgeView: UIView {
    var count = 0
    var caption: String?

    override init(frame: CGRect) {
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        count = coder.decodeInteger(forKey: "count")
        caption = coder.decodeObject(of: NSString.self, forKey: "caption") as String?
        super.init(coder: coder)
    }

    override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(count, forKey: "count")
        if let caption { coder.encode(caption, forKey: "caption") }
    }
}

/// A control that is its own target.
final class ArchivingCounterControl: UIControl {
    var taps = 0

    func countTap() { taps += 1 }
}

/// A non-view target that can be archived.
@MainActor
final class ArchivingActionLog: NSObject, @preconcurrency NSCoding {
    var calls: [String] = []
    var name = ""

    override init() { super.init() }

    init?(coder: NSCoder) {
        name = coder.decodeObject(of: NSString.self, forKey: "name") as String? ?? ""
        super.init()
    }

    func encode(with coder: NSCoder) { coder.encode(name, forKey: "name") }

    func record(_ sender: UIControl) { calls.append("\(name):\(type(of: sender))") }
}

/// A view that owns an action log (controls do not keep their targets alive).
final class ArchivingLogHolderView: UIView {
    var log: ArchivingActionLog?

    override init(frame: CGRect) {
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        log = coder.decodeObject(forKey: "log") as? ArchivingActionLog
        super.init(coder: coder)
    }

    override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(log, forKey: "log")
    }
}

/// Writes an archive whose root claims to be a UIView but holds values of the wrong types.
final class ArchivingForgedView: NSObject, NSCoding {
    override init() { super.init() }
    init?(coder: NSCoder) { nil }
    func encode(with coder: NSCoder) {
        coder.encode(5, forKey: "UIBounds")
        coder.encode("not a point", forKey: "UICenter")
        coder.encode("wide", forKey: "UITag")
        coder.encode("many", forKey: "UISubviews")
        coder.encode(42, forKey: "UIBackgroundColor")
        coder.encode(Double.nan, forKey: "UIAlpha")
    }
}
