import Foundation
@_spi(Platform) import UIKit

/// A view that counts how often hit testing asks it whether a point is inside.
final class CountingView: UIView {
    nonisolated(unsafe) static var insideChecks = 0
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        CountingView.insideChecks += 1
        return super.point(inside: point, with: event)
    }
}

/// A view answering its layer's actions itself (by asking UIKit's answer).
final class ActionOverridingView: UIView {
    override func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        super.action(for: layer, forKey: event)
    }
}

@MainActor
enum ViewTreeBenchmarks {
    /// A window with `count` views, at least `minimumDepth` deep, every fifth view rotated
    /// slightly and every seventh scaled.
    static func makeTree(count: Int = 10_000, minimumDepth: Int = 12, counting: Bool = false)
        -> (window: UIWindow, views: [UIView], depth: Int) {
        var rng = SeededGenerator(seed: 42)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 1024))
        window.makeKeyAndVisible()
        var views: [UIView] = []
        var depthOf: [ObjectIdentifier: Int] = [ObjectIdentifier(window): 0]
        var frontier: [UIView] = [window]
        var maxDepth = 0
        // A spine first, so the tree is deep enough.
        var parent: UIView = window
        for level in 1...minimumDepth {
            let view = counting ? CountingView() : UIView()
            view.frame = parent.bounds.insetBy(dx: 8, dy: 8)
            parent.addSubview(view)
            views.append(view)
            depthOf[ObjectIdentifier(view)] = level
            frontier.append(view)
            parent = view
            maxDepth = level
        }
        while views.count < count {
            let host = frontier[Int(rng.next() % UInt64(frontier.count))]
            let size = host.bounds.size
            let w = max(4, size.width * CGFloat(Double(rng.next() % 50 + 20) / 100))
            let h = max(4, size.height * CGFloat(Double(rng.next() % 50 + 20) / 100))
            let x = CGFloat(Double(rng.next() % 1000) / 1000) * max(0, size.width - w)
            let y = CGFloat(Double(rng.next() % 1000) / 1000) * max(0, size.height - h)
            let view = counting ? CountingView() : UIView()
            view.frame = CGRect(x: x, y: y, width: w, height: h)
            if views.count % 5 == 0 { view.transform = CGAffineTransform(rotationAngle: 0.05) }
            if views.count % 7 == 0 { view.transform = view.transform.scaledBy(x: 0.9, y: 0.9) }
            host.addSubview(view)
            views.append(view)
            let depth = (depthOf[ObjectIdentifier(host)] ?? 0) + 1
            depthOf[ObjectIdentifier(view)] = depth
            maxDepth = max(maxDepth, depth)
            if size.width > 16 && size.height > 16 { frontier.append(view) }
        }
        return (window, views, maxDepth)
    }

    static func hitTest() {
        let (window, views, depth) = makeTree(counting: true)
        print("  tree: \(views.count) views, depth \(depth), mixed transforms")
        var rng = SeededGenerator(seed: 7)
        let points = (0..<1000).map { _ in
            CGPoint(x: CGFloat(rng.next() % 1024), y: CGFloat(rng.next() % 1024))
        }
        let ns = Measure.nanoseconds(operations: points.count) {
            for p in points { _ = window.hitTest(p, with: nil) }
        }
        Measure.report("hit test", ns / 1000, unit: "µs per hit test")
        // How many views one hit test looks at, against the views on the path and their
        // siblings (the work a hit test cannot avoid).
        var checked = 0, necessary = 0
        for p in points {
            CountingView.insideChecks = 0
            guard let hit = window.hitTest(p, with: nil) else { continue }
            checked += CountingView.insideChecks
            var view: UIView? = hit
            while let v = view, let parent = v.superview {
                necessary += parent.subviews.count
                view = parent
            }
            necessary += 1
        }
        Measure.report("views asked per hit test", Double(checked) / Double(points.count), unit: "views")
        Measure.report("path views + their siblings", Double(necessary) / Double(points.count), unit: "views")
    }

    static func touchDelivery() {
        let (window, views, _) = makeTree()
        let target = views[11] // deep on the spine
        let start = target.convert(CGPoint(x: target.bounds.midX, y: target.bounds.midY), to: window)
        var time = CACurrentMediaTime()
        let app = UIApplication.shared
        var id = 0
        // One sequence: began, 10 moves, ended = 12 phase events.
        let ns = Measure.nanoseconds(operations: 12 * 200) {
            for _ in 0..<200 {
                id += 1
                time += 1
                app.dispatchTouches([PlatformTouch(id: id, phase: .began, location: start)], in: window, timestamp: time)
                for step in 1...10 {
                    let p = CGPoint(x: start.x + CGFloat(step), y: start.y)
                    app.dispatchTouches([PlatformTouch(id: id, phase: .moved, location: p)], in: window, timestamp: time + Double(step) / 120)
                }
                app.dispatchTouches([PlatformTouch(id: id, phase: .ended, location: start)], in: window, timestamp: time + 0.1)
            }
        }
        Measure.report("touch phase event through window delivery", ns / 1000, unit: "µs per event", goal: "≤ 5 µs")
    }

    static func memoryPerView() {
        let count = 100_000
        var keep: [UIView] = []
        keep.reserveCapacity(count)
        let before = Measure.heapBytes()
        for _ in 0..<count { keep.append(UIView()) }
        let after = Measure.heapBytes()
        Measure.report("plain UIView with its layer", Double(after - before) / Double(count), unit: "bytes", goal: "≤ 1024")
        // Where the bytes are: each object's instance size (from its class's metadata) and the
        // heap block malloc gave it (glibc rounds a request plus its 8-byte header up to 16).
        for (name, object) in [("UIView", keep[0] as AnyObject), ("CALayer", keep[0].layer as AnyObject)] {
            Measure.report("\(name) instance", Double(Measure.instanceSize(of: type(of: object))), unit: "bytes")
            Measure.report("\(name) heap block", Double(Measure.heapBlockSize(of: object)), unit: "bytes")
        }
        withExtendedLifetime(keep) {}
    }

    static func autoresizeLayout() {
        let (window, root) = makeAutoresizingTree { UIView(frame: $0) }
        var wide = false
        let ns = Measure.nanoseconds(operations: 1) {
            wide.toggle()
            root.frame.size = wide ? CGSize(width: 1200, height: 900) : CGSize(width: 1000, height: 1000)
            window.layoutIfNeeded()
        }
        Measure.report("resize root of 10,000 autoresizing views + layoutIfNeeded", ns / 1e6, unit: "ms", goal: "≤ 5 ms")
    }

    /// The same pass with views whose class overrides `action(for:forKey:)` (calling super):
    /// their layers run the whole action search for each change, as every view's layer did
    /// before UIKit's own classes skipped it outside animation blocks.
    static func autoresizeLayoutOverridingActions() {
        let (window, root) = makeAutoresizingTree { ActionOverridingView(frame: $0) }
        var wide = false
        let ns = Measure.nanoseconds(operations: 1) {
            wide.toggle()
            root.frame.size = wide ? CGSize(width: 1200, height: 900) : CGSize(width: 1000, height: 1000)
            window.layoutIfNeeded()
        }
        Measure.report("the same, views overriding action(for:forKey:) (full action search)", ns / 1e6, unit: "ms")
    }

    /// A window holding a root view and 10,000 autoresizing views under it, made by `makeView`.
    private static func makeAutoresizingTree(_ makeView: (CGRect) -> UIView) -> (window: UIWindow, root: UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        let root = makeView(window.bounds)
        window.addSubview(root)
        var rng = SeededGenerator(seed: 3)
        var containers: [UIView] = [root]
        let masks: [UIView.AutoresizingMask] = [
            [.flexibleWidth, .flexibleHeight], [.flexibleLeftMargin, .flexibleRightMargin],
            [.flexibleWidth, .flexibleTopMargin], [.flexibleLeftMargin, .flexibleWidth, .flexibleBottomMargin],
        ]
        for i in 0..<10_000 {
            let host = containers[Int(rng.next() % UInt64(containers.count))]
            let view = makeView(host.bounds.insetBy(dx: host.bounds.width * 0.1, dy: host.bounds.height * 0.1))
            view.autoresizingMask = masks[i % masks.count]
            host.addSubview(view)
            if containers.count < 2000 { containers.append(view) }
        }
        window.layoutIfNeeded()
        return (window, root)
    }
}
