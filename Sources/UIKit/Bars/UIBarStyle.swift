/// The look of a bar: the default light chrome or the dark one (UIKit's legacy style;
/// `UIBarAppearance` replaces it).
public enum UIBarStyle: Int, Sendable {
    case `default` = 0
    case black = 1
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use UIBarStyleBlack instead.")
    case blackOpaque = 2
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use UIBarStyleBlack and set the translucent property to YES instead.")
    case blackTranslucent = 3
}
