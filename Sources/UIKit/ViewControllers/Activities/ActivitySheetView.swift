/// The share sheet's content: a header naming what is shared, with a close button, over the
/// list of activities.
@MainActor
final class ActivitySheetView: UIView {
    weak var controller: UIActivityViewController?
    let titleLabel = UILabel()
    let closeButton = UIButton(type: .close)
    let list = SystemListView()
    private var shownActivities: [UIActivity] = []

    // Assumed metrics (UIKit's sheet shows a preview header and rows of about this size).
    static let headerHeight: CGFloat = 64
    static let rowHeight: CGFloat = 44
    static let bottomInset: CGFloat = 8

    init(controller: UIActivityViewController) {
        self.controller = controller
        super.init(frame: .zero)
        backgroundColor = .systemBackground
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.lineBreakMode = .byTruncatingMiddle
        addSubview(titleLabel)
        closeButton.accessibilityLabel = "Close"
        closeButton.addAction(UIAction { [weak self] _ in self?.controller?._close() }, for: .touchUpInside)
        addSubview(closeButton)
        list.onSelect = { [weak self] index in
            guard let self, self.shownActivities.indices.contains(index) else { return }
            self.controller?._choose(self.shownActivities[index])
        }
        addSubview(list)
        reload()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Lists the activities that apply now.
    func reload() {
        guard let controller else { return }
        titleLabel.text = Self.summary(of: controller.placeholderItems)
        shownActivities = controller.availableActivities
        list.rows = shownActivities.map { activity in
            SystemListView.Row(title: activity.activityTitle ?? "", image: activity.activityImage)
        }
    }

    /// The header's text: the first text or link shared, else how many items.
    static func summary(of items: [Any]) -> String {
        for item in items {
            if let text = item as? String, !text.isEmpty { return text }
            if let url = item as? URL { return url.isFileURL ? url.lastPathComponent : url.absoluteString }
        }
        return items.count == 1 ? "1 Item" : "\(items.count) Items"
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let inset = safeAreaInsets
        let top = inset.top
        let closeSize: CGFloat = 30
        closeButton.frame = CGRect(x: bounds.maxX - inset.right - 16 - closeSize,
                                   y: top + (Self.headerHeight - closeSize) / 2, width: closeSize, height: closeSize)
        titleLabel.frame = CGRect(x: inset.left + 16, y: top,
                                  width: max(0, closeButton.frame.minX - 12 - inset.left - 16), height: Self.headerHeight)
        list.frame = CGRect(x: 0, y: top + Self.headerHeight, width: bounds.width,
                            height: max(0, bounds.height - top - Self.headerHeight))
    }
}
