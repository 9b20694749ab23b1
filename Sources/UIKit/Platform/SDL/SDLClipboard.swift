@_spi(Diagnostics) import CoreGraphics
internal import CSDL2

/// The desktop clipboard through SDL (X11's CLIPBOARD selection, Wayland's data device):
/// plain UTF-8 text.
@MainActor
final class SDLClipboard: PlatformClipboard {
    func readText() -> String? {
        guard SDL_HasClipboardText() == SDL_TRUE, let pointer = SDL_GetClipboardText() else { return nil }
        defer { SDL_free(pointer) }
        // Invalid UTF-8 from another program becomes U+FFFD (String(cString:) repairs it).
        return String(cString: pointer)
    }

    func writeText(_ text: String) {
        // C strings end at the first NUL: what follows one cannot reach the clipboard.
        if SDL_SetClipboardText(text) != 0 {
            FrameworkLog.log("SDL_SetClipboardText failed: \(String(cString: SDL_GetError()))")
        }
    }
}
