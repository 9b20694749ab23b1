internal import CSDL2
@_spi(Diagnostics) import CoreGraphics

/// Keeps SDL's text input in step with the key window's first responder: text input (and the
/// input method) on only while a `UIKeyInput` is first responder, the candidate window's
/// rectangle on the caret after every caret move, scroll and edit, and the input method reset
/// when focus leaves a responder in the middle of a composition.
@MainActor
final class SDLTextInputSync {
    private var active: Bool?
    private var rect: CGRect?
    private weak var responder: UIResponder?

    /// Called once per loop turn, after layout.
    func update(_ application: UIApplication, window: UIWindow?, scale: CGFloat) {
        let current = window?.firstResponderStorage
        if current !== responder {
            if let composing = application.composingResponder, composing !== current, active == true {
                // Stopping resets the input method (its composition ends there).
                SDL_StopTextInput()
                active = false
            }
            responder = current
            rect = nil
        }
        let wants = window.map(application.acceptsTextInput(in:)) ?? false
        if wants != active {
            if wants { SDL_StartTextInput() } else { SDL_StopTextInput() }
            active = wants
            rect = nil
        }
        guard wants, let window, let caret = application.textInputCaretRect(in: window) else { return }
        let target = Self.windowRect(forCaret: caret, scale: scale)
        guard target != rect else { return }
        rect = target
        var value = SDL_Rect(x: Int32(target.minX), y: Int32(target.minY), w: Int32(target.width), h: Int32(target.height))
        SDL_SetTextInputRect(&value)
    }

    /// The caret (window points) in SDL window units (`scale` per point), on whole units,
    /// at least one unit wide and tall.
    static func windowRect(forCaret caret: CGRect, scale: CGFloat) -> CGRect {
        let limit = CGFloat(Int32.max / 2)
        func unit(_ value: CGFloat) -> CGFloat { max(-limit, min(limit, value)) }
        let minX = unit((caret.minX * scale).rounded(.down)), minY = unit((caret.minY * scale).rounded(.down))
        let maxX = unit((caret.maxX * scale).rounded(.up)), maxY = unit((caret.maxY * scale).rounded(.up))
        return CGRect(x: minX, y: minY, width: max(1, maxX - minX), height: max(1, maxY - minY))
    }
}
