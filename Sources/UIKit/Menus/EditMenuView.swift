@_spi(Platform) import QuartzCore

/// The edit menu as iOS draws it: a rounded bar of titles separated by hairlines, on the
/// secondary grouped background with a soft shadow. A tap on a title chooses it.
@MainActor
final class EditMenuView: UIView {
    static let height: CGFloat = 36
    static let itemPadding: CGFloat = 14
    static let gap: CGFloat = 8
    static let font = UIFont.systemFont(ofSize: 15)

    let items: [UIMenuElement]
    private let choose: @MainActor (UIMenuElement) -> Void
    /// Each item's horizontal extent.
    private(set) var itemFrames: [CGRect] = []

    init(items: [UIMenuElement], choose: @escaping @MainActor (UIMenuElement) -> Void) {
        self.items = items
        self.choose = choose
        super.init(frame: .zero)
        backgroundColor = .systemBackground
        layer.cornerRadius = 8
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.2
        layer.shadowRadius = 8
        layer.shadowOffset = CGSize(width: 0, height: 2)
        var x: CGFloat = 0
        for (index, item) in items.enumerated() {
            if index > 0 {
                let separator = UIView(frame: CGRect(x: x, y: 8, width: 1, height: Self.height - 16))
                separator.backgroundColor = .separator
                addSubview(separator)
                x += 1
            }
            let label = UILabel()
            label.text = item.title
            label.font = Self.font
            label.textAlignment = .center
            let disabled = ((item as? UICommand)?.attributes ?? (item as? UIAction)?.attributes ?? []).contains(.disabled)
            label.textColor = disabled ? .tertiaryLabel : .label
            let width = ceil(label.intrinsicContentSize.width) + 2 * Self.itemPadding
            let frame = CGRect(x: x, y: 0, width: width, height: Self.height)
            label.frame = frame
            addSubview(label)
            itemFrames.append(frame)
            x += width
        }
    }

    required init?(coder: NSCoder) {
        preconditionFailure("EditMenuView is made by UIEditMenuInteraction, not from a coder")
    }

    override var intrinsicContentSize: CGSize {
        CGSize(width: itemFrames.last?.maxX ?? 0, height: Self.height)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let point = touches.first?.location(in: self), bounds.contains(point),
              let index = itemFrames.firstIndex(where: { $0.minX <= point.x && point.x < $0.maxX }) else { return }
        choose(items[index])
    }
}
