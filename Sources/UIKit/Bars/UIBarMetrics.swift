/// The bar sizes a customization applies to (UIKit): the regular and the compact (landscape
/// iPhone) height, each with or without a prompt.
public enum UIBarMetrics: Int, Sendable {
    case `default` = 0
    case compact = 1
    case defaultPrompt = 101
    case compactPrompt = 102

    @available(*, deprecated, renamed: "compact")
    public static var landscapePhone: UIBarMetrics { .compact }

    @available(*, deprecated, renamed: "compactPrompt")
    public static var landscapePhonePrompt: UIBarMetrics { .compactPrompt }
}
