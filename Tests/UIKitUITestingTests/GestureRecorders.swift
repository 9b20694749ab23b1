import UIKit

/// Records where taps land (in the view's coordinates).
@MainActor
func tapRecorder(_ record: @escaping @MainActor (CGPoint) -> Void) -> UITapGestureRecognizer {
    UITapGestureRecognizer { recognizer in record(recognizer.location(in: recognizer.view)) }
}

/// Records a pan's final translation.
@MainActor
final class PanRecorder {
    var translation: CGPoint = .zero
    lazy var recognizer = UIPanGestureRecognizer { [unowned self] recognizer in
        if recognizer.state == .ended, let pan = recognizer as? UIPanGestureRecognizer {
            translation = pan.translation(in: pan.view)
        }
    }
}
