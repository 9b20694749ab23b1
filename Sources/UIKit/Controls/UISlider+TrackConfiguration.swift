import Foundation

extension UISlider {
    /// iOS 26: ticks along a slider's track, values limited to them, a neutral value the fill
    /// starts from, and the part of the track the thumb may reach.
    ///
    /// OpenUIKit applies `allowsTickValuesOnly` (values snap to the nearest tick) and
    /// `enabledRange` (values are kept inside it) to every value set in code or by dragging.
    /// Tick positions, like `neutralValue` and `enabledRange`, are fractions of the track
    /// (0 at `minimumValue`, 1 at `maximumValue`; assumed). Ticks, their titles and images and
    /// the fill from `neutralValue` are not drawn.
    public struct TrackConfiguration: Hashable, Sendable {
        /// A mark on the track.
        public struct Tick: Hashable, @unchecked Sendable {
            /// Where the tick is, as a fraction of the track.
            public let position: Float
            public var title: String?
            public var image: UIImage?

            public init(position: Float, title: String? = nil, image: UIImage? = nil) {
                self.position = position
                self.title = title
                self.image = image
            }
        }

        /// Whether the slider takes only the ticks' values.
        public var allowsTickValuesOnly: Bool
        /// Where the track's fill starts.
        public var neutralValue: Float
        /// The part of the track the thumb may reach.
        public var enabledRange: ClosedRange<Float>
        public let ticks: [Tick]

        public init(allowsTickValuesOnly: Bool = true, neutralValue: Float = 0,
                    enabledRange: ClosedRange<Float> = 0...1, ticks: [Tick]) {
            self.allowsTickValuesOnly = allowsTickValuesOnly
            self.neutralValue = neutralValue
            self.enabledRange = enabledRange
            self.ticks = ticks
        }

        /// `numberOfTicks` ticks spread evenly from one end of the track to the other.
        public init(allowsTickValuesOnly: Bool = true, neutralValue: Float = 0,
                    enabledRange: ClosedRange<Float> = 0...1, numberOfTicks: Int) {
            let count = max(0, numberOfTicks)
            let ticks = (0..<count).map { index in
                Tick(position: count == 1 ? 0 : Float(index) / Float(count - 1))
            }
            self.init(allowsTickValuesOnly: allowsTickValuesOnly, neutralValue: neutralValue,
                      enabledRange: enabledRange, ticks: ticks)
        }
    }

    /// iOS 26: the slider's ticks and limits (nil: none).
    public var trackConfiguration: TrackConfiguration? {
        get { trackConfigurationStorage }
        set {
            trackConfigurationStorage = newValue
            setValue(valueStorage, animated: false)
        }
    }

    /// `value` limited by the track configuration: inside the enabled range, then at the
    /// nearest tick when only tick values are allowed.
    func _valueConstrainedByTrack(_ value: Float) -> Float {
        guard let configuration = trackConfigurationStorage else { return value }
        let span = maximumStorage - minimumStorage
        guard span > 0 else { return value }
        let lower = minimumStorage + span * min(max(configuration.enabledRange.lowerBound, 0), 1)
        let upper = minimumStorage + span * min(max(configuration.enabledRange.upperBound, 0), 1)
        var result = min(max(value, lower), upper)
        if configuration.allowsTickValuesOnly, !configuration.ticks.isEmpty {
            let candidates = configuration.ticks.map { minimumStorage + span * $0.position }
                .filter { $0 >= lower && $0 <= upper }
            if let nearest = candidates.min(by: { abs($0 - result) < abs($1 - result) }) { result = nearest }
        }
        return result
    }
}

extension UISlider {
    /// iOS 26: the slider's look (`UISlider.Style`, UIKit's raw values).
    public enum Style: Int, Sendable {
        /// The standard slider with a thumb.
        case `default` = 0
        /// A slider without a thumb (the track is the control). Kept: OpenUIKit draws the thumb.
        case thumbless = 1
    }
}
