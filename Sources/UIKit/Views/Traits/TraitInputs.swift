/// Counts changes of anything a window's views resolve their traits from: a superview, a view's
/// controller, view and controller trait overrides and content size limits, a child's parent
/// and its override collection, a window's screen, scene and size, a scene's overrides, and the
/// screen's own traits (`ScreenTraitInputs`). Each of those bumps it where it is stored, so
/// traits resolved at one count (`ResolvedTraitsCache`) hold until the next.
@MainActor
enum TraitInputs {
    private(set) static var generation: UInt64 = 1

    static func didChange() { generation &+= 1 }
}
