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
    /// properties that differ from a plain view's defaults, then its layer, then what a
    /// scroll view adds.
    ///
    /// UIKit: the order is baseClass (a subclass from outside UIKit of a UIKit view other
    /// than `UIView`), frame, text (labels, text fields and text views), transform,
    /// clipsToBounds, hidden, alpha, opaque, autoresize, tag, userInteractionEnabled, image
    /// (image views), gestureRecognizers, backgroundColor, layer, then for scroll views
    /// `contentOffset: {x, y}; contentSize: {w, h}; adjustedContentInset: {t, l, b, r}` and a
    /// table's `dataSource` or a collection view's `layout` and `dataSource`. Numbers are
    /// printed as `%g` (`20.5`, not `20.50`), those in braces with 17 digits as
    /// `NSStringFromCGPoint` does (`466.83333333333337`).
    static func describe(_ view: UIView) -> String {
        let f = view.frame
        var parts: [String] = []
        if let base = baseClassName(of: view) { parts.append("baseClass = \(base)") }
        parts.append("frame = (\(number(f.minX)) \(number(f.minY)); \(number(f.width)) \(number(f.height)))")
        if let text = displayedText(of: view) { parts.append("text = '\(text)'") }
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
        if let image = (view as? UIImageView)?.image { parts.append("image = \(imageDescription(image))") }
        if let recognizers = view.gestureRecognizers, !recognizers.isEmpty {
            parts.append("gestureRecognizers = <NSArray: \(address(of: recognizers as NSArray))>")
        }
        if let color = view.backgroundColor { parts.append("backgroundColor = \(colorDescription(color))") }
        parts.append("layer = <\(layerClassName(of: view)): \(address(of: view.layer))>")
        if let scrollView = view as? UIScrollView { parts.append(contentsOf: scrollViewParts(scrollView)) }
        return "<\(className(of: view)): \(address(of: view)); \(parts.joined(separator: "; "))>"
    }

    /// UIKit: labels show their text when they have one; text fields and text views always
    /// (`text = ''` when empty).
    private static func displayedText(of view: UIView) -> String? {
        if let label = view as? UILabel { return label.text }
        if let field = view as? UITextField { return field.text ?? "" }
        if let textView = view as? UITextView { return textView.text ?? "" }
        return nil
    }

    /// UIKit: `contentOffset: {0, -74}; contentSize: {420, 72.5}; adjustedContentInset: {74,
    /// 0, 20, 0}` after the layer; a table adds `dataSource: <Class: 0x…>` (`(null)` without
    /// one), a collection view `layout: <Class: 0x…>; dataSource: …`.
    private static func scrollViewParts(_ scrollView: UIScrollView) -> [String] {
        let offset = scrollView.contentOffset, size = scrollView.contentSize, inset = scrollView.adjustedContentInset
        var parts = [
            "contentOffset: {\(precise(offset.x)), \(precise(offset.y))}",
            "contentSize: {\(precise(size.width)), \(precise(size.height))}",
            "adjustedContentInset: {\(precise(inset.top)), \(precise(inset.left)), \(precise(inset.bottom)), \(precise(inset.right))}",
        ]
        if let table = scrollView as? UITableView {
            parts.append("dataSource: \(objectDescription(table.dataSource))")
        } else if let collection = scrollView as? UICollectionView {
            parts.append("layout: \(objectDescription(collection.collectionViewLayout))")
            parts.append("dataSource: \(objectDescription(collection.dataSource))")
        }
        return parts
    }

    /// UIKit: `<UIImage:0x… CGImage anonymous; (40 40)@3>`, the size in points and the
    /// scale. Assumed for every image (iOS names asset and symbol images differently).
    private static func imageDescription(_ image: UIImage) -> String {
        "<UIImage:\(address(of: image)) CGImage anonymous; (\(number(image.size.width)) \(number(image.size.height)))@\(number(image.scale))>"
    }

    /// `<Class: 0x…>` for an object, `(null)` for none, as Objective-C's `%@` prints them.
    private static func objectDescription(_ object: AnyObject?) -> String {
        guard let object else { return "(null)" }
        return "<\(className(of: object)): \(address(of: object))>"
    }

    /// UIKit prints a class by its Objective-C name: UIKit's own bare (`UIButton`), a Swift
    /// class with its module (`MyApp.CardView`).
    static func className(of object: AnyObject) -> String {
        className(of: type(of: object))
    }

    private static func className(of type: AnyClass) -> String {
        let full = String(reflecting: type)
        if full.hasPrefix("UIKit.") { return String(full.dropFirst("UIKit.".count)) }
        // A private class's name has an "(unknown context at $…)" part; its module and name remain.
        return full.replacingOccurrences(of: "\\(unknown context at [^)]*\\)\\.", with: "", options: .regularExpression)
    }

    /// UIKit: the nearest UIKit ancestor of a subclass from outside UIKit, unless that is
    /// `UIView` itself (`<MyApp.Cell: 0x…; baseClass = UITableViewCell; …>`).
    private static func baseClassName(of view: UIView) -> String? {
        guard !isUIKitClass(type(of: view)) else { return nil }
        var ancestor: AnyClass? = _getSuperclass(type(of: view))
        while let current = ancestor, !isUIKitClass(current) { ancestor = _getSuperclass(current) }
        guard let base = ancestor, base != UIView.self else { return nil }
        return className(of: base)
    }

    private static func isUIKitClass(_ type: AnyClass) -> Bool {
        String(reflecting: type).hasPrefix("UIKit.")
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
                + "<\(className(of: controller)) \(address(of: controller))>, state: \(state(of: controller)), view: "
            if controller.isViewLoaded, let view = controller.view {
                line += "<\(className(of: view)) \(address(of: view))>"
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

    /// `NSStringFromCGPoint`'s number format: 17 significant digits (`-74`, `466.83333333333337`).
    private static func precise(_ value: CGFloat) -> String {
        String(format: "%.17g", Double(value))
    }

    private static func address(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
    }
}
