import Foundation

/// Describes a view's content and styling as a value, and makes the view that shows it
/// (UIKit, iOS 14). Cells, headers and footers take one as `contentConfiguration`.
public protocol UIContentConfiguration {
    /// A new view that shows this configuration.
    @MainActor func makeContentView() -> any UIView & UIContentView
    /// A copy styled for `state` (a cell's selection, highlight, traits…).
    func updated(for state: any UIConfigurationState) -> Self
}
