import UIKit

/// A device to render a view controller on (swift-snapshot-testing's type, same spelling): the
/// window's size, its safe-area insets and the traits of the device.
///
/// OpenUIKit applies the size, the safe-area insets and every trait `traits` specifies: they
/// override, for the hosted controller and its views, the window's own (the screen's idiom, the
/// size classes of the window's size), as the library's root controller does on iOS.
public struct ViewImageConfig: Sendable {
    public enum Orientation: Sendable {
        case landscape
        case portrait
    }

    /// An iPad's orientation and its share of the screen in Split View.
    public enum TabletOrientation: Sendable {
        public enum PortraitSplits: Sendable {
            case oneThird
            case twoThirds
            case full
        }

        public enum LandscapeSplits: Sendable {
            case oneThird
            case oneHalf
            case twoThirds
            case full
        }

        case landscape(splitView: LandscapeSplits)
        case portrait(splitView: PortraitSplits)
    }

    public var safeArea: UIEdgeInsets
    /// Nil: the view controller's view keeps its own size.
    public var size: CGSize?
    public var traits: UITraitCollection

    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }
}
