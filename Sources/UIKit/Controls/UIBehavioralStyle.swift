/// How a control looks and behaves: as on iPad or as on the Mac (UIKit, iOS 15).
///
/// UIKit: `.mac` takes effect only under the Mac idiom, which OpenUIKit never has, so controls
/// behave as `.pad`.
public enum UIBehavioralStyle: UInt, Sendable {
    case automatic = 0
    case pad = 1
    case mac = 2
}
