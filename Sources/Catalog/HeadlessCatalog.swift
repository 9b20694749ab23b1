import Foundation
import UIKit
import UIKitTesting

/// Runs the Catalog without a display: each screen is shown in a window, driven by its
/// script, and its event log and view tree are printed (and written to the output folder).
@MainActor
struct HeadlessCatalog {
    let outputDirectory: String?

    func run() -> Int32 {
        let screens: [any CatalogScreen] = [ControlsScreen()]
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let input = InputSimulator(window: window)
        var report = ""
        for screen in screens {
            print("== \(screen.screenTitle)")
            window.rootViewController = screen
            input.runLoopTurn()
            screen.script(input)
            input.advance(by: 1)
            report += "== \(screen.screenTitle)\n"
            report += screen.log.lines.map { "  \($0)\n" }.joined()
            report += Self.describeTree(window)
        }
        print(Self.describeTree(window))
        if let outputDirectory {
            let url = URL(fileURLWithPath: outputDirectory, isDirectory: true)
            do {
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
                let file = url.appendingPathComponent("catalog-log.txt")
                try report.write(to: file, atomically: true, encoding: .utf8)
                print("Catalog: wrote \(file.path)")
            } catch {
                FileHandle.standardError.write(Data("Catalog: cannot write to \(url.path): \(error)\n".utf8))
                return 1
            }
        }
        return 0
    }

    static func describeTree(_ view: UIView, depth: Int = 0) -> String {
        var text = String(repeating: "  ", count: depth) + view.description + "\n"
        for subview in view.subviews {
            text += describeTree(subview, depth: depth + 1)
        }
        return text
    }
}
