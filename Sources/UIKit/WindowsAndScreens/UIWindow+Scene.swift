extension UIWindow {
    /// The scene the window is in (UIKit, iOS 13): the one it was made with or given; a
    /// window shown without one is in the app's window scene, as in an app without a scene
    /// manifest. Setting nil takes the window out of every scene.
    public var windowScene: UIWindowScene? {
        get {
            if hasExplicitWindowScene { return windowSceneStorage }
            return isHidden ? nil : UIApplication.shared.defaultWindowScene
        }
        set {
            windowSceneStorage = newValue
            hasExplicitWindowScene = true
            if let newValue { screenStorage = newValue.screen }
        }
    }
}
