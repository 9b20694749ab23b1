/// The plain list the system view controllers draw their choices with (the share sheet's
/// actions, a folder's files, the photo library, font families): a table of rows, each with
/// a title, an optional subtitle and image, dimmed when it cannot be chosen.
@MainActor
final class SystemListView: UIView, UITableViewDataSource, UITableViewDelegate {
    struct Row {
        var title: String
        var subtitle: String?
        var image: UIImage?
        var isEnabled = true
        var accessoryType: UITableViewCell.AccessoryType = .none
    }

    let tableView = UITableView(frame: .zero, style: .plain)

    var rows: [Row] = [] {
        didSet { tableView.reloadData() }
    }

    /// The font of a row's title, asked only for rows shown (the font picker names each
    /// family in its own face); nil: the body style.
    var titleFont: ((Int) -> UIFont?)?

    /// Called with the index of a row the user tapped (enabled rows only).
    var onSelect: ((Int) -> Void)?

    static let cellIdentifier = "SystemListRow"

    override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        backgroundColor = .systemBackground
        tableView.dataSource = self
        tableView.delegate = self
        // The system's lists bounce even when short, so the bars' safe area insets their
        // content however few rows there are.
        tableView.alwaysBounceVertical = true
        addSubview(tableView)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        tableView.frame = bounds
        keepAtTop()
    }

    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        keepAtTop()
    }

    /// The adjusted top inset the list last rested at.
    private var restingTopInset: CGFloat = 0

    /// A list resting at its top stays there when the bars' insets change (the list gets its
    /// size and the navigation bar's safe area after its controller was laid out), so its first
    /// row shows below the bar instead of under it, where a tap would reach the bar.
    private func keepAtTop() {
        let top = tableView.adjustedContentInset.top
        defer { restingTopInset = top }
        guard top != restingTopInset, tableView.contentOffset.y == -restingTopInset,
              !tableView.isTracking, !tableView.isDecelerating else { return }
        tableView.contentOffset.y = -top
    }

    /// The cell showing a row, when it is on screen.
    func cell(at index: Int) -> UITableViewCell? {
        layoutIfNeeded()
        return tableView.cellForRow(at: IndexPath(row: index, section: 0))
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier)
            ?? UITableViewCell(style: .subtitle, reuseIdentifier: Self.cellIdentifier)
        let row = rows[indexPath.row]
        cell.textLabel?.text = row.title
        cell.textLabel?.font = titleFont?(indexPath.row) ?? .preferredFont(forTextStyle: .body)
        cell.textLabel?.textColor = row.isEnabled ? .label : .tertiaryLabel
        cell.detailTextLabel?.text = row.subtitle
        cell.imageView?.image = row.image
        cell.accessoryType = row.accessoryType
        cell.selectionStyle = row.isEnabled ? .default : .none
        cell.accessibilityTraits = row.isEnabled ? .button : [.button, .notEnabled]
        return cell
    }

    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        rows.indices.contains(indexPath.row) && rows[indexPath.row].isEnabled
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: false)
        guard rows.indices.contains(indexPath.row), rows[indexPath.row].isEnabled else { return }
        onSelect?(indexPath.row)
    }
}
