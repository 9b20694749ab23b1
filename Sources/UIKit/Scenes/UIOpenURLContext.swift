import Foundation

/// A URL a scene is asked to open, with its options (UIKit, iOS 13).
@preconcurrency @MainActor
open class UIOpenURLContext: NSObject {
    let urlStorage: URL
    let optionsStorage: UIScene.OpenURLOptions

    init(url: URL, options: UIScene.OpenURLOptions = UIScene.OpenURLOptions()) {
        urlStorage = url
        optionsStorage = options
        super.init()
    }

    open var url: URL { urlStorage }
    /// Where the URL came from and how to open it.
    open var options: UIScene.OpenURLOptions { optionsStorage }
}
