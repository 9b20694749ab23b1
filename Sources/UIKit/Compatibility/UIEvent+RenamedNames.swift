// Swift 3 and 4 spellings that Apple's SDK still declares, unavailable and renamed: code
// written with them stops with "'UIGestureRecognizerState' has been renamed to ..." and a fix-it, as it does
// with Xcode.

@available(*, unavailable, renamed: "UIGestureRecognizer.State")
public typealias UIGestureRecognizerState = UIGestureRecognizer.State

@available(*, unavailable, renamed: "UISwipeGestureRecognizer.Direction")
public typealias UISwipeGestureRecognizerDirection = UISwipeGestureRecognizer.Direction

@available(*, unavailable, renamed: "UIEvent.EventType")
public typealias UIEventType = UIEvent.EventType

@available(*, unavailable, renamed: "UIEvent.EventSubtype")
public typealias UIEventSubtype = UIEvent.EventSubtype

@available(*, unavailable, renamed: "UITouch.Phase")
public typealias UITouchPhase = UITouch.Phase

@available(*, unavailable, renamed: "UITouch.TouchType")
public typealias UITouchType = UITouch.TouchType

@available(*, unavailable, renamed: "UITouch.Properties")
public typealias UITouchProperties = UITouch.Properties

@available(*, unavailable, renamed: "UIPress.Phase")
public typealias UIPressPhase = UIPress.Phase

@available(*, unavailable, renamed: "UIPress.PressType")
public typealias UIPressType = UIPress.PressType
