import UIKit

/// A button whose background shows its highlighted state (so the highlight is visible on
/// screen and in screenshots).
@MainActor
final class HighlightingButton: UIButton {
    var normalColor: UIColor = .systemBlue { didSet { updateColor() } }
    var highlightColor: UIColor = .systemOrange { didSet { updateColor() } }

    override var isHighlighted: Bool {
        didSet { updateColor() }
    }

    private func updateColor() {
        backgroundColor = isHighlighted ? highlightColor : normalColor
    }
}
