// Swift 3 and 4 spellings that Apple's SDK still declares, unavailable and renamed: code
// written with them stops with "'UIControlEvents' has been renamed to ..." and a fix-it, as it does
// with Xcode.

@available(*, unavailable, renamed: "UIControl.Event")
public typealias UIControlEvents = UIControl.Event

@available(*, unavailable, renamed: "UIControl.State")
public typealias UIControlState = UIControl.State

@available(*, unavailable, renamed: "UIControl.ContentHorizontalAlignment")
public typealias UIControlContentHorizontalAlignment = UIControl.ContentHorizontalAlignment

@available(*, unavailable, renamed: "UIControl.ContentVerticalAlignment")
public typealias UIControlContentVerticalAlignment = UIControl.ContentVerticalAlignment

@available(*, unavailable, renamed: "UIButton.ButtonType")
public typealias UIButtonType = UIButton.ButtonType

@available(*, unavailable, renamed: "UIDatePicker.Mode")
public typealias UIDatePickerMode = UIDatePicker.Mode

@available(*, unavailable, renamed: "UISegmentedControl.noSegment")
@MainActor public var UISegmentedControlNoSegment: Int { UISegmentedControl.noSegment }
