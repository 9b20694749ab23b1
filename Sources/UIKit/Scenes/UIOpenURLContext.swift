import Foundation

/// A URL a scene is asked to open, with its options (UIKit, iOS 13).
@preconcurrency @MainActor
open class UIOpenURLContext: NSObject {
    let urlStorage: URL

    init(url: URL) {
        urlStorage = url
        super.init()
    }

    open var url: URL { urlStorage }
}
