import Foundation

/// Who may load a representation an item provider registers (Foundation).
///
/// OpenUIKit: drags stay inside the app, so every visibility reaches every drop target.
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    case all = 0
    case group = 2
    case ownProcess = 3
}
