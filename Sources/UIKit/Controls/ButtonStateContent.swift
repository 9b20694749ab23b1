/// What a button shows, per control state (UIKit's `setTitle(_:for:)` family).
struct ButtonStateContent {
    var titles = ControlStateTable<String>()
    var attributedTitles = ControlStateTable<NSAttributedString>()
    var titleColors = ControlStateTable<UIColor>()
    var titleShadowColors = ControlStateTable<UIColor>()
    var images = ControlStateTable<UIImage>()
    var backgroundImages = ControlStateTable<UIImage>()
    var symbolConfigurations = ControlStateTable<UIImage.SymbolConfiguration>()
}
