import Foundation

extension UIStackView {
    /// How arranged views share the stack's length along its axis (UIKit's raw values).
    ///
    /// UIKit: every distribution fits the first and last visible views to the stack's edges,
    /// and all but `.fillEqually` keep views at their intrinsic sizes where they can.
    public enum Distribution: Int, Sendable {
        /// Views keep their intrinsic sizes; when they overflow or underflow, the view with
        /// the lowest compression resistance or content hugging priority gives way.
        case fill = 0
        /// Views are all the same size along the axis.
        case fillEqually = 1
        /// Views grow or shrink in proportion to their intrinsic sizes.
        case fillProportionally = 2
        /// Views keep their intrinsic sizes; the gaps between them are equal (at least
        /// `spacing`).
        case equalSpacing = 3
        /// The distances between the views' centers are equal, the gaps at least `spacing`.
        case equalCentering = 4
    }

    /// How arranged views are placed across the stack's axis (UIKit's raw values).
    public enum Alignment: Int, Sendable {
        /// Views span the stack's whole width (vertical) or height (horizontal).
        case fill = 0
        /// Views line up on the leading edge (vertical stacks); `.top` for horizontal ones.
        case leading = 1
        /// Horizontal stacks: views line up on their first baselines.
        case firstBaseline = 2
        /// Views are centered across the axis.
        case center = 3
        /// Views line up on the trailing edge (vertical stacks); `.bottom` for horizontal ones.
        case trailing = 4
        /// Horizontal stacks: views line up on their last baselines.
        case lastBaseline = 5

        /// Views line up on the top edge (horizontal stacks); the same value as `.leading`.
        public static var top: Alignment { .leading }

        /// Views line up on the bottom edge (horizontal stacks); the same value as `.trailing`.
        public static var bottom: Alignment { .trailing }
    }
}
