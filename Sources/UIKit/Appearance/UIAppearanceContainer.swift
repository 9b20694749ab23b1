import Foundation

/// A class whose instances can scope appearance customizations:
/// `appearance(whenContainedInInstancesOf:)` names such classes.
@preconcurrency @MainActor
public protocol UIAppearanceContainer: NSObjectProtocol {}
