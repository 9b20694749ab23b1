import Foundation

extension UIView {
    /// iOS 26: a region of a view to lay content out in — its safe area, margins or readable
    /// content area — optionally adapted to the shape of rounded corners along one axis.
    public struct LayoutRegion: Hashable, Sendable {
        /// The axis along which a region keeps clear of rounded corners.
        public enum AdaptivityAxis: Int, Hashable, Sendable {
            case horizontal = 1
            case vertical = 2
        }

        enum Kind: Hashable, Sendable {
            case safeArea
            case margins
            case readableContent
        }

        let kind: Kind
        let cornerAdaptation: AdaptivityAxis?

        public static func safeArea(cornerAdaptation: AdaptivityAxis? = nil) -> LayoutRegion {
            LayoutRegion(kind: .safeArea, cornerAdaptation: cornerAdaptation)
        }

        public static func margins(cornerAdaptation: AdaptivityAxis? = nil) -> LayoutRegion {
            LayoutRegion(kind: .margins, cornerAdaptation: cornerAdaptation)
        }

        public static func readableContent(cornerAdaptation: AdaptivityAxis? = nil) -> LayoutRegion {
            LayoutRegion(kind: .readableContent, cornerAdaptation: cornerAdaptation)
        }
    }

    /// The layout guide of `region`. Corner adaptation keeps content clear of the rounded
    /// display and window corners; a Linux window is rectangular, so it adds nothing here and
    /// the guides are `safeAreaLayoutGuide`, `layoutMarginsGuide` and `readableContentGuide`.
    public func layoutGuide(for region: LayoutRegion) -> UILayoutGuide {
        switch region.kind {
        case .safeArea: return safeAreaLayoutGuide
        case .margins: return layoutMarginsGuide
        case .readableContent: return readableContentGuide
        }
    }

    /// The insets of `region` from the view's edges (see `layoutGuide(for:)`).
    public func edgeInsets(for region: LayoutRegion) -> UIEdgeInsets {
        switch region.kind {
        case .safeArea: return safeAreaInsets
        case .margins: return layoutMargins
        case .readableContent:
            let content = readableContentFrame, own = bounds
            return UIEdgeInsets(top: content.minY - own.minY, left: content.minX - own.minX,
                                bottom: own.maxY - content.maxY, right: own.maxX - content.maxX)
        }
    }

    /// `edgeInsets(for:)` with leading and trailing for the view's layout direction.
    public func directionalEdgeInsets(for region: LayoutRegion) -> NSDirectionalEdgeInsets {
        let insets = edgeInsets(for: region)
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return NSDirectionalEdgeInsets(top: insets.top, leading: rightToLeft ? insets.right : insets.left,
                                       bottom: insets.bottom, trailing: rightToLeft ? insets.left : insets.right)
    }
}
