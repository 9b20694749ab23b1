extension UITextField: UITextDraggable, UITextDroppable {}
