@_spi(Diagnostics) import CoreGraphics

/// Where the application's events come from and its frames go: a windowing system, or
/// nothing (headless). `UIApplicationMain` picks one.
@MainActor
protocol PlatformBackend: AnyObject {
    /// Runs the event loop; never returns (the app ends by exiting).
    func runEventLoop(_ application: UIApplication) -> Never
    /// The system clipboard behind `UIPasteboard.general`.
    var clipboard: any PlatformClipboard { get }
}

/// Picks the backend: `OPENUIKIT_BACKEND=headless|sdl` forces one; otherwise SDL when a
/// display exists (X11 or Wayland), headless when none does (with a one-line notice).
@MainActor
enum PlatformBackendSelection {
    static func makeBackend() -> PlatformBackend {
        let environment = ProcessInfo.processInfo.environment
        let forced = environment["OPENUIKIT_BACKEND"]?.lowercased()
        let hasDisplay = !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
        switch forced {
        case "headless":
            return HeadlessBackend()
        case "sdl":
            if let sdl = SDLBackend.start() { return sdl }
            FrameworkLog.log("OPENUIKIT_BACKEND=sdl, but SDL could not start; running headless")
            return HeadlessBackend()
        case .some(let other) where !other.isEmpty:
            FrameworkLog.log("OPENUIKIT_BACKEND=\(other) is not a backend (headless, sdl); choosing automatically")
            fallthrough
        default:
            if hasDisplay, let sdl = SDLBackend.start() { return sdl }
            if !hasDisplay {
                print("OpenUIKit: no display (DISPLAY and WAYLAND_DISPLAY are unset); running headless.")
            }
            return HeadlessBackend()
        }
    }
}

/// No windows: the main run loop serves the main queue and framework timers until the
/// app exits.
@MainActor
final class HeadlessBackend: PlatformBackend {
    let clipboard: any PlatformClipboard = InMemoryClipboard()

    func runEventLoop(_ application: UIApplication) -> Never {
        while true {
            _ = RunLoop.main.run(mode: .default, before: .distantFuture)
        }
    }
}
