/// The passes UIKit 26 runs with automatic observation tracking. A change to an `@Observable`
/// property read during one of them invalidates that pass of that view or controller only.
enum TrackedPass: Int, CaseIterable {
    /// `updateProperties()` (views and view controllers): `setNeedsUpdateProperties()`.
    case properties
    /// `layoutSubviews()` and the controller's `viewWillLayoutSubviews()`/`viewDidLayoutSubviews()`:
    /// `setNeedsLayout()`.
    case layout
    /// `draw(_:)`: `setNeedsDisplay()`.
    case display
    /// `updateConstraints()` and the controller's `updateViewConstraints()`: `setNeedsUpdateConstraints()`.
    case constraints
    /// `updateConfiguration(using:)` and `configurationUpdateHandler` (cells, header-footer
    /// views, buttons): `setNeedsUpdateConfiguration()`.
    case configuration
}
