import Foundation
@_spi(Platform) import UIKit
import UIKitTesting

/// Runs the Catalog without a display: each screen is shown in a window, driven by its
/// script, and its event log and view tree are printed (and written to the output folder).
@MainActor
public struct HeadlessCatalog {
    let outputDirectory: String?
    let logFile: String?
    let recordFile: String?
    let replayFile: String?

    public init(outputDirectory: String?, logFile: String?, recordFile: String?, replayFile: String?) {
        self.outputDirectory = outputDirectory
        self.logFile = logFile
        self.recordFile = recordFile
        self.replayFile = replayFile
    }

    public func run() -> Int32 {
        if let recordFile {
            do {
                try InputRecorder.shared.startRecording(to: recordFile)
            } catch {
                FileHandle.standardError.write(Data("Catalog: \(error)\n".utf8))
                return 1
            }
        }
        defer { InputRecorder.shared.stopRecording() }
        let log = EventLog(file: logFile)
        let root = CatalogRootViewController(screens: CatalogScreens.all(), log: log)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = root
        window.makeKeyAndVisible()
        let input = InputSimulator(window: window)
        input.runLoopTurn()
        if let replayFile {
            do {
                let duration = InputRecorder.replay(try InputRecorder.load(replayFile))
                input.advance(by: duration + 1)
                print("Catalog: replayed \(replayFile)")
                return 0
            } catch {
                FileHandle.standardError.write(Data("Catalog: \(error)\n".utf8))
                return 65
            }
        }
        var report = ""
        var screenshots: [(name: String, png: Data)] = []
        // The root: the table of screens.
        print("== Catalog")
        report += "== Catalog\n" + Self.describeTree(window)
        if let png = Snapshot.frameBufferImage(of: window)?.pngData() {
            screenshots.append(("00-catalog.png", png))
        }
        for index in 0..<root.screenCount {
            root.select(index)
            input.runLoopTurn()
            let screen = root.screen(at: index)
            print("== \(screen.screenTitle)")
            let start = log.lines.count
            screen.script(input)
            input.advance(by: 1)
            report += "== \(screen.screenTitle)\n" + log.lines[start...].map { "  \($0)\n" }.joined()
            report += Self.describeTree(window)
            // What the compositor shows for the window after the script.
            if let png = Snapshot.frameBufferImage(of: window)?.pngData() {
                screenshots.append((Self.fileName(index: index, title: screen.screenTitle), png))
            }
            // The same screen in other window sizes, then back.
            let standardFrame = window.frame
            for size in screen.alternateWindowSizes {
                let resizeStart = log.lines.count
                window.frame = CGRect(origin: standardFrame.origin, size: size)
                input.runLoopTurn()
                input.advance(by: 1)
                let sizeName = "\(Int(size.width))x\(Int(size.height))"
                report += "== \(screen.screenTitle) at \(sizeName)\n"
                    + log.lines[resizeStart...].map { "  \($0)\n" }.joined() + Self.describeTree(window)
                if let png = Snapshot.frameBufferImage(of: window)?.pngData() {
                    screenshots.append((Self.fileName(index: index, title: screen.screenTitle, suffix: sizeName), png))
                }
            }
            if !screen.alternateWindowSizes.isEmpty {
                window.frame = standardFrame
                input.runLoopTurn()
            }
        }
        // The keyboard alone: Tab to the list, arrows to a row, Return to open it, Tab to the
        // controls, Return to press one, Escape back to the list.
        root.showList()
        input.runLoopTurn()
        print("== Keyboard")
        let keyboardStart = log.lines.count
        input.pressKey(.keyboardTab)
        input.pressKey(.keyboardDownArrow)
        input.pressKey(.keyboardUpArrow)
        input.pressKey(.keyboardReturnOrEnter)
        input.runLoopTurn()
        input.pressKey(.keyboardTab)  // the back button
        input.pressKey(.keyboardTab)  // the first control
        input.pressKey(.keyboardReturnOrEnter)
        input.advance(by: 1)
        if let png = Snapshot.frameBufferImage(of: window)?.pngData() {
            screenshots.append(("99-keyboard.png", png))
        }
        input.pressKey(.keyboardEscape)
        input.runLoopTurn()
        report += "== Keyboard\n" + log.lines[keyboardStart...].map { "  \($0)\n" }.joined()
        // Without --output, screenshots still go somewhere, named on stdout.
        let directory = outputDirectory
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-catalog").path
        do {
            let url = URL(fileURLWithPath: directory, isDirectory: true)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            for screenshot in screenshots {
                let file = url.appendingPathComponent(screenshot.name)
                try screenshot.png.write(to: file)
                print("Catalog: wrote \(file.path)")
            }
        } catch {
            FileHandle.standardError.write(Data("Catalog: cannot write screenshots to \(directory): \(error)\n".utf8))
            return 1
        }
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

    /// `01-controls.png`, `04-drawing.png`, ...
    static func fileName(index: Int, title: String, suffix: String? = nil) -> String {
        let slug = title.lowercased().map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined()
        return String(format: "%02d-", index + 1) + slug + (suffix.map { "-" + $0 } ?? "") + ".png"
    }

    static func describeTree(_ view: UIView, depth: Int = 0) -> String {
        var text = String(repeating: "  ", count: depth) + view.description + "\n"
        for subview in view.subviews {
            text += describeTree(subview, depth: depth + 1)
        }
        return text
    }
}

@MainActor
enum CatalogScreens {
    /// Every screen, made now (the headless walk shows each in turn).
    static func all() -> [any CatalogScreen] {
        entries.map { $0.make() }
    }

    /// Every screen in the list's order, made when asked for.
    static var entries: [CatalogScreenEntry] {
        [CatalogScreenEntry(title: "Controls") { ControlsScreen() },
         CatalogScreenEntry(title: "Gestures") { GesturesScreen() },
         CatalogScreenEntry(title: "Date Picker") { DatePickerScreen() },
         CatalogScreenEntry(title: "Drawing") { DrawingScreen() },
         CatalogScreenEntry(title: "Text") { TextScreen() },
         CatalogScreenEntry(title: "Auto Layout") { AutoLayoutScreen() },
         CatalogScreenEntry(title: "List") { ListScreen() },
         CatalogScreenEntry(title: "Form") { FormScreen() },
         CatalogScreenEntry(title: "Photo Grid") { PhotoGridScreen() },
         CatalogScreenEntry(title: "Drag to Reorder") { ReorderScreen() },
         CatalogScreenEntry(title: "Dynamics") { DynamicsScreen() },
         CatalogScreenEntry(title: "Appearance") { AppearanceScreen() }]
    }
}
