@_spi(Diagnostics) import CoreGraphics
@_spi(UIKit) @_spi(Platform) import QuartzCore
import Foundation

/// Applies the views' motion effects at every frame of the framework clock
/// (`FrameworkEnvironment.motionEffects`).
///
/// The viewer offset comes from the pointer over the view's window, each axis -1...1 from the
/// window's centre to its edges (0 when the pointer is outside), the desktop's stand-in for
/// tilting a device; UIKitTesting can set it instead (`UIKitTestEnvironment`). UIKit: the
/// effects' values are applied to the view's presentation layer, not to the model: `center`
/// keeps its value while the view shows moved. Here they are additive animations on the
/// view's layer, replaced when the values change.
@MainActor
final class MotionEffectCenter {
    static var shared: MotionEffectCenter { FrameworkEnvironment.motionEffects }
    /// The animation keys start with this, then the effect's key path.
    static let animationKeyPrefix = "UIMotionEffect:"

    private struct Entry {
        weak var view: UIView?
        /// The values applied, by the view key path.
        var applied: [String: AnyHashable] = [:]
    }

    /// The viewer offset set by a test; nil follows the pointer.
    var simulatedViewerOffset: UIOffset?
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var order: [ObjectIdentifier] = []
    private var link: CADisplayLink?
    private var loggedKeyPaths: Set<String> = []

    func register(_ view: UIView) {
        let key = ObjectIdentifier(view)
        if entries[key]?.view !== view {
            // New, or a view that died left its identifier to this one.
            if entries[key] == nil { order.append(key) }
            entries[key] = Entry(view: view)
        }
        startIfNeeded()
    }

    /// Stops applying `view`'s effects and removes what they applied.
    func unregister(_ view: UIView) {
        let key = ObjectIdentifier(view)
        guard let entry = entries.removeValue(forKey: key) else { return }
        order.removeAll { $0 == key }
        for keyPath in entry.applied.keys { view.layer.removeAnimation(forKey: Self.animationKeyPrefix + keyPath) }
    }

    private func startIfNeeded() {
        guard link == nil, !entries.isEmpty else { return }
        let link = CADisplayLink(refreshRate: UIScreen.main.maximumFramesPerSecond) { [weak self] _ in
            self?.frame()
        }
        self.link = link
        link.add(to: .main, forMode: .common)
    }

    /// The offset for views in `window`.
    func viewerOffset(in window: UIWindow) -> UIOffset {
        if let simulatedViewerOffset { return simulatedViewerOffset }
        guard let location = window.touchTracker.pointer.lastHoverLocation else { return UIOffset() }
        let bounds = window.bounds
        guard bounds.width > 0, bounds.height > 0 else { return UIOffset() }
        func clamp(_ v: CGFloat) -> CGFloat { v.isFinite ? max(-1, min(1, v)) : 0 }
        return UIOffset(horizontal: clamp((location.x - bounds.midX) / (bounds.width / 2)),
                        vertical: clamp((location.y - bounds.midY) / (bounds.height / 2)))
    }

    /// One frame: every live view's effects evaluated and applied. The frames stop while no
    /// such view is in a window (a view entering one registers again).
    func frame() {
        var inWindow = false
        for key in order {
            guard var entry = entries[key] else { continue }
            guard let view = entry.view else {
                entries[key] = nil
                continue
            }
            apply(to: view, &entry)
            entries[key] = entry
            if view.window != nil { inWindow = true }
        }
        order.removeAll { entries[$0] == nil }
        if !inWindow {
            link?.invalidate()
            link = nil
        }
    }

    private func apply(to view: UIView, _ entry: inout Entry) {
        var values: [String: Any] = [:]
        if let window = view.window, !window.isHidden {
            let offset = viewerOffset(in: window)
            for effect in view.motionEffects {
                if let more = effect.keyPathsAndRelativeValues(forViewerOffset: offset) {
                    values.merge(more) { _, new in new }
                }
            }
        }
        let layer = view.layer
        for keyPath in entry.applied.keys where values[keyPath] == nil {
            layer.removeAnimation(forKey: Self.animationKeyPrefix + keyPath)
            entry.applied[keyPath] = nil
        }
        for (keyPath, raw) in values.sorted(by: { $0.key < $1.key }) {
            guard let layerKeyPath = layerKeyPath(for: keyPath), let value = Self.layerValue(raw) else {
                if !loggedKeyPaths.contains(keyPath) {
                    loggedKeyPaths.insert(keyPath)
                    FrameworkLog.log("UIMotionEffect: cannot apply \(keyPath) = \(raw) (OpenUIKit applies numbers, points and "
                        + "transforms to center, center.x, center.y, alpha and layer key paths); ignored")
                }
                continue
            }
            guard entry.applied[keyPath] != value else { continue }
            entry.applied[keyPath] = value
            let animation = CABasicAnimation(keyPath: layerKeyPath)
            animation.isAdditive = true
            animation.fromValue = value.base
            animation.toValue = value.base
            // Until replaced or removed.
            animation.duration = 1e9
            layer.add(animation, forKey: Self.animationKeyPrefix + keyPath)
        }
    }

    /// The layer key path a view key path stands for.
    private func layerKeyPath(for keyPath: String) -> String? {
        switch keyPath {
        case "center": return "position"
        case "center.x": return "position.x"
        case "center.y": return "position.y"
        case "alpha": return "opacity"
        default:
            guard keyPath.hasPrefix("layer."), keyPath.count > 6 else { return nil }
            return String(keyPath.dropFirst(6))
        }
    }

    private static func layerValue(_ raw: Any) -> AnyHashable? {
        switch raw {
        case let v as CGFloat: return v.isFinite ? AnyHashable(v) : nil
        case let v as Double: return v.isFinite ? AnyHashable(CGFloat(v)) : nil
        case let v as Float: return v.isFinite ? AnyHashable(CGFloat(v)) : nil
        case let v as Int: return AnyHashable(CGFloat(v))
        case let v as NSNumber: return AnyHashable(CGFloat(v.doubleValue))
        case let v as CGPoint: return v.x.isFinite && v.y.isFinite ? AnyHashable(v) : nil
        case let v as CGSize: return AnyHashable(v)
        case let v as CATransform3D: return AnyHashable(v)
        default: return nil
        }
    }
}
