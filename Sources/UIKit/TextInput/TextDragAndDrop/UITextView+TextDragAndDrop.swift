extension UITextView: UITextDraggable, UITextDroppable {}
