internal import CMainThread
@_spi(Diagnostics) import CoreGraphics

extension CALayer {
    var _boundsImpl: CGRect {
        get { _bounds }
        set {
            let change = beginAnimatableChange("bounds")
            guard Self.isValid(newValue, "bounds") else { return }
            let old = _bounds
            guard newValue != old else { return }
            _bounds = newValue
            boundsDidChange(from: old)
            change?.finish()
        }
    }

    var _positionImpl: CGPoint {
        get { _position }
        set {
            let change = beginAnimatableChange("position")
            guard Self.isValid(newValue, "position") else { return }
            guard newValue != _position else { return }
            _position = newValue
            LayerGeometryChanges.note()
            noteAppearanceChange("position")
            change?.finish()
        }
    }

    var _anchorPointImpl: CGPoint {
        get { _anchorPoint }
        set {
            let change = beginAnimatableChange("anchorPoint")
            guard Self.isValid(newValue, "anchorPoint") else { return }
            _anchorPoint = newValue
            LayerGeometryChanges.note()
            noteAppearanceChange("anchorPoint")
            change?.finish()
        }
    }

    var _zPositionImpl: CGFloat {
        get { extras?.zPosition ?? 0 }
        set { setAnimatable("zPosition", valid: newValue.isFinite, "\(newValue)") { ensureExtras().zPosition = newValue } }
    }

    var _anchorPointZImpl: CGFloat {
        get { extras?.anchorPointZ ?? 0 }
        set {
            guard newValue.isFinite else { return Self.reportInvalid("anchorPointZ", "\(newValue)") }
            ensureExtras().anchorPointZ = newValue
        }
    }

    var _transformImpl: CATransform3D {
        get { _transforms?.transform ?? CATransform3DIdentity }
        set {
            let change = beginAnimatableChange("transform")
            guard Self.isValid(newValue) else { return Self.reportInvalid("transform", "\(newValue)") }
            if newValue == CATransform3DIdentity, _transforms == nil { return }
            let storage = _transforms ?? TransformStorage()
            storage.transform = newValue
            _transforms = storage
            LayerGeometryChanges.note()
            noteAppearanceChange("transform")
            change?.finish()
        }
    }

    var _sublayerTransformImpl: CATransform3D {
        get { _transforms?.sublayerTransform ?? CATransform3DIdentity }
        set {
            let change = beginAnimatableChange("sublayerTransform")
            guard Self.isValid(newValue) else { return Self.reportInvalid("sublayerTransform", "\(newValue)") }
            if newValue == CATransform3DIdentity, _transforms == nil { return }
            let storage = _transforms ?? TransformStorage()
            storage.sublayerTransform = newValue
            _transforms = storage
            LayerGeometryChanges.note()
            noteAppearanceChange("sublayerTransform")
            change?.finish()
        }
    }

    func _affineTransformImpl() -> CGAffineTransform {
        CATransform3DGetAffineTransform(transform)
    }

    func _setAffineTransformImpl(_ m: CGAffineTransform) {
        transform = CATransform3DMakeAffineTransform(m)
    }

    var _frameImpl: CGRect {
        get {
            let size = _bounds.size
            let local = CGRect(x: -_anchorPoint.x * size.width, y: -_anchorPoint.y * size.height,
                               width: size.width, height: size.height)
            guard let t = _transforms?.transform, t != CATransform3DIdentity else {
                return local.offsetBy(dx: _position.x, dy: _position.y)
            }
            return Self.boundingBox(of: local, transformedBy: t).offsetBy(dx: _position.x, dy: _position.y)
        }
        set {
            guard Self.isValid(newValue, "frame") else { return }
            let rect = newValue.standardized
            if type(of: self) == CALayer.self {
                // A plain layer (every view's layer unless its class says otherwise) overrides
                // none of the setters below: both values are set here, in the same order and
                // with the same actions and side effects, without dispatching through them.
                if _transforms == nil || _transforms!.transform == CATransform3DIdentity {
                    return setPlainLayerFrame(rect)
                }
            }
            let t = transform
            if t == CATransform3DIdentity {
                let newBounds = CGRect(origin: _bounds.origin, size: rect.size)
                position = CGPoint(x: rect.minX + _anchorPoint.x * rect.width,
                                   y: rect.minY + _anchorPoint.y * rect.height)
                bounds = newBounds
            } else if t.isAffine, t.m12 == 0, t.m21 == 0, t.m11 != 0, t.m22 != 0 {
                // Scale + translation: choose bounds and position so the frame round-trips.
                let width = rect.width / abs(t.m11)
                let height = rect.height / abs(t.m22)
                let ax = t.m11 > 0 ? _anchorPoint.x : _anchorPoint.x - 1
                let ay = t.m22 > 0 ? _anchorPoint.y : _anchorPoint.y - 1
                position = CGPoint(x: rect.minX - t.m41 + ax * width * t.m11,
                                   y: rect.minY - t.m42 + ay * height * t.m22)
                bounds = CGRect(origin: _bounds.origin, size: CGSize(width: width, height: height))
            } else {
                // Rotation or perspective: the size is ambiguous; keep it and move the layer so
                // the box's center lands on the new frame's center.
                let current = frame
                position = CGPoint(x: _position.x + rect.midX - current.midX,
                                   y: _position.y + rect.midY - current.midY)
            }
        }
    }

    // Core Animation: `frame` is not stored; it is derived from `bounds`, `anchorPoint` and
    // `position`, and assigning it changes `position` and `bounds` to match.
    /// `frame` of a layer of class `CALayer` itself with no transform: what setting `position`
    /// then `bounds` does (each asks for its action first, keeps an unchanged value, and runs
    /// its action after storing), with the checks a finite rectangle makes unnecessary left
    /// out. `noteAppearanceChange` comes down to marking the layer: `CALayer` redisplays for
    /// no key and its `layerDidChangeAppearance()` is empty.
    private func setPlainLayerFrame(_ rect: CGRect) {
        let anchor = _anchorPoint
        let newPosition = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
        let positionChange = beginAnimatableChange("position")
        if Self.isValid(newPosition, "position"), newPosition != _position {
            _position = newPosition
            LayerGeometryChanges.note()
            markCompositeDirty()
            positionChange?.finish()
        }
        let boundsChange = beginAnimatableChange("bounds")
        let old = _bounds
        guard rect.size != old.size else { return }
        _bounds = CGRect(origin: old.origin, size: rect.size)
        boundsDidChange(from: old)
        boundsChange?.finish()
    }

    /// Called after `bounds` changes. Core Animation marks the layer for layout, and for
    /// display when `needsDisplayOnBoundsChange` is set.
    func boundsDidChange(from old: CGRect) {
        LayerGeometryChanges.note()
        if old.size != _bounds.size {
            setNeedsLayout()
            if needsDisplayOnBoundsChange || redisplaysOnResize { setNeedsDisplay() }
        }
        if flags.contains(.displayDeferred), !_bounds.isEmpty {
            flags.remove(.displayDeferred)
            setNeedsDisplay()
        }
        // A main-actor protocol called without the runtime's isolation check (this runs for
        // every bounds change in a layout pass): the delegate is a view only on the main thread.
        if let hooks = _ownerHooks {
            if openuikit_is_main_thread() {
                ownerBoundsUnchecked(hooks, self, old)
            }
        } else if let observer = delegateForThisThread as? _CALayerGeometryObserver, openuikit_is_main_thread() {
            ownerBoundsUnchecked(observer, self, old)
        }
        noteAppearanceChange("bounds")
    }

    /// The default size of the layer: its bounds size (subclasses override).
    func _preferredFrameSizeImpl() -> CGSize {
        _bounds.size
    }

    // MARK: Validation

    static func isValid(_ rect: CGRect, _ name: String) -> Bool {
        if rect.origin.x.isFinite && rect.origin.y.isFinite
            && rect.size.width.isFinite && rect.size.height.isFinite { return true }
        reportInvalid(name, "[\(rect.origin.x) \(rect.origin.y); \(rect.size.width) \(rect.size.height)]")
        return false
    }

    static func isValid(_ point: CGPoint, _ name: String) -> Bool {
        if point.x.isFinite && point.y.isFinite { return true }
        reportInvalid(name, "[\(point.x) \(point.y)]")
        return false
    }

    static func isValid(_ t: CATransform3D) -> Bool {
        // A sum is finite only when every term is (NaN and ±infinity propagate).
        (t.m11 + t.m12 + t.m13 + t.m14 + t.m21 + t.m22 + t.m23 + t.m24
            + t.m31 + t.m32 + t.m33 + t.m34 + t.m41 + t.m42 + t.m43 + t.m44).isFinite
            || [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
                t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44].allSatisfy { $0.isFinite }
    }

    /// Core Animation raises `CALayerInvalidGeometry` for NaN geometry. OpenUIKit keeps the
    /// old value instead and logs the problem (documented safe fallback).
    static func reportInvalid(_ name: String, _ value: String) {
        FrameworkLog.log("CALayerInvalidGeometry: CALayer \(name) contains NaN or infinity: \(value); the assignment is ignored")
    }

    static func boundingBox(of rect: CGRect, transformedBy t: CATransform3D) -> CGRect {
        if t.isAffine { return rect.applying(t.affine) }
        let corners = [
            t.project(CGPoint(x: rect.minX, y: rect.minY)), t.project(CGPoint(x: rect.maxX, y: rect.minY)),
            t.project(CGPoint(x: rect.minX, y: rect.maxY)), t.project(CGPoint(x: rect.maxX, y: rect.maxY)),
        ]
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let minX = xs.min()!, maxX = xs.max()!, minY = ys.min()!, maxY = ys.max()!
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// Lets the layer's delegate (a `UIView`) react to geometry set on the layer directly, so
/// that `view.layer.frame = r` behaves like `view.frame = r` (autoresizing, layout).
/// Not Apple API: an implementation detail shared by QuartzCore and UIKit.
@MainActor
public protocol _CALayerGeometryObserver: AnyObject {
    func layerBoundsDidChange(_ layer: CALayer, from oldBounds: CGRect)
    /// The owning view's `layoutSublayers(of:)` and `action(for:forKey:)`, reached from a
    /// main-actor caller (see `CALayer._ownerHooks`).
    func _ownerLayoutSublayers(of layer: CALayer)
    func _ownerAction(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

extension _CALayerGeometryObserver {
    public func _ownerLayoutSublayers(of layer: CALayer) {}
    public func _ownerAction(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
}

/// The owner's bounds hook as a plain function (arguments passed as they are, not retained in
/// a tuple). Called only after `openuikit_is_main_thread()` (see `MainThread`).
@inline(__always)
private func ownerBoundsUnchecked(_ hooks: any _CALayerGeometryObserver, _ layer: CALayer, _ old: CGRect) {
    // A closure literal that captures nothing, cast at the call: no global to initialise
    // (a global closure costs a `swift_once` check and a reabstraction thunk per call).
    unsafeBitCast(
        { (hooks: any _CALayerGeometryObserver, layer: CALayer, old: CGRect) in hooks.layerBoundsDidChange(layer, from: old) }
            as @MainActor (any _CALayerGeometryObserver, CALayer, CGRect) -> Void,
        to: ((any _CALayerGeometryObserver, CALayer, CGRect) -> Void).self)(hooks, layer, old)
}
