import Foundation
@_spi(Platform) import UIKit
import UIKitTesting

/// A header-footer view that records its own initializer and its `prepareForReuse` calls.
final class RecordingHeaderView: UITableViewHeaderFooterView {
    var madeByOwnInit = false
    var reuseCount = 0

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        madeByOwnInit = true
    }

    required init?(coder: NSCoder) { nil }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
    }
}

/// A data source and delegate whose sections have custom header and footer views (dequeued
/// `RecordingHeaderView`s, or plain views) and that records the display calls it hears.
@MainActor
final class HeaderFooterRecorder: UITableViewDataSource, UITableViewDelegate {
    var rowsPerSection: [Int]
    var headerHeight: CGFloat = 30
    var footerHeight: CGFloat = 0
    /// Sections whose header is a plain `UIView` instead of a header-footer view.
    var plainHeaderSections: Set<Int> = []
    var headerTitles: [Int: String] = [:]
    var customHeaders = true
    var calls: [String] = []
    var headersMade: [UIView] = []

    init(rowsPerSection: [Int]) {
        self.rowsPerSection = rowsPerSection
    }

    func numberOfSections(in tableView: UITableView) -> Int { rowsPerSection.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rowsPerSection[section] }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { headerTitles[section] }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { headerHeight }

    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { footerHeight }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        guard customHeaders else { return nil }
        calls.append("viewForHeader \(section)")
        let view: UIView
        if plainHeaderSections.contains(section) {
            view = UIView(frame: .zero)
        } else {
            let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")!
            header.textLabel?.text = "Header \(section)"
            view = header
        }
        if !headersMade.contains(where: { $0 === view }) { headersMade.append(view) }
        return view
    }

    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        guard footerHeight > 0 else { return nil }
        calls.append("viewForFooter \(section)")
        return tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
    }

    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        calls.append("willDisplayHeader \(section)")
    }

    func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
        calls.append("didEndDisplayingHeader \(section)")
    }

    func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
        calls.append("willDisplayFooter \(section)")
    }

    func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {
        calls.append("didEndDisplayingFooter \(section)")
    }

    /// A 320 × 480 window filled by a table of `style` with this recorder as data source and
    /// delegate, `RecordingHeaderView` registered as "header".
    func makeTable(style: UITableView.Style = .plain) -> (UIWindow, UITableView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds, style: style)
        table.contentInsetAdjustmentBehavior = .never
        // Geometry without iOS 15's plain-style header padding (TableViewGroupedStyleTests covers it).
        table.sectionHeaderTopPadding = 0
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.register(RecordingHeaderView.self, forHeaderFooterViewReuseIdentifier: "header")
        table.dataSource = self
        table.delegate = self
        window.addSubview(table)
        table.layoutIfNeeded()
        return (window, table)
    }
}

/// A header-footer view sized by constraints: a box of `boxHeight` 8 pt inside its content
/// view's top and bottom.
final class ConstrainedHeaderView: UITableViewHeaderFooterView {
    let box = UIView(frame: .zero)
    private var boxHeight: NSLayoutConstraint!

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        boxHeight = box.heightAnchor.constraint(equalToConstant: 20)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
            box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            boxHeight,
        ])
    }

    required init?(coder: NSCoder) { nil }

    func setBoxHeight(_ height: CGFloat) { boxHeight.constant = height }
}

/// Sections whose headers are self-sizing (`automaticDimension`): constrained header-footer
/// views of a height per section, or a plain view of a set frame height.
@MainActor
final class SelfSizingHeaderSource: UITableViewDataSource, UITableViewDelegate {
    var rowsPerSection: [Int]
    var boxHeights: [Int: CGFloat] = [:]
    var plainViewHeights: [Int: CGFloat] = [:]
    var footerTitles: [Int: String] = [:]
    var headerRequests: [Int] = []

    init(rowsPerSection: [Int]) {
        self.rowsPerSection = rowsPerSection
    }

    func numberOfSections(in tableView: UITableView) -> Int { rowsPerSection.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rowsPerSection[section] }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { footerTitles[section] }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        headerRequests.append(section)
        if let height = plainViewHeights[section] {
            return UIView(frame: CGRect(x: 0, y: 0, width: 100, height: height))
        }
        guard let boxHeight = boxHeights[section] else { return nil }
        let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "constrained") as! ConstrainedHeaderView
        view.setBoxHeight(boxHeight)
        return view
    }
}
