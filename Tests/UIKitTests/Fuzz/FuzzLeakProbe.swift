import UIKit

/// Weak references to everything a fuzz run made, to check that teardown frees it all.
@MainActor
struct FuzzLeakProbe {
    private final class Weak {
        weak var object: AnyObject?
        let label: String
        init(_ object: AnyObject, _ label: String) {
            self.object = object
            self.label = label
        }
    }

    private var references: [Weak] = []

    init(window: UIWindow?, views: [UIView], recognizers: [UIGestureRecognizer]) {
        if let window { references.append(Weak(window, "the window")) }
        for view in views {
            references.append(Weak(view, "\(type(of: view)) tag \(view.tag)"))
            references.append(Weak(view.layer, "the layer of \(type(of: view)) tag \(view.tag)"))
        }
        for recognizer in recognizers {
            references.append(Weak(recognizer, "\(type(of: recognizer)) \(recognizer.name ?? "")"))
        }
    }

    /// What is still alive.
    var survivors: [String] {
        references.filter { $0.object != nil }.map(\.label)
    }
}
