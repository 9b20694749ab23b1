import UIKit

/// Counts the control events a control sends.
@MainActor
final class ValueChangedCounter {
    private(set) var count = 0

    init(_ control: UIControl) {
        control.addAction(UIAction { [weak self] _ in self?.count += 1 }, for: .valueChanged)
    }
}
