// UIKit: bar button items can be spring-loaded (the property is in the class).
extension UIBarButtonItem: UISpringLoadedInteractionSupporting {}
