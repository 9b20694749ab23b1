/// The find navigator: a bar along the bottom of the window with the search field, the
/// result count, previous/next and Done, and (when shown) the replace field with Replace
/// and All.
@MainActor
final class FindNavigatorView: UIView {
    static let rowHeight: CGFloat = 44
    static let margin: CGFloat = 8

    private(set) weak var interaction: UIFindInteraction?
    let searchField = UITextField()
    let replaceField = UITextField()
    let countLabel = UILabel()
    private(set) var previousButton: UIButton!
    private(set) var nextButton: UIButton!
    private(set) var doneButton: UIButton!
    private(set) var replaceButton: UIButton!
    private(set) var replaceAllButton: UIButton!

    var showsReplace = false {
        didSet {
            replaceField.isHidden = !showsReplace
            replaceButton.isHidden = !showsReplace
            replaceAllButton.isHidden = !showsReplace
            placeInWindow()
        }
    }

    init(interaction: UIFindInteraction) {
        self.interaction = interaction
        super.init(frame: .zero)
        backgroundColor = UIColor(white: 0.95, alpha: 1)
        accessibilityIdentifier = "UIFindNavigator"
        for field in [searchField, replaceField] {
            field.borderStyle = .roundedRect
            field.font = UIFont.systemFont(ofSize: 14)
            field.autocorrectionType = .no
            addSubview(field)
        }
        searchField.placeholder = "Search"
        replaceField.placeholder = "Replace"
        searchField.returnKeyType = .search
        searchField.addAction(UIAction { [weak self] _ in
            self?.interaction?.searchText = self?.searchField.text
        }, for: .editingChanged)
        // Return moves to the next match, as in UIKit's navigator.
        searchField.addAction(UIAction { [weak self] _ in self?.interaction?.findNext() }, for: .editingDidEndOnExit)
        replaceField.addAction(UIAction { [weak self] _ in
            self?.interaction?.replacementText = self?.replaceField.text
        }, for: .editingChanged)
        countLabel.font = UIFont.systemFont(ofSize: 13)
        countLabel.textColor = .gray
        countLabel.textAlignment = .center
        addSubview(countLabel)
        previousButton = makeButton("‹", label: "Previous") { $0.findPrevious() }
        nextButton = makeButton("›", label: "Next") { $0.findNext() }
        doneButton = makeButton("Done", label: "Done") { $0.dismissFindNavigator() }
        replaceButton = makeButton("Replace", label: "Replace") { $0.replaceCurrent() }
        replaceAllButton = makeButton("All", label: "Replace All") { $0.replaceAllMatches() }
        replaceField.isHidden = true
        replaceButton.isHidden = true
        replaceAllButton.isHidden = true
    }

    required init?(coder: NSCoder) {
        preconditionFailure("FindNavigatorView is made by UIFindInteraction, not from a coder")
    }

    private func makeButton(_ title: String, label: String, _ action: @escaping @MainActor (UIFindInteraction) -> Void) -> UIButton {
        let button = UIButton(type: .system, primaryAction: UIAction { [weak self] _ in
            guard let interaction = self?.interaction else { return }
            action(interaction)
        })
        button.setTitle(title, for: .normal)
        button.accessibilityLabel = label
        addSubview(button)
        return button
    }

    func setSearchText(_ text: String) {
        if searchField.text != text { searchField.text = text }
    }

    func setReplacementText(_ text: String) {
        if replaceField.text != text { replaceField.text = text }
    }

    func focusSearchField() {
        _ = searchField.becomeFirstResponder()
    }

    /// "1 of 5", "5 results" or nothing, as the session's display style asks.
    func showResults(count: Int, highlighted: Int, style: UIFindSession.SearchResultDisplayStyle, hasQuery: Bool) {
        guard hasQuery else { countLabel.text = nil; return }
        switch style {
        case .currentAndTotal:
            if count == 0 {
                countLabel.text = "0 results"
            } else {
                let current = highlighted == NSNotFound ? "–" : "\(highlighted + 1)"
                countLabel.text = "\(current) of \(count)"
            }
        case .total:
            countLabel.text = count == 1 ? "1 result" : "\(count) results"
        case .none:
            countLabel.text = nil
        }
        previousButton.isEnabled = count > 0
        nextButton.isEnabled = count > 0
        replaceButton.isEnabled = interaction?.activeFindSession?.allowsReplacementForCurrentlyHighlightedResult ?? false
        replaceAllButton.isEnabled = count > 0
    }

    /// Full width along the bottom of the window, one row (two with the replace field).
    func placeInWindow() {
        guard let window = superview else { return }
        let rows: CGFloat = showsReplace ? 2 : 1
        let height = Self.rowHeight * rows
        frame = CGRect(x: 0, y: window.bounds.height - height, width: window.bounds.width, height: height)
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let m = Self.margin
        let row = Self.rowHeight
        let fieldHeight = row - 2 * m
        let done: CGFloat = 56, arrow: CGFloat = 32, count: CGFloat = 72
        let fieldWidth = max(0, bounds.width - done - 2 * arrow - count - 6 * m)
        searchField.frame = CGRect(x: m, y: m, width: fieldWidth, height: fieldHeight)
        var x = searchField.frame.maxX + m
        countLabel.frame = CGRect(x: x, y: m, width: count, height: fieldHeight)
        x += count + m
        previousButton.frame = CGRect(x: x, y: m, width: arrow, height: fieldHeight)
        x += arrow
        nextButton.frame = CGRect(x: x, y: m, width: arrow, height: fieldHeight)
        x += arrow + m
        doneButton.frame = CGRect(x: x, y: m, width: done, height: fieldHeight)
        replaceField.frame = CGRect(x: m, y: row + m, width: fieldWidth, height: fieldHeight)
        replaceButton.frame = CGRect(x: replaceField.frame.maxX + m, y: row + m, width: count, height: fieldHeight)
        replaceAllButton.frame = CGRect(x: replaceButton.frame.maxX + m, y: row + m, width: arrow * 2, height: fieldHeight)
    }
}
