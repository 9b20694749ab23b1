internal import CSDL2
@_spi(Diagnostics) import CoreGraphics

/// The native window of one UIWindow: an SDL window, its renderer, and a streaming texture
/// the window's frame buffer is copied into (only the damaged rectangles).
@MainActor
final class SDLWindowHost {
    private(set) weak var window: UIWindow?
    private let sdlWindow: OpaquePointer
    private let renderer: OpaquePointer
    private var texture: OpaquePointer?
    private var textureSize = (width: Int32(0), height: Int32(0))
    private var needsFullPresent = true
    let windowID: UInt32

    init?(window: UIWindow) {
        let size = window.bounds.size
        let title = SDLWindowHost.title(for: window)
        let flags = SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        guard let native = SDL_CreateWindow(title, openuikit_sdl_windowpos_centered(), openuikit_sdl_windowpos_centered(),
                                            Int32(saturating: max(1, size.width.rounded())), Int32(saturating: max(1, size.height.rounded())), flags) else {
            FrameworkLog.log("SDL_CreateWindow failed: \(String(cString: SDL_GetError()))")
            return nil
        }
        guard let renderer = SDL_CreateRenderer(native, -1, 0) ?? SDL_CreateRenderer(native, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            FrameworkLog.log("SDL_CreateRenderer failed: \(String(cString: SDL_GetError()))")
            SDL_DestroyWindow(native)
            return nil
        }
        self.window = window
        self.sdlWindow = native
        self.renderer = renderer
        self.windowID = SDL_GetWindowID(native)
        // A display that does not scale windows itself (X11) gets a window with as many
        // pixels as the frame buffer; its coordinates are then `scale` per point.
        let scale = window.screen.scale
        if scale > 1, pixelsPerWindowUnit == 1 {
            coordinateScale = scale
            SDL_SetWindowSize(native, Int32(saturating: (size.width * scale).rounded()),
                              Int32(saturating: (size.height * scale).rounded()))
        }
        SDL_StartTextInput()
    }

    /// Window coordinates (mouse positions, sizes) per point: 1 when the display scales the
    /// window itself, the screen's scale when OpenUIKit does.
    private(set) var coordinateScale: CGFloat = 1

    /// Drawable pixels per window coordinate (2 on a HiDPI Wayland or macOS display).
    var pixelsPerWindowUnit: CGFloat {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSize(sdlWindow, &width, &height)
        guard width > 0 else { return 1 }
        return CGFloat(pixelSize.width) / CGFloat(width)
    }

    static func title(for window: UIWindow) -> String {
        if let title = window.rootViewController?.title, !title.isEmpty { return title }
        return ProcessInfo.processInfo.processName
    }

    func close() {
        if let texture { SDL_DestroyTexture(texture) }
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(sdlWindow)
    }

    /// The X server closed the connection (the display went away); Xlib may not notice
    /// while SDL only waits.
    var displayConnectionLost: Bool {
        openuikit_sdl_x11_connection_lost(sdlWindow) != 0
    }

    func windowDidResize() {
        needsFullPresent = true
    }

    func setNeedsFullPresent() {
        needsFullPresent = true
    }

    /// The drawable size in pixels (larger than the window's size on HiDPI displays).
    var pixelSize: (width: Int32, height: Int32) {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        return (width, height)
    }

    /// Copies the window's latest frame (damaged rectangles only) and presents it; true
    /// when new pixels reached the screen.
    @discardableResult
    func present() -> Bool {
        guard let window, let frame = window.presentableFrame else {
            return presentBackground()
        }
        if texture == nil || textureSize.width != Int32(frame.pixelWidth) || textureSize.height != Int32(frame.pixelHeight) {
            if let texture { SDL_DestroyTexture(texture) }
            texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                                        Int32(frame.pixelWidth), Int32(frame.pixelHeight))
            textureSize = (Int32(frame.pixelWidth), Int32(frame.pixelHeight))
            needsFullPresent = true
        }
        guard let texture else { return false }
        let rects = needsFullPresent ? [CGRect(x: 0, y: 0, width: frame.pixelWidth, height: frame.pixelHeight)] : frame.damage
        guard !rects.isEmpty else { return false }
        for rect in rects {
            let x = max(0, Int(rect.minX.rounded(.down))), y = max(0, Int(rect.minY.rounded(.down)))
            let w = min(frame.pixelWidth - x, Int(rect.maxX.rounded(.up)) - x)
            let h = min(frame.pixelHeight - y, Int(rect.maxY.rounded(.up)) - y)
            guard w > 0, h > 0 else { continue }
            var sdlRect = SDL_Rect(x: Int32(x), y: Int32(y), w: Int32(w), h: Int32(h))
            let start = frame.pixels.advanced(by: y * frame.bytesPerRow + x * 4)
            SDL_UpdateTexture(texture, &sdlRect, start, Int32(frame.bytesPerRow))
        }
        SDL_RenderCopy(renderer, texture, nil, nil)
        SDL_RenderPresent(renderer)
        needsFullPresent = false
        return true
    }

    /// Before the compositor has a frame: the window's background color.
    private func presentBackground() -> Bool {
        guard needsFullPresent else { return false }
        let rgba = window?.backgroundColor?.rgba ?? (red: 1, green: 1, blue: 1, alpha: 1)
        // Extended-range components (below 0, above 1) clamp to what the window can show.
        func byte(_ v: CGFloat) -> UInt8 { UInt8(Int(saturating: max(0, min(255, (v * 255).rounded())))) }
        SDL_SetRenderDrawColor(renderer, byte(rgba.red), byte(rgba.green), byte(rgba.blue), 255)
        SDL_RenderClear(renderer)
        SDL_RenderPresent(renderer)
        needsFullPresent = false
        return true
    }
}
