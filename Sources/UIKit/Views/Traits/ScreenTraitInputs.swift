/// Counts changes of what a screen's own traits are made of: the app's system settings
/// (appearance, text size, layout direction, contrast, bold text), which app is the shared
/// one, and screens' bounds and scale. Each of those stored values bumps it when set, so a
/// screen's trait values made at one count hold until the next.
@MainActor
enum ScreenTraitInputs {
    private(set) static var generation: UInt64 = 1

    static func didChange() {
        generation &+= 1
        TraitInputs.didChange()
    }
}
