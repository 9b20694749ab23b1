import Foundation
import UIKit

/// UIKit's debugging descriptions, which swift-snapshot-testing's text strategies record:
/// `recursiveDescription` of a view and `_printHierarchy` of a view controller.
@MainActor
enum ViewDescription {
    /// The view and its subviews, one per line, each subview level indented by "   | ".
    static func recursiveDescription(of view: UIView) -> String {
        var lines: [String] = []
        func visit(_ view: UIView, depth: Int) {
            lines.append(String(repeating: "   | ", count: depth) + describe(view))
            for subview in view.subviews { visit(subview, depth: depth + 1) }
        }
        visit(view, depth: 0)
        return lines.joined(separator: "\n")
    }

    /// UIKit's description of one view: its class and address, frame, then only the
    /// properties that differ from a plain view's defaults, then its layer.
    ///
    /// UIKit: the order is frame, text (labels), transform, clipsToBounds, hidden, alpha,
    /// opaque, autoresize, tag, userInteractionEnabled, gestureRecognizers, backgroundColor,
    /// layer; numbers are printed as `%g` (`20.5`, not `20.50`).
    static func describe(_ view: UIView) -> String {
        let f = view.frame
        var parts = ["frame = (\(number(f.minX)) \(number(f.minY)); \(number(f.width)) \(number(f.height)))"]
        if let label = view as? UILabel, let text = label.text { parts.append("text = '\(text)'") }
        let t = view.transform
        if t != .identity {
            parts.append("transform = [\(number(t.a)), \(number(t.b)), \(number(t.c)), \(number(t.d)), \(number(t.tx)), \(number(t.ty))]")
        }
        if view.clipsToBounds { parts.append("clipsToBounds = YES") }
        if view.isHidden { parts.append("hidden = YES") }
        if view.alpha != 1 { parts.append("alpha = \(number(view.alpha))") }
        // UIKit: a label's description leaves out its opacity.
        if !view.isOpaque, !(view is UILabel) { parts.append("opaque = NO") }
        if let mask = autoresize(view.autoresizingMask) { parts.append("autoresize = \(mask)") }
        if view.tag != 0 { parts.append("tag = \(view.tag)") }
        if !view.isUserInteractionEnabled { parts.append("userInteractionEnabled = NO") }
        if let recognizers = view.gestureRecognizers, !recognizers.isEmpty {
            parts.append("gestureRecognizers = <NSArray: \(address(of: recognizers as NSArray))>")
        }
        if let color = view.backgroundColor { parts.append("backgroundColor = \(colorDescription(color))") }
        parts.append("layer = <\(layerClassName(of: view)): \(address(of: view.layer))>")
        return "<\(type(of: view)): \(address(of: view)); \(parts.joined(separator: "; "))>"
    }

    /// UIKit: a fixed color prints its color space and components (`UIExtendedSRGBColorSpace
    /// 1 0 0 1`, `UIExtendedGrayColorSpace 1 1`); a system color prints its class and name
    /// (`<UIDynamicSystemColor: 0x…; name = systemBackgroundColor>`), a color made with a
    /// provider its class and block, never the resolved components.
    private static func colorDescription(_ color: UIColor) -> String {
        let text = color.description
        let systemPrefix = "<UIDynamicSystemColor: "
        if text.hasPrefix(systemPrefix), let end = text.firstIndex(of: ";") {
            let name = text[text.index(text.startIndex, offsetBy: systemPrefix.count)..<end]
            return "<UIDynamicSystemColor: \(address(of: color)); name = \(name)>"
        }
        if text.hasPrefix("<UIDynamicProviderColor") {
            return "<UIDynamicProviderColor: \(address(of: color)); provider = <__NSMallocBlock__: \(address(of: color))>>"
        }
        return text
    }

    /// UIKit: a label draws into a private `_UILabelLayer`; its name is printed so that
    /// descriptions recorded on iOS read the same.
    private static func layerClassName(of view: UIView) -> String {
        if view is UILabel, type(of: view.layer) == CALayer.self { return "_UILabelLayer" }
        return String(describing: type(of: view.layer))
    }

    /// The controller and its children, depth first, one per line:
    /// `<Class 0x…>, state: appeared, view: <ViewClass 0x…>`.
    static func hierarchy(of viewController: UIViewController) -> String {
        var lines: [String] = []
        func visit(_ controller: UIViewController, depth: Int) {
            var line = String(repeating: "   | ", count: depth)
                + "<\(type(of: controller)) \(address(of: controller))>, state: \(state(of: controller)), view: "
            if controller.isViewLoaded, let view = controller.view {
                line += "<\(type(of: view)) \(address(of: view))>"
                if view.window == nil { line += " not in the window" }
            } else {
                line += "(view not loaded)"
            }
            lines.append(line)
            for child in controller.children { visit(child, depth: depth + 1) }
        }
        visit(viewController, depth: 0)
        return lines.joined(separator: "\n")
    }

    /// Appeared while the controller's view is in a visible window (the appearance callbacks
    /// have run by then), disappeared otherwise.
    private static func state(of controller: UIViewController) -> String {
        guard controller.isViewLoaded, let window = controller.view.window, !window.isHidden else { return "disappeared" }
        return "appeared"
    }

    /// swift-snapshot-testing's treatment of descriptions: addresses (and the colon or space
    /// before them) are removed, so that a recording matches on every run.
    static func withoutAddresses(_ description: String) -> String {
        description.replacingOccurrences(of: ":?\\s*0x[0-9a-f]+(\\s*)", with: "$1", options: .regularExpression)
    }

    /// UIKit's names for the flexible edges and dimensions: LM+W+RM+TM+H+BM.
    private static func autoresize(_ mask: UIView.AutoresizingMask) -> String? {
        let names: [(UIView.AutoresizingMask, String)] = [
            (.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"), (.flexibleRightMargin, "RM"),
            (.flexibleTopMargin, "TM"), (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM"),
        ]
        let present = names.filter { mask.contains($0.0) }.map(\.1)
        return present.isEmpty ? nil : present.joined(separator: "+")
    }

    private static func number(_ value: CGFloat) -> String {
        String(format: "%g", Double(value))
    }

    private static func address(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
    }
}
