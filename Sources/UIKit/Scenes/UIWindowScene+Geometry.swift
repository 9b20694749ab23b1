@_spi(Diagnostics) import CoreGraphics
@_spi(Platform) import QuartzCore
import Foundation

// Scene geometry (UIKit, iOS 16): `effectiveGeometry` and `requestGeometryUpdate(_:errorHandler:)`.
extension UIWindowScene {
    /// What a geometry request asks for; UIKit's abstract superclass of `iOS` and `Mac`.
    open class GeometryPreferences: NSObject, @unchecked Sendable {
        public override init() {
            super.init()
        }
    }

    /// The scene's geometry when it was asked for (UIKit makes these; they do not change).
    open class Geometry: NSObject, NSCopying, @unchecked Sendable {
        let systemFrameStorage: CGRect
        let orientationStorage: UIInterfaceOrientation
        let orientationLockedStorage: Bool

        init(systemFrame: CGRect, interfaceOrientation: UIInterfaceOrientation, orientationLocked: Bool = false) {
            systemFrameStorage = systemFrame
            orientationStorage = interfaceOrientation
            orientationLockedStorage = orientationLocked
            super.init()
        }

        /// The scene's frame in system coordinates: here the screen's bounds (a scene fills
        /// its screen; the SDL window's position on the desktop is not reported).
        open var systemFrame: CGRect { systemFrameStorage }
        /// The interface orientation of the scene.
        open var interfaceOrientation: UIInterfaceOrientation { orientationStorage }
        /// Whether the user is resizing the scene: never (no interactive resizing of scenes).
        open var isInteractivelyResizing: Bool { false }
        /// UIKit (iOS 26): whether the orientation is locked: the visible controller (found as
        /// for pointer lock, through `childViewControllerForInterfaceOrientationLock`) prefers
        /// it (`prefersInterfaceOrientationLocked`). A preference only: rotation is not blocked.
        open var isInterfaceOrientationLocked: Bool { orientationLockedStorage }
        /// UIKit (iOS 26): the scene's coordinate space (the screen's).
        @MainActor open var coordinateSpace: any UICoordinateSpace { UIScreen.main.coordinateSpace }

        public func copy(with zone: NSZone? = nil) -> Any { self }
    }

    /// UIKit: the scene's geometry now; each read makes a new object.
    public var effectiveGeometry: UIWindowScene.Geometry {
        Geometry(systemFrame: screen.bounds, interfaceOrientation: interfaceOrientation,
                 orientationLocked: _prefersInterfaceOrientationLocked)
    }

    /// UIKit (iOS 16): asks the system for another geometry. With `GeometryPreferences.iOS`,
    /// the interface turns to a requested orientation the key window's top controller (and the
    /// app delegate) support — the device's orientation when it is one, else the first of
    /// portrait, landscape right, landscape left, upside down (OpenUIKit's order) — unless it
    /// is already in one; `shouldAutorotate` is not asked (deprecated in iOS 16). When none of
    /// the requested orientations is supported, `errorHandler` gets a
    /// `UISceneError.geometryRequestDenied` with UIKit's message, on the next turn of the main
    /// run loop. `Mac` preferences (Mac Catalyst only) get `.geometryRequestUnsupported`. The
    /// rotation is done at once, as the Device row describes.
    public func requestGeometryUpdate(_ geometryPreferences: UIWindowScene.GeometryPreferences,
                                      errorHandler: ((any Error) -> Void)? = nil) {
        func fail(_ code: UISceneError.Code, _ message: String) {
            guard let errorHandler else { return }
            let error = UISceneError(code, userInfo: [NSLocalizedDescriptionKey: message])
            FrameworkScheduler.shared.schedule(after: 0) { errorHandler(error) }
        }
        guard let preferences = geometryPreferences as? GeometryPreferences.iOS else {
            fail(.geometryRequestUnsupported, "The requested geometry preferences are not supported on this platform.")
            return
        }
        let requested = preferences.interfaceOrientations
        guard !requested.isEmpty else { return }
        let window = keyWindow ?? windows.last(where: { !$0.isHidden })
        var supported = UIApplication.shared.supportedInterfaceOrientations(for: window)
        if var top = window?.rootViewController {
            while let presented = top.presentedViewController { top = presented }
            supported.formIntersection(top.supportedInterfaceOrientations)
        }
        let allowed = requested.intersection(supported)
        guard !allowed.isEmpty else {
            // UIKit's message.
            fail(.geometryRequestDenied, "None of the requested orientations are supported by the view controller. "
                 + "Requested: \(Self.names(requested)); Supported: \(Self.names(supported))")
            return
        }
        func mask(_ orientation: UIInterfaceOrientation) -> UIInterfaceOrientationMask {
            UIInterfaceOrientationMask(rawValue: 1 << UInt(orientation.rawValue))
        }
        let device = UIDevice.current
        guard !allowed.contains(mask(interfaceOrientation)) else { return }
        // The device stays as it is held: its orientation no longer follows the screen's aspect.
        if device.rotatedOrientation == nil { device.rotatedOrientation = device.physicalOrientation }
        var candidates: [UIInterfaceOrientation] = [.portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown]
        if device.physicalOrientation.isValidInterfaceOrientation,
           let physical = UIInterfaceOrientation(rawValue: device.physicalOrientation.rawValue) {
            candidates.insert(physical, at: 0)
        }
        if let target = candidates.first(where: { allowed.contains(mask($0)) }) {
            device.rotateInterface(to: target)
        }
    }

    /// UIKit's names in the denial message ("portrait", "landscapeLeft", …; semicolon-free).
    private static func names(_ mask: UIInterfaceOrientationMask) -> String {
        let all: [(UIInterfaceOrientationMask, String)] = [
            (.portrait, "portrait"), (.landscapeLeft, "landscapeLeft"), (.landscapeRight, "landscapeRight"),
            (.portraitUpsideDown, "portraitUpsideDown"),
        ]
        return all.filter { mask.contains($0.0) }.map(\.1).joined(separator: ", ")
    }
}

extension UIWindowScene.GeometryPreferences {
    /// The geometry an iOS app asks for: its interface orientations.
    open class iOS: UIWindowScene.GeometryPreferences, @unchecked Sendable {
        /// The orientations asked for; empty (the default) asks for nothing.
        open var interfaceOrientations: UIInterfaceOrientationMask = []

        public override init() {
            super.init()
        }

        public convenience init(interfaceOrientations: UIInterfaceOrientationMask) {
            self.init()
            self.interfaceOrientations = interfaceOrientations
        }
    }

    /// The geometry a Mac Catalyst app asks for (declared so that shared code compiles; a
    /// request with it is unsupported here, as on iOS).
    open class Mac: UIWindowScene.GeometryPreferences, @unchecked Sendable {
        /// The preferred frame in system coordinates; nil: no preference.
        open var systemFrame: CGRect?

        public override init() {
            super.init()
        }

        public convenience init(systemFrame: CGRect) {
            self.init()
            self.systemFrame = systemFrame
        }
    }
}
