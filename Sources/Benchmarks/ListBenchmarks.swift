import Foundation
#if canImport(Glibc)
import Glibc
#endif
@_spi(Platform) import UIKit
import UIKitTesting

/// Issue 15's list figures: a 100,000-row self-sizing table whose cells show a list content
/// configuration (image, text, secondary text) in a 1080 × 1920 window — the reload, the model
/// read alone, a scrolling frame (offset change, reuse, measuring new rows, layout) at scale 1
/// and 2, and the cells made.
@MainActor
enum ListBenchmarks {
    static let rows = 100_000

    final class Source: UITableViewDataSource {
        let image: UIImage
        var cells = Set<ObjectIdentifier>()
        var kept: [UITableViewCell] = []

        init() {
            image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { context in
                UIColor.systemBlue.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
            }
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { ListBenchmarks.rows }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            if cells.insert(ObjectIdentifier(cell)).inserted { kept.append(cell) }
            var content = UIListContentConfiguration.subtitleCell()
            content.image = image
            content.text = "Row \(indexPath.row)"
            // Every seventh row wraps its secondary text onto a second line.
            content.secondaryText = indexPath.row % 7 == 0
                ? "A longer detail line that wraps onto a second line in a narrow column, row \(indexPath.row), with more words to be sure it wraps"
                : "Detail \(indexPath.row)"
            cell.contentConfiguration = content
            return cell
        }
    }

    static func run() {
        for scale in [CGFloat(1), 2] { measure(scale: scale) }
    }

    private static func measure(scale: CGFloat) {
        let screen = UIScreen.main
        let oldScale = screen.scale
        screen.updateDisplay(bounds: screen.bounds, scale: scale, refreshRate: 60)
        defer { screen.updateDisplay(bounds: screen.bounds, scale: oldScale, refreshRate: 60) }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1080, height: 1920))
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let source = Source()
        table.dataSource = source
        window.addSubview(table)
        table.layoutIfNeeded()

        let modelNs = Measure.nanoseconds(operations: 1) {
            table.reloadData()
            _ = table.numberOfRows(inSection: 0)
        }
        let reloadNs = Measure.nanoseconds(operations: 1) {
            table.reloadData()
            table.layoutIfNeeded()
        }
        let visible = table.visibleCells.count
        Measure.report("[scale \(Int(scale))] reloadData, rows read (100,000 self-sizing rows, no cells)", modelNs / 1000, unit: "µs",
                       goal: "≤ 1000 µs beyond the visible rows")
        Measure.report("[scale \(Int(scale))] reloadData + first layout (\(visible) rows on screen measured and shown)", reloadNs / 1000, unit: "µs")

        // Scrolling: 3000 frames of 23 pt (1380 pt/s at 60 Hz) down, then 1000 back up.
        var samples: [Double] = []
        var cpuSamples: [Double] = []
        let clock = ContinuousClock()
        var y: CGFloat = 0
        for frame in 0..<4000 {
            y += frame < 3000 ? 23 : -23
            let cpuStart = threadCPUNanoseconds()
            let elapsed = clock.measure {
                table.contentOffset = CGPoint(x: 0, y: y)
                window.layoutIfNeeded()
            }
            cpuSamples.append(threadCPUNanoseconds() - cpuStart)
            samples.append(Double(elapsed.components.attoseconds) / 1e9 + Double(elapsed.components.seconds) * 1e9)
        }
        samples.sort()
        cpuSamples.sort()
        let median = samples[samples.count / 2] / 1000
        let p99 = samples[samples.count * 99 / 100] / 1000
        Measure.report("[scale \(Int(scale))] scroll frame, median (offset + reuse + measure + layout)", median, unit: "µs",
                       goal: scale == 1 ? "≤ 2000 µs" : "≤ 4000 µs")
        Measure.report("[scale \(Int(scale))] scroll frame, p99", p99, unit: "µs", goal: "≤ 8300 µs")
        let p90 = samples[samples.count * 90 / 100] / 1000, p98 = samples[samples.count * 98 / 100] / 1000
        print(String(format: "  [scale %d] scroll frame, p90 %.0f µs, p98 %.0f µs, max %.0f µs", Int(scale), p90, p98, samples.last! / 1000))
        // The thread's CPU time leaves out time the (shared) machine gave to other processes.
        print(String(format: "  [scale %d] scroll frame, thread CPU time: median %.0f µs, p99 %.0f µs, max %.0f µs", Int(scale),
                     cpuSamples[cpuSamples.count / 2] / 1000, cpuSamples[cpuSamples.count * 99 / 100] / 1000, cpuSamples.last! / 1000))
        print("  [scale \(Int(scale))] cells made: \(source.cells.count) for \(table.visibleCells.count) on screen (goal ≤ visible + 4)")
    }

    private static func threadCPUNanoseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
    }
}
