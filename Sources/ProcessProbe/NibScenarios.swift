import Foundation
import UIKit

/// Nibs and storyboards used wrongly: each scenario stops with UIKit's message.
@MainActor
func runNibScenario(_ name: String) {
    switch name {
    case "missing-nib":
        _ = UINib(nibName: "NoSuchNib", bundle: nil).instantiate(withOwner: nil)
    case "missing-storyboard":
        _ = UIStoryboard(name: "NoSuchStoryboard", bundle: nil)
    case "compiled-nib":
        _ = UINib(data: Data("NIBArchive\u{1}\u{0}".utf8), bundle: nil).instantiate(withOwner: nil)
    case "no-segue":
        UIViewController().performSegue(withIdentifier: "next", sender: nil)
    case "missing-scene":
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("probe-\(UUID().uuidString).bundle")
        let folder = root.appendingPathComponent("Main.storyboardc")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let info: [String: Any] = ["UIViewControllerIdentifiersToNibNames": ["first": "UIViewController"]]
        let data = try? PropertyListSerialization.data(fromPropertyList: info, format: .xml, options: 0)
        try? data?.write(to: folder.appendingPathComponent("Info.plist"))
        _ = UIStoryboard(name: "Main", bundle: Bundle(path: root.path)).instantiateViewController(withIdentifier: "second")
    case "cell-nib-with-a-label":
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        table.register(UINib(nibName: "UIKit.UILabel", bundle: nil), forCellReuseIdentifier: "cell")
        _ = table.dequeueReusableCell(withIdentifier: "cell")
    default:
        FileHandle.standardError.write(Data("unknown nib scenario \(name)\n".utf8))
        exit(2)
    }
    print("returned normally")
}
