// Intentionally empty: UIKit's geometry (UIEdgeInsets, NSDirectionalEdgeInsets, UIOffset,
// UIRectEdge, UIRectCorner, the CGRect/CGPoint helpers) is part of the Swift UIKit module.
