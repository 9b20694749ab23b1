import Foundation

extension UIViewController {
    /// A transition a view controller prefers when pushed or presented (UIKit, iOS 18):
    /// a zoom from a source view or bar button item, or one of the modal styles.
    ///
    /// OpenUIKit keeps the transition on the controller (`preferredTransition`); its pushes
    /// and presentations do not animate with it.
    @preconcurrency @MainActor
    public final class Transition: NSObject {
        enum Kind {
            case zoom(options: ZoomOptions?, sourceView: (ZoomSourceViewProviderContext) -> UIView?)
            case zoomFromBarButtonItem(options: ZoomOptions?, sourceItem: (ZoomSourceViewProviderContext) -> UIBarButtonItem?)
            case modal(UIModalTransitionStyle)
        }

        let kind: Kind

        init(kind: Kind) {
            self.kind = kind
            super.init()
        }

        /// A zoom from the view `sourceViewProvider` returns (asked at each push or pop).
        public static func zoom(options: ZoomOptions? = nil,
                                sourceViewProvider: @escaping (ZoomSourceViewProviderContext) -> UIView?) -> Self {
            Self(kind: .zoom(options: options?.copy() as? ZoomOptions, sourceView: sourceViewProvider))
        }

        /// A zoom from the bar button item `sourceBarButtonItemProvider` returns.
        public static func zoom(options: ZoomOptions? = nil,
                                sourceBarButtonItemProvider: @escaping (ZoomSourceViewProviderContext) -> UIBarButtonItem?) -> Self {
            Self(kind: .zoomFromBarButtonItem(options: options?.copy() as? ZoomOptions, sourceItem: sourceBarButtonItemProvider))
        }

        public static var coverVertical: Self { Self(kind: .modal(.coverVertical)) }
        public static var flipHorizontal: Self { Self(kind: .modal(.flipHorizontal)) }
        public static var crossDissolve: Self { Self(kind: .modal(.crossDissolve)) }
        public static var partialCurl: Self { Self(kind: .modal(.partialCurl)) }

        /// The modal style the transition stands for (nil for zooms).
        var modalTransitionStyle: UIModalTransitionStyle? {
            if case .modal(let style) = kind { return style }
            return nil
        }
    }
}

extension UIViewController.Transition {
    /// The controllers of a zoom transition, handed to its source provider.
    @preconcurrency @MainActor
    public final class ZoomSourceViewProviderContext: NSObject {
        public let sourceViewController: UIViewController
        public let zoomedViewController: UIViewController

        init(sourceViewController: UIViewController, zoomedViewController: UIViewController) {
            self.sourceViewController = sourceViewController
            self.zoomedViewController = zoomedViewController
            super.init()
        }
    }

    /// A zoom transition's options (UIKit's `UIZoomTransitionOptions`).
    @preconcurrency @MainActor
    open class ZoomOptions: NSObject, @preconcurrency NSCopying {
        public override init() {
            super.init()
        }

        /// Whether an interactive dismissal may begin (nil: it may).
        open var interactiveDismissShouldBegin: ((InteractionContext) -> Bool)?
        /// The frame in the zoomed controller's view the source view aligns to (nil: no preference).
        open var alignmentRectProvider: ((AlignmentRectContext) -> CGRect?)?
        /// The dimming behind the zoomed view (nil: the default).
        open var dimmingColor: UIColor?
        /// A blur behind the zoomed view (nil: none).
        open var dimmingVisualEffect: UIBlurEffect?

        open func copy(with zone: NSZone? = nil) -> Any {
            let copy = ZoomOptions()
            copy.interactiveDismissShouldBegin = interactiveDismissShouldBegin
            copy.alignmentRectProvider = alignmentRectProvider
            copy.dimmingColor = dimmingColor
            copy.dimmingVisualEffect = dimmingVisualEffect
            return copy
        }
    }
}

extension UIViewController.Transition.ZoomOptions {
    /// The views of a zoom, handed to `alignmentRectProvider`.
    @preconcurrency @MainActor
    public final class AlignmentRectContext: NSObject {
        public let sourceView: UIView
        public let zoomedViewController: UIViewController

        init(sourceView: UIView, zoomedViewController: UIViewController) {
            self.sourceView = sourceView
            self.zoomedViewController = zoomedViewController
            super.init()
        }
    }

    /// An interactive dismissal about to begin, handed to `interactiveDismissShouldBegin`.
    @preconcurrency @MainActor
    public final class InteractionContext: NSObject {
        /// Whether the dismissal begins unless the provider says otherwise.
        public let willBegin: Bool
        public let location: CGPoint
        public let velocity: CGVector

        init(willBegin: Bool, location: CGPoint, velocity: CGVector) {
            self.willBegin = willBegin
            self.location = location
            self.velocity = velocity
            super.init()
        }
    }
}

/// UIKit's Objective-C names for the zoom transition's types.
public typealias UIZoomTransitionOptions = UIViewController.Transition.ZoomOptions
public typealias UIZoomTransitionSourceViewProviderContext = UIViewController.Transition.ZoomSourceViewProviderContext
public typealias UIZoomTransitionAlignmentRectContext = UIViewController.Transition.ZoomOptions.AlignmentRectContext
public typealias UIZoomTransitionInteractionContext = UIViewController.Transition.ZoomOptions.InteractionContext
