// Swift 4 spellings that Apple's SDK still declares, unavailable and renamed: code written
// with them stops with "'UIBarButtonSystemItem' has been renamed to ..." and a fix-it, as it does with Xcode.

@available(*, unavailable, renamed: "UIBarButtonItem.SystemItem")
public typealias UIBarButtonSystemItem = UIBarButtonItem.SystemItem

@available(*, unavailable, renamed: "UITabBarItem.SystemItem")
public typealias UITabBarSystemItem = UITabBarItem.SystemItem

@available(*, unavailable, renamed: "UISearchBar.Style")
public typealias UISearchBarStyle = UISearchBar.Style

@available(*, unavailable, renamed: "UIActivityIndicatorView.Style")
public typealias UIActivityIndicatorViewStyle = UIActivityIndicatorView.Style

@available(*, unavailable, renamed: "UIProgressView.Style")
public typealias UIProgressViewStyle = UIProgressView.Style

@available(*, unavailable, renamed: "UIBlurEffect.Style")
public typealias UIBlurEffectStyle = UIBlurEffect.Style

@available(*, unavailable, renamed: "UISegmentedControl.Segment")
public typealias UISegmentedControlSegment = UISegmentedControl.Segment

@available(*, unavailable, renamed: "UITextField.BorderStyle")
public typealias UITextBorderStyle = UITextField.BorderStyle

@available(*, unavailable, renamed: "UITextField.ViewMode")
public typealias UITextFieldViewMode = UITextField.ViewMode

@available(*, unavailable, renamed: "NSLayoutConstraint.Axis")
public typealias UILayoutConstraintAxis = NSLayoutConstraint.Axis

@available(*, unavailable, renamed: "UIMenuController.ArrowDirection")
public typealias UIMenuControllerArrowDirection = UIMenuController.ArrowDirection

@available(*, unavailable, renamed: "UIAttachmentBehavior.AttachmentType")
public typealias UIAttachmentBehaviorType = UIAttachmentBehavior.AttachmentType

@available(*, unavailable, renamed: "UIPushBehavior.Mode")
public typealias UIPushBehaviorMode = UIPushBehavior.Mode

@available(*, unavailable, renamed: "UIPrintInfo.OutputType")
public typealias UIPrintInfoOutputType = UIPrintInfo.OutputType

@available(*, unavailable, renamed: "UIApplication.OpenURLOptionsKey")
public typealias UIApplicationOpenURLOptionsKey = UIApplication.OpenURLOptionsKey
