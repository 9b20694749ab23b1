internal import CSDL2
@_spi(Diagnostics) import CoreGraphics
#if canImport(Glibc)
import Glibc
#endif

/// When the X server goes away (the display disappears), Xlib calls its I/O error handler
/// and then exits the process; its default handler exits at once. OpenUIKit installs a
/// handler that ends the application through its lifecycle (`applicationWillTerminate`, the
/// will-terminate notification) first. Xlib is loaded by SDL at run time, so the handler is
/// found with `dlsym` rather than linked.
enum X11ConnectionWatch {
    private typealias IOErrorHandler = @convention(c) (OpaquePointer?) -> Int32
    private typealias SetIOErrorHandler = @convention(c) (IOErrorHandler?) -> IOErrorHandler?

    @MainActor
    static func install() {
        guard let driver = SDL_GetCurrentVideoDriver(), String(cString: driver) == "x11" else { return }
        guard let library = dlopen("libX11.so.6", RTLD_LAZY | RTLD_NOLOAD),
              let symbol = dlsym(library, "XSetIOErrorHandler") else {
            FrameworkLog.log("SDL backend: Xlib not found; a lost display will end the app without its lifecycle calls")
            return
        }
        let setHandler = unsafeBitCast(symbol, to: SetIOErrorHandler.self)
        _ = setHandler { _ in
            // Xlib calls this on the thread that used the connection: the main thread.
            MainActor.assumeIsolated {
                ApplicationRunner.terminateAfterLosingDisplay(UIApplication.shared)
            } as Never
        }
    }
}
