/// The style of the status bar (UIKit's raw values). Linux windows have no status bar; view
/// controllers still declare their preference.
public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0
    case lightContent = 1
    case darkContent = 3
}

/// How the status bar animates when it appears or hides (UIKit's raw values).
public enum UIStatusBarAnimation: Int, Sendable {
    case none = 0
    case fade = 1
    case slide = 2
}
