import Foundation
@_spi(Platform) import UIKit
import UIKitTesting

/// A cell that counts its `prepareForReuse` calls.
final class CountingCell: UITableViewCell {
    var reuseCount = 0

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
    }
}

/// A data source and delegate with fixed section sizes that records the delegate calls it
/// hears (selection and highlight) and every distinct cell it hands out.
@MainActor
final class TableRecorder: UITableViewDataSource, UITableViewDelegate {
    var rowsPerSection: [Int]
    var heights: ((IndexPath) -> CGFloat)?
    var calls: [String] = []
    var cells: [UITableViewCell] = []
    var redirectSelection: ((IndexPath) -> IndexPath?)?
    var headerTitles: [Int: String] = [:]
    var footerTitles: [Int: String] = [:]

    init(rowsPerSection: [Int]) {
        self.rowsPerSection = rowsPerSection
    }

    func numberOfSections(in tableView: UITableView) -> Int { rowsPerSection.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rowsPerSection[section] }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        if !cells.contains(where: { $0 === cell }) { cells.append(cell) }
        cell.textLabel?.text = "\(indexPath.section).\(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { headerTitles[section] }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { footerTitles[section] }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heights?(indexPath) ?? tableView.rowHeight
    }

    private func name(_ indexPath: IndexPath) -> String { "\(indexPath.section).\(indexPath.row)" }

    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { calls.append("didHighlight \(name(indexPath))") }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) { calls.append("didUnhighlight \(name(indexPath))") }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        calls.append("willSelect \(name(indexPath))")
        return redirectSelection.map { $0(indexPath) } ?? indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { calls.append("didSelect \(name(indexPath))") }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        calls.append("willDeselect \(name(indexPath))")
        return indexPath
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { calls.append("didDeselect \(name(indexPath))") }
}

@MainActor
enum TableTestSupport {
    /// A 320 × 480 window filled by a plain table whose recorder is data source and delegate.
    static func makeTable(rowsPerSection: [Int], style: UITableView.Style = .plain)
        -> (UIWindow, UITableView, TableRecorder, InputSimulator) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds, style: style)
        // No safe area in the test window, but keep the offsets exact regardless.
        table.contentInsetAdjustmentBehavior = .never
        table.register(CountingCell.self, forCellReuseIdentifier: "cell")
        let recorder = TableRecorder(rowsPerSection: rowsPerSection)
        table.dataSource = recorder
        table.delegate = recorder
        window.addSubview(table)
        table.layoutIfNeeded()
        return (window, table, recorder, InputSimulator(window: window))
    }
}
