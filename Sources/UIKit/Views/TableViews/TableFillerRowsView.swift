import Foundation

/// The empty rows below a plain table's last row (`fillerRowHeight`): a separator at the
/// bottom of each, under the cells, taking no touches.
@MainActor
final class TableFillerRowsView: UIView {
    private(set) var lines: [UIView] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// One line per frame (in this view's coordinates), each in a visual effect view when
    /// `effect` is set.
    func setLines(_ frames: [CGRect], color: UIColor, effect: UIVisualEffect?) {
        while lines.count > frames.count { lines.removeLast().removeFromSuperview() }
        while lines.count < frames.count {
            let line: UIView = effect.map { UIVisualEffectView(effect: $0) } ?? UIView(frame: .zero)
            line.isUserInteractionEnabled = false
            addSubview(line)
            lines.append(line)
        }
        for (index, frame) in frames.enumerated() {
            var line = lines[index]
            let hosted = line as? UIVisualEffectView
            if (hosted == nil) != (effect == nil) || (hosted != nil && hosted?.effect !== effect) {
                line.removeFromSuperview()
                line = effect.map { UIVisualEffectView(effect: $0) } ?? UIView(frame: .zero)
                line.isUserInteractionEnabled = false
                addSubview(line)
                lines[index] = line
            }
            line.frame = frame
            if let host = line as? UIVisualEffectView {
                let fill = host.contentView.subviews.first ?? {
                    let fill = UIView(frame: .zero)
                    host.contentView.addSubview(fill)
                    return fill
                }()
                fill.frame = host.contentView.bounds
                fill.backgroundColor = color
            } else {
                line.backgroundColor = color
            }
        }
    }
}
