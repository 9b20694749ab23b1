import Foundation

/// The image of a Home Screen quick action: a system icon, an image from the app's bundle or
/// an SF Symbol (UIKit, iOS 9; Linux has no Home Screen, so it is kept for the app to read).
@preconcurrency @MainActor
open class UIApplicationShortcutIcon: NSObject, NSCopying {
    /// The system icons, with UIKit's raw values (`UIApplicationShortcutIconType`).
    public enum IconType: Int, Sendable {
        case compose = 0, play, pause, add, location, search, share, prohibit, contact, home,
             markLocation, favorite, love, cloud, invitation, confirmation, mail, message,
             date, time, capturePhoto, captureVideo, task, taskCompleted, alarm, bookmark,
             shuffle, audio, update
    }

    enum Source: Equatable {
        case system(IconType)
        case template(String)
        case symbol(String)
    }

    let source: Source

    init(source: Source) {
        self.source = source
        super.init()
    }

    /// A system-provided icon.
    public convenience init(type: IconType) {
        self.init(source: .system(type))
    }

    /// An image from the app's bundle, drawn as a template.
    public convenience init(templateImageName: String) {
        self.init(source: .template(templateImageName))
    }

    /// An SF Symbol (UIKit, iOS 13).
    public convenience init(systemImageName: String) {
        self.init(source: .symbol(systemImageName))
    }

    // UIKit: icons are immutable, so a copy is the same object.
    nonisolated open func copy(with zone: NSZone? = nil) -> Any { self }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIApplicationShortcutIcon else { return false }
        return other.source == source
    }

    open override var hash: Int {
        switch source {
        case .system(let type): return type.rawValue
        case .template(let name), .symbol(let name): return name.hashValue
        }
    }
}
