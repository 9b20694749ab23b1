import Foundation
import UIKit
import XCTest

/// A cell that builds its interface in code but is registered by nib (the porting aid).
final class NibPortedCell: UITableViewCell {
    let badge = UILabel()
    var awoke = 0

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(badge)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func awakeFromNib() {
        super.awakeFromNib()
        awoke += 1
    }
}

final class NibPortedHeader: UITableViewHeaderFooterView {
    var awoke = 0
    override func awakeFromNib() { awoke += 1 }
}

final class NibPortedCollectionCell: UICollectionViewCell {
    var awoke = 0
    override func awakeFromNib() { awoke += 1 }
}

final class NibPortedSupplementary: UICollectionReusableView {
    var awoke = 0
    override func awakeFromNib() { awoke += 1 }
}

/// An archivable view that counts `awakeFromNib()`.
final class NibAwakeCountingView: UIView {
    var awoke = 0
    override func awakeFromNib() { awoke += 1 }
}

/// A controller written for a nib of its own name whose interface moved to code.
final class NibPortedController: UIViewController {
    var loaded = false
    var awoke = 0
    override func viewDidLoad() {
        super.viewDidLoad()
        loaded = true
    }
    override func awakeFromNib() { awoke += 1 }
}

/// A table data source in this module (where classes named by nibs are looked up).
@MainActor
final class NibTableSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var rows = 3
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "ported", for: indexPath)
    }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
    }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 30 }
}

/// A temporary folder used as a bundle (Foundation treats a plain folder as a flat bundle),
/// removed when the test that made it ends.
@MainActor
func makeTemporaryBundle(_ files: [String: Data], for testCase: XCTestCase) throws -> Bundle {
    let root = FileManager.default.temporaryDirectory
        .appendingPathComponent("NibTests-\(UUID().uuidString).bundle")
    testCase.addTeardownBlock { try? FileManager.default.removeItem(at: root) }
    for (path, data) in files {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }
    return try XCTUnwrapBundle(Bundle(path: root.path))
}

func XCTUnwrapBundle(_ bundle: Bundle?) throws -> Bundle {
    guard let bundle else { throw NSError(domain: "NibTests", code: 1) }
    return bundle
}
