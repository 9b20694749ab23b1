internal import CSDL2
@_spi(Diagnostics) import CoreGraphics
@_spi(Platform) @_spi(UIKit) import QuartzCore

/// Real windows through SDL2: one native window per visible UIWindow, mouse and touch
/// screen input as touches, keyboard input as presses and text. The loop sleeps in
/// `SDL_WaitEventTimeout` until input, the next framework timer, or (at most) a tenth of a
/// second, so an idle app uses almost no CPU.
@MainActor
final class SDLBackend: PlatformBackend {
    private var hosts: [ObjectIdentifier: SDLWindowHost] = [:]
    private let input = SDLInputTranslator()
    private let timing = PresentTimingLog()
    private let textInput = SDLTextInputSync()
    let clipboard: any PlatformClipboard = SDLClipboard()

    /// Initializes SDL's video and events; nil (with a log line) when SDL cannot start.
    static func start() -> SDLBackend? {
        SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
        SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0")
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        // Compositions longer than SDL_TEXTEDITING's 32 bytes come whole, as SDL_TEXTEDITING_EXT.
        SDL_SetHint(SDL_HINT_IME_SUPPORT_EXTENDED_TEXT, "1")
        guard SDL_Init(UInt32(SDL_INIT_VIDEO | SDL_INIT_EVENTS)) == 0 else {
            FrameworkLog.log("SDL_Init failed: \(String(cString: SDL_GetError()))")
            return nil
        }
        X11ConnectionWatch.install()
        let backend = SDLBackend()
        backend.updateScreen()
        return backend
    }

    func runEventLoop(_ application: UIApplication) -> Never {
        TransactionCenter.shared.renderHandlers.append { [weak self] in
            self?.presentWindows()
        }
        var event = SDL_Event()
        while true {
            // Main-queue work and Foundation timers (framework timers arm one).
            _ = RunLoop.main.run(mode: .default, before: Date())
            FrameworkScheduler.shared.fireDueTimers()
            syncWindows(application)
            if hosts.values.contains(where: { $0.displayConnectionLost }) {
                ApplicationRunner.terminateAfterLosingDisplay(application)
            }
            CATransaction.flush()
            syncTextInput(application)
            let waitMilliseconds = millisecondsUntilNextTimer()
            if SDL_WaitEventTimeout(&event, Int32(waitMilliseconds)) != 0 {
                handle(event, application)
                while SDL_PollEvent(&event) != 0 {
                    handle(event, application)
                }
            }
        }
    }

    // MARK: Windows

    /// Creates a native window for each visible UIWindow and destroys those of windows
    /// that were hidden or freed.
    private func syncWindows(_ application: UIApplication) {
        let visible = application.windows.filter { !$0.isHidden }
        for window in visible where hosts[ObjectIdentifier(window)] == nil {
            if let host = SDLWindowHost(window: window) {
                hosts[ObjectIdentifier(window)] = host
                window.platformWindowID = Int(host.windowID)
                adoptDisplayScale(of: host)
            }
        }
        for (key, host) in hosts where !visible.contains(where: { ObjectIdentifier($0) == key }) {
            host.window?.platformWindowID = nil
            host.close()
            hosts[key] = nil
        }
    }

    private func host(forWindowID id: UInt32) -> SDLWindowHost? {
        hosts.values.first { $0.windowID == id }
    }

    private func syncTextInput(_ application: UIApplication) {
        let window = application.keyWindow
        let scale = window.flatMap { hosts[ObjectIdentifier($0)]?.coordinateScale } ?? 1
        textInput.update(application, window: window, scale: scale)
    }

    private func presentWindows() {
        var changed = false
        for host in hosts.values where host.present() {
            changed = true
        }
        timing?.framePresented(changed: changed)
    }

    private func updateScreen() {
        var bounds = SDL_Rect()
        guard SDL_GetDisplayBounds(0, &bounds) == 0 else { return }
        let scale = Self.requestedScale() ?? 1
        UIScreen.main.updateDisplay(
            bounds: CGRect(x: 0, y: 0, width: CGFloat(bounds.w) / scale, height: CGFloat(bounds.h) / scale),
            scale: scale, refreshRate: Self.refreshRate())
    }

    /// The scale asked for: `OPENUIKIT_SCALE`, else the desktop's integer scale
    /// (`GDK_SCALE`, as GTK apps read it). Nil when nothing asks: then a display whose
    /// drawable is larger than its windows (Wayland, macOS HiDPI) decides, once a window exists.
    static func requestedScale(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> CGFloat? {
        for key in ["OPENUIKIT_SCALE", "GDK_SCALE"] {
            if let text = environment[key], let value = Double(text), value.isFinite, value >= 1, value <= 4 {
                return CGFloat(value)
            }
        }
        return nil
    }

    /// A display that scales windows itself reports more pixels than window units: that
    /// ratio is the screen's scale (unless a scale was asked for).
    private func adoptDisplayScale(of host: SDLWindowHost) {
        guard Self.requestedScale() == nil, host.coordinateScale == 1 else { return }
        let ratio = host.pixelsPerWindowUnit
        guard ratio > 1, ratio != UIScreen.main.scale else { return }
        let bounds = UIScreen.main.bounds
        UIScreen.main.updateDisplay(bounds: bounds, scale: ratio)
    }

    private static func refreshRate() -> Int {
        var mode = SDL_DisplayMode()
        guard SDL_GetCurrentDisplayMode(0, &mode) == 0, mode.refresh_rate > 0 else { return 60 }
        return Int(mode.refresh_rate)
    }

    private func millisecondsUntilNextTimer() -> Int {
        if TransactionCenter.shared.hasPendingWork { return 0 }
        guard let next = FrameworkScheduler.shared.nextFireTime else { return 100 }
        let delay = (next - CACurrentMediaTime()) * 1000
        return max(0, min(100, Int(saturating: delay.rounded(.up))))
    }

    // MARK: Events

    private func handle(_ event: SDL_Event, _ application: UIApplication) {
        if let timing, Self.isInput(event) { timing.inputTaken(event) }
        switch SDL_EventType(rawValue: event.type) {
        case SDL_QUIT:
            ApplicationRunner.terminate(application)
        case SDL_WINDOWEVENT:
            handleWindowEvent(event.window, application)
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            guard let host = host(forWindowID: event.button.windowID), let window = host.window else {
                return logUnknownWindow(event.button.windowID)
            }
            input.mouseButton(event.button, down: event.type == SDL_MOUSEBUTTONDOWN.rawValue, in: window, scale: host.coordinateScale)
        case SDL_MOUSEMOTION:
            guard let host = host(forWindowID: event.motion.windowID), let window = host.window else { return }
            input.mouseMotion(event.motion, in: window, scale: host.coordinateScale)
        case SDL_MOUSEWHEEL:
            guard let host = host(forWindowID: event.wheel.windowID), let window = host.window else {
                return logUnknownWindow(event.wheel.windowID)
            }
            input.mouseWheel(event.wheel, in: window, scale: host.coordinateScale)
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            guard let host = host(forWindowID: event.tfinger.windowID), let window = host.window else {
                return logUnknownWindow(event.tfinger.windowID)
            }
            input.finger(event.tfinger, type: SDL_EventType(rawValue: event.type), in: window)
        case SDL_KEYDOWN, SDL_KEYUP:
            let window = host(forWindowID: event.key.windowID)?.window ?? application.keyWindow
            input.key(event.key, down: event.type == SDL_KEYDOWN.rawValue, in: window)
        case SDL_TEXTINPUT:
            let text = withUnsafeBytes(of: event.text.text) { raw in
                PlatformText.string(utf8: raw.prefix { $0 != 0 }, from: "SDL_TEXTINPUT")
            }
            input.text(text, in: host(forWindowID: event.text.windowID)?.window ?? application.keyWindow)
        case SDL_TEXTEDITING:
            let text = withUnsafeBytes(of: event.edit.text) { raw in
                PlatformText.string(utf8: raw.prefix { $0 != 0 }, from: "SDL_TEXTEDITING")
            }
            input.composition(text, start: Int(event.edit.start), length: Int(event.edit.length),
                              in: host(forWindowID: event.edit.windowID)?.window ?? application.keyWindow)
        case SDL_TEXTEDITING_EXT:
            // SDL allocates the long composition's text; the event's receiver frees it.
            var text = ""
            if let pointer = event.editExt.text {
                text = PlatformText.string(utf8: UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self),
                                                                     count: Int(SDL_strlen(pointer))),
                                           from: "SDL_TEXTEDITING_EXT")
                SDL_free(pointer)
            }
            input.composition(text, start: Int(event.editExt.start), length: Int(event.editExt.length),
                              in: host(forWindowID: event.editExt.windowID)?.window ?? application.keyWindow)
        default:
            break
        }
    }

    private func handleWindowEvent(_ event: SDL_WindowEvent, _ application: UIApplication) {
        guard let host = host(forWindowID: event.windowID), let window = host.window else { return }
        switch SDL_WindowEventID(rawValue: UInt32(event.event)) {
        case SDL_WINDOWEVENT_SIZE_CHANGED:
            // The native window was resized: the UIWindow's bounds follow, which lays it out.
            let size = CGSize(width: CGFloat(event.data1) / host.coordinateScale, height: CGFloat(event.data2) / host.coordinateScale)
            if window.bounds.size != size {
                window.frame = CGRect(origin: window.frame.origin, size: size)
            }
            host.windowDidResize()
        case SDL_WINDOWEVENT_FOCUS_LOST, SDL_WINDOWEVENT_HIDDEN, SDL_WINDOWEVENT_MINIMIZED:
            // The system cancels touches when the window loses focus or disappears.
            input.cancelTouches(in: window)
        case SDL_WINDOWEVENT_LEAVE:
            input.pointerLeft(window)
        case SDL_WINDOWEVENT_FOCUS_GAINED:
            if !window.isKeyWindow { window.makeKey() }
        case SDL_WINDOWEVENT_CLOSE:
            ApplicationRunner.terminate(application)
        case SDL_WINDOWEVENT_EXPOSED:
            host.setNeedsFullPresent()
        default:
            break
        }
    }

    private static func isInput(_ event: SDL_Event) -> Bool {
        switch SDL_EventType(rawValue: event.type) {
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP, SDL_MOUSEWHEEL, SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP,
             SDL_KEYDOWN, SDL_KEYUP, SDL_TEXTINPUT, SDL_TEXTEDITING, SDL_TEXTEDITING_EXT:
            return true
        case SDL_MOUSEMOTION:
            return event.motion.state != 0
        default:
            return false
        }
    }

    private func logUnknownWindow(_ id: UInt32) {
        FrameworkLog.log("SDL event for unknown window \(id); dropped")
    }
}
