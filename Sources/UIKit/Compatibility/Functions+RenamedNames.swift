// C functions of UIKit that Swift 4.2 replaced with initializers, methods and properties.
// Apple's SDK still declares them, unavailable and renamed: the compiler names the
// replacement and offers a fix-it.

@available(*, unavailable, renamed: "UIEdgeInsets.init(top:left:bottom:right:)")
public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
    UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

@available(*, unavailable, renamed: "CGRect.inset(self:by:)")
public func UIEdgeInsetsInsetRect(_ rect: CGRect, _ insets: UIEdgeInsets) -> CGRect {
    rect.inset(by: insets)
}

@available(*, unavailable, renamed: "UIOffset.init(horizontal:vertical:)")
public func UIOffsetMake(_ horizontal: CGFloat, _ vertical: CGFloat) -> UIOffset {
    UIOffset(horizontal: horizontal, vertical: vertical)
}

@available(*, unavailable, renamed: "UIImage.pngData(self:)")
public func UIImagePNGRepresentation(_ image: UIImage) -> Data? {
    image.pngData()
}

@available(*, unavailable, renamed: "UIImage.jpegData(self:compressionQuality:)")
public func UIImageJPEGRepresentation(_ image: UIImage, _ compressionQuality: CGFloat) -> Data? {
    image.jpegData(compressionQuality: compressionQuality)
}

@available(*, unavailable, renamed: "getter:UIContentSizeCategory.isAccessibilityCategory(self:)")
public func UIContentSizeCategoryIsAccessibilityCategory(_ category: UIContentSizeCategory) -> Bool {
    category.isAccessibilityCategory
}

@available(*, unavailable, renamed: "UIAccessibility.post(notification:argument:)")
public func UIAccessibilityPostNotification(_ notification: UIAccessibility.Notification, _ argument: Any?) {
    UIAccessibility.post(notification: notification, argument: argument)
}

@available(*, unavailable, renamed: "getter:UIAccessibility.isVoiceOverRunning()")
public func UIAccessibilityIsVoiceOverRunning() -> Bool { UIAccessibility.isVoiceOverRunning }

@available(*, unavailable, renamed: "getter:UIAccessibility.isSwitchControlRunning()")
public func UIAccessibilityIsSwitchControlRunning() -> Bool { UIAccessibility.isSwitchControlRunning }

@available(*, unavailable, renamed: "getter:UIAccessibility.isReduceMotionEnabled()")
public func UIAccessibilityIsReduceMotionEnabled() -> Bool { UIAccessibility.isReduceMotionEnabled }

@available(*, unavailable, renamed: "getter:UIAccessibility.isReduceTransparencyEnabled()")
public func UIAccessibilityIsReduceTransparencyEnabled() -> Bool { UIAccessibility.isReduceTransparencyEnabled }

@available(*, unavailable, renamed: "getter:UIAccessibility.isBoldTextEnabled()")
public func UIAccessibilityIsBoldTextEnabled() -> Bool { UIAccessibility.isBoldTextEnabled }

@available(*, unavailable, renamed: "getter:UIAccessibility.isDarkerSystemColorsEnabled()")
public func UIAccessibilityDarkerSystemColorsEnabled() -> Bool { UIAccessibility.isDarkerSystemColorsEnabled }
