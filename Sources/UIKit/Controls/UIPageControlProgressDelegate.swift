import Foundation

/// Told about a page control progress (UIKit, iOS 17). Every method is optional.
@preconcurrency @MainActor
public protocol UIPageControlProgressDelegate: NSObjectProtocol {
    /// The progress a page starts at when it becomes current (0 unless this answers).
    func pageControlProgress(_ progress: UIPageControlProgress, initialProgressForPage page: Int) -> Float
    /// `isProgressVisible` changed.
    func pageControlProgressVisibilityDidChange(_ progress: UIPageControlProgress)
}

extension UIPageControlProgressDelegate {
    public func pageControlProgress(_ progress: UIPageControlProgress, initialProgressForPage page: Int) -> Float {
        0
    }

    public func pageControlProgressVisibilityDidChange(_ progress: UIPageControlProgress) {}
}

/// Told about a timer progress (UIKit, iOS 17). Every method is optional.
@preconcurrency @MainActor
public protocol UIPageControlTimerProgressDelegate: UIPageControlProgressDelegate {
    /// The progress changed (at every frame while the timer runs).
    func pageControlTimerProgressDidChange(_ progress: UIPageControlTimerProgress)
    /// Whether the timer, at the end of a page's duration, moves to `page` (true unless this
    /// answers false; false pauses the timer at the end of the page).
    func pageControlTimerProgress(_ progress: UIPageControlTimerProgress, shouldAdvanceToPage page: Int) -> Bool
}

extension UIPageControlTimerProgressDelegate {
    public func pageControlTimerProgressDidChange(_ progress: UIPageControlTimerProgress) {}

    public func pageControlTimerProgress(_ progress: UIPageControlTimerProgress, shouldAdvanceToPage page: Int) -> Bool {
        true
    }
}
