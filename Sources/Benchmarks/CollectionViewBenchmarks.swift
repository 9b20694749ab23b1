import Foundation
@_spi(Platform) import UIKit
import UIKitTesting

/// Issue 15's collection view figures: a 100,000-item flow-layout grid (50 × 50 items in a
/// 390 × 844 collection view, 6 per line) scrolled one frame at a time — each frame a content
/// offset change and the layout pass that follows (the flow layout's query, the reuse of the
/// cells leaving, the data source's dequeue for those arriving) — and `reloadData` (the
/// layout's 100,000 frames computed again, every visible cell replaced).
@MainActor
enum CollectionViewBenchmarks {
    /// This thread's CPU time: a frame's own cost, without the time the shared machine's
    /// scheduler gave to other processes.
    static func threadCPUNanoseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
    }

    final class Source: NSObject, UICollectionViewDataSource {
        let count: Int
        var made = Set<ObjectIdentifier>()
        init(count: Int) { self.count = count }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            made.insert(ObjectIdentifier(cell))
            cell.contentView.backgroundColor = indexPath.item % 2 == 0 ? .systemBlue : .systemGray
            return cell
        }
    }

    static func run() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = Source(count: 100_000)
        collectionView.dataSource = source
        window.addSubview(collectionView)
        collectionView.layoutIfNeeded()

        // Scrolling: 7 pt a frame (about 840 pt/s at 120 Hz), 3,000 frames.
        let clock = ContinuousClock()
        var samples: [Double] = []
        var cpuSamples: [Double] = []
        for round in 0..<2 {
            var y: CGFloat = 0
            for _ in 0..<3_000 {
                y += 7
                let cpuStart = threadCPUNanoseconds()
                let elapsed = clock.measure {
                    collectionView.contentOffset = CGPoint(x: 0, y: y)
                    collectionView.layoutIfNeeded()
                }
                let cpu = threadCPUNanoseconds() - cpuStart
                if round == 1 {
                    cpuSamples.append(cpu)
                    samples.append(Double(elapsed.components.attoseconds) / 1e9 + Double(elapsed.components.seconds) * 1e9)
                }
            }
            collectionView.contentOffset = .zero
            collectionView.layoutIfNeeded()
        }
        samples.sort()
        let median = samples[samples.count / 2] / 1000
        let p95 = samples[samples.count * 95 / 100] / 1000
        let p99 = samples[samples.count * 99 / 100] / 1000
        let slow = samples.filter { $0 > 1_000_000 }.count
        Measure.report("Collection view scroll frame, 100,000-item flow grid, median (offset + layout pass)", median, unit: "µs")
        Measure.report("Collection view scroll frame, 100,000-item flow grid, p95", p95, unit: "µs")
        Measure.report("Collection view scroll frame, 100,000-item flow grid, p99", p99, unit: "µs")
        Measure.report("  frames over 1 ms (of \(samples.count))", Double(slow), unit: "frames")
        cpuSamples.sort()
        Measure.report("  the same frames in thread CPU time (preemption left out): median", cpuSamples[cpuSamples.count / 2] / 1000, unit: "µs")
        Measure.report("  the same frames in thread CPU time: p99", cpuSamples[cpuSamples.count * 99 / 100] / 1000, unit: "µs")
        Measure.report("  cells made in all (visible at once: \(collectionView.visibleCells.count))", Double(source.made.count), unit: "cells")

        let reloadNs = Measure.nanoseconds(operations: 1, rounds: 7) {
            collectionView.reloadData()
            collectionView.layoutIfNeeded()
        }
        Measure.report("Collection view reloadData + layout, 100,000 items", reloadNs / 1_000_000, unit: "ms")
        withExtendedLifetime(source) {}
    }
}
