/// The phases of a spring-loaded interaction, as its effect sees them (UIKit).
public enum UISpringLoadedInteractionEffectState: Int, Sendable {
    /// No drag is over the view (or the interaction finished).
    case inactive = 0
    /// A drag entered the view; activation may follow.
    case possible = 1
    /// The drag is resting on the view; activation is about to happen.
    case activating = 2
    /// The interaction activated.
    case activated = 3
}
