import UIKit

/// A device to render a view controller on (swift-snapshot-testing's type, same spelling): the
/// window's size, its safe-area insets and the traits of the device.
///
/// OpenUIKit applies the size (and with it the size classes UIKit gives a window of that size
/// on the screen's idiom), the safe-area insets, the interface style and the display scale; the
/// other traits (idiom, content size category, force touch) are kept in `traits` but not yet
/// imposed on the views, until view controllers can override their children's traits.
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
