// Runs one scenario that UIKit answers with an exception (an Objective-C raise), so that
// tests can check OpenUIKit stops with a clear precondition message instead of corrupting
// state. Used by Tests/UIKitTests/BadInput; not part of the framework.
import UIKit

@MainActor
func run(_ scenario: String) {
    switch scenario {
    case "add-self-as-subview":
        let view = UIView()
        view.addSubview(view)
    case "add-ancestor-as-subview":
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        child.addSubview(parent)
    case "add-layer-to-itself":
        let layer = CALayer()
        layer.addSublayer(layer)
    case "ok":
        print("ok")
    default:
        FileHandle.standardError.write(Data("unknown scenario \(scenario)\n".utf8))
        exit(2)
    }
}

let scenario = CommandLine.arguments.dropFirst().first ?? "ok"
MainActor.assumeIsolated { run(scenario) }
