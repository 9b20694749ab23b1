@_spi(UIKit) import QuartzCore

/// What one symbol effect does to the image view's layer, as additive changes of its scale,
/// opacity, rotation and translation, so that the view's own transform and alpha (and their
/// animations) stay as they are.
///
/// UIKit draws a symbol's layers separately; OpenUIKit draws a symbol as one picture, so an
/// effect moves the whole symbol (`byLayer` looks like `wholeSymbol`). Apple does not publish
/// the effects' durations or amplitudes: the figures below are OpenUIKit's (assumed), chosen
/// to look like iOS 17–18's.
struct SymbolEffectMotion {
    /// One additive offset of a layer property.
    struct Offset {
        var keyPath: String
        var value: CGFloat
    }

    /// A transient motion: keyframes of additive offsets over one cycle.
    struct Cycle {
        var duration: CFTimeInterval
        var tracks: [(keyPath: String, values: [CGFloat], keyTimes: [Double])]
        /// Plays once unless the options ask otherwise (bounce, wiggle); else until removed.
        var playsOnceByDefault: Bool
        /// The pause between repetitions when a periodic repeat gives no delay.
        var defaultDelay: CFTimeInterval
    }

    enum Kind {
        case cycle(Cycle)
        /// A state held while the effect is active (scale, disappear); `transition` is the time
        /// it takes to reach it and to leave it.
        case state([Offset], transition: CFTimeInterval)
        /// Appear: takes away a disappear state.
        case reveal(transition: CFTimeInterval)
    }

    let kind: Kind

    /// How long a content transition (`setSymbolImage(_:contentTransition:)`) takes.
    static let contentTransitionDuration: CFTimeInterval = 0.35

    init(_ configuration: SymbolEffectConfiguration, rightToLeft: Bool = false) {
        let direction = configuration.direction
        switch configuration.kind {
        case .bounce:
            // A quick push out and a damped return.
            let peak: CGFloat = direction == .down ? -0.15 : 0.2
            kind = .cycle(Cycle(duration: 0.5,
                                tracks: [("transform.scale", [0, peak, -peak * 0.25, 0], [0, 0.35, 0.7, 1])],
                                playsOnceByDefault: true, defaultDelay: 0.5))
        case .pulse:
            kind = .cycle(Cycle(duration: 1.0, tracks: [("opacity", [0, -0.65, 0], [0, 0.5, 1])],
                                playsOnceByDefault: false, defaultDelay: 0))
        case .variableColor:
            // Without variable layers the whole symbol dims and fills again; hiding inactive
            // layers dims further.
            let low: CGFloat = configuration.variableColor.hidesInactiveLayers == true ? -0.85 : -0.6
            kind = .cycle(Cycle(duration: 1.2, tracks: [("opacity", [0, low, 0], [0, 0.5, 1])],
                                playsOnceByDefault: false, defaultDelay: 0))
        case .breathe:
            var tracks: [(keyPath: String, values: [CGFloat], keyTimes: [Double])] =
                [("transform.scale", [0, 0.1, 0], [0, 0.5, 1])]
            if configuration.breathePulses { tracks.append(("opacity", [0, -0.4, 0], [0, 0.5, 1])) }
            kind = .cycle(Cycle(duration: 2.0, tracks: tracks, playsOnceByDefault: false, defaultDelay: 0))
        case .rotate:
            // Flipped coordinates: a positive angle turns clockwise on screen.
            let turn: CGFloat = direction == .counterClockwise ? -2 * .pi : 2 * .pi
            kind = .cycle(Cycle(duration: 1.0, tracks: [("transform.rotation.z", [0, turn], [0, 1])],
                                playsOnceByDefault: false, defaultDelay: 0))
        case .wiggle:
            kind = .cycle(Self.wiggle(direction, rightToLeft: rightToLeft))
        case .scale:
            kind = .state([Offset(keyPath: "transform.scale", value: direction == .down ? -0.2 : 0.2)], transition: 0.25)
        case .disappear:
            kind = .state([Offset(keyPath: "opacity", value: -1),
                           Offset(keyPath: "transform.scale", value: direction == .up ? 0.5 : -0.5)], transition: 0.25)
        case .appear:
            kind = .reveal(transition: 0.25)
        case .automatic, .replace, .magicReplace:
            // Content transitions play through `setSymbolImage`; added as an effect they do nothing.
            kind = .state([], transition: 0)
        }
    }

    private static func wiggle(_ direction: SymbolEffectConfiguration.Direction, rightToLeft: Bool) -> Cycle {
        let times: [Double] = [0, 0.2, 0.45, 0.7, 1]
        func swing(_ amplitude: CGFloat) -> [CGFloat] { [0, amplitude, -amplitude * 0.8, amplitude * 0.4, 0] }
        let tracks: [(keyPath: String, values: [CGFloat], keyTimes: [Double])]
        switch direction {
        case .unspecified, .clockwise: tracks = [("transform.rotation.z", swing(.pi / 12), times)]
        case .counterClockwise: tracks = [("transform.rotation.z", swing(-.pi / 12), times)]
        case .left: tracks = [("transform.translation.x", swing(-4), times)]
        case .right: tracks = [("transform.translation.x", swing(4), times)]
        // Forward is the reading direction.
        case .forward: tracks = [("transform.translation.x", swing(rightToLeft ? -4 : 4), times)]
        case .backward: tracks = [("transform.translation.x", swing(rightToLeft ? 4 : -4), times)]
        case .up: tracks = [("transform.translation.y", swing(-4), times)]
        case .down: tracks = [("transform.translation.y", swing(4), times)]
        case .angle(let degrees):
            let radians = degrees * .pi / 180
            tracks = [("transform.translation.x", swing(4 * CGFloat(cos(radians))), times),
                      ("transform.translation.y", swing(4 * CGFloat(sin(radians))), times)]
        }
        return Cycle(duration: 0.6, tracks: tracks, playsOnceByDefault: true, defaultDelay: 0.5)
    }
}
