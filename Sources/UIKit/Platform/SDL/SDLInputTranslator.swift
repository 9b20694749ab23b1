internal import CSDL2
@_spi(Diagnostics) import CoreGraphics
@_spi(Platform) import QuartzCore

/// Turns SDL input into UIKit input, as the iOS Simulator does: the left mouse button is a
/// finger; Alt (Option) + drag adds a second finger mirrored around the window's center
/// (pinch and rotate with a mouse); Shift + Alt moves both fingers together (two-finger
/// pan). Touch screens give one touch per finger. Keys become presses for the first
/// responder; typed text goes to a first responder that adopts `UIKeyInput`.
@MainActor
final class SDLInputTranslator {
    /// Touch ids for mouse fingers; SDL finger ids are offset past these.
    private static let mouseFinger = 1
    private static let mirroredFinger = 2
    private static let fingerBase = 1_000
    private var mouseDown = false
    private var secondFinger: (mode: SecondFinger, offset: CGVector)?
    private var fingerIDs: [Int64: Int] = [:]
    private var nextFinger = fingerBase

    private enum SecondFinger { case mirrored, parallel }

    private var app: UIApplication { UIApplication.shared }

    /// `scale`: window coordinates per point (more than 1 when OpenUIKit scales a window the
    /// display does not scale).
    func mouseButton(_ event: SDL_MouseButtonEvent, down: Bool, in window: UIWindow, scale: CGFloat) {
        if event.button == UInt8(SDL_BUTTON_RIGHT), down, event.which != openuikit_sdl_touch_mouse_id() {
            let point = CGPoint(x: CGFloat(event.x) / scale, y: CGFloat(event.y) / scale)
            return app.dispatchSecondaryClick(at: point, in: window, timestamp: CACurrentMediaTime())
        }
        guard event.button == UInt8(SDL_BUTTON_LEFT), event.which != openuikit_sdl_touch_mouse_id() else { return }
        let point = CGPoint(x: CGFloat(event.x) / scale, y: CGFloat(event.y) / scale)
        let time = CACurrentMediaTime()
        if down {
            guard !mouseDown else { return }
            mouseDown = true
            let modifiers = SDL_GetModState().rawValue
            let alt = modifiers & KMOD_ALT.rawValue != 0
            let shift = modifiers & KMOD_SHIFT.rawValue != 0
            var touches = [PlatformTouch(id: Self.mouseFinger, phase: .began, location: point, tapCount: Int(event.clicks))]
            if alt {
                let mode: SecondFinger = shift ? .parallel : .mirrored
                let offset = CGVector(dx: 40, dy: 0)
                secondFinger = (mode, offset)
                touches.append(PlatformTouch(id: Self.mirroredFinger, phase: .began, location: secondLocation(point, in: window), tapCount: Int(event.clicks)))
            }
            app.dispatchTouches(touches, in: window, timestamp: time)
        } else {
            guard mouseDown else { return }
            mouseDown = false
            var touches = [PlatformTouch(id: Self.mouseFinger, phase: .ended, location: point)]
            if secondFinger != nil {
                touches.append(PlatformTouch(id: Self.mirroredFinger, phase: .ended, location: secondLocation(point, in: window)))
                secondFinger = nil
            }
            app.dispatchTouches(touches, in: window, timestamp: time)
        }
    }

    func mouseMotion(_ event: SDL_MouseMotionEvent, in window: UIWindow, scale: CGFloat) {
        guard event.which != openuikit_sdl_touch_mouse_id() else { return }
        let point = CGPoint(x: CGFloat(event.x) / scale, y: CGFloat(event.y) / scale)
        guard mouseDown, event.state & openuikit_sdl_button_mask(Int32(SDL_BUTTON_LEFT)) != 0 else {
            // Motion with no button pressed is hover, as a pointer on iPadOS.
            if !mouseDown { app.dispatchPointer(.hover(point), in: window, timestamp: CACurrentMediaTime()) }
            return
        }
        var touches = [PlatformTouch(id: Self.mouseFinger, phase: .moved, location: point)]
        if secondFinger != nil {
            touches.append(PlatformTouch(id: Self.mirroredFinger, phase: .moved, location: secondLocation(point, in: window)))
        }
        app.dispatchTouches(touches, in: window, timestamp: CACurrentMediaTime())
    }

    /// OpenUIKit: one wheel click scrolls 10 points (SDL reports clicks; trackpads report
    /// fractions of a click).
    static let pointsPerWheelClick: CGFloat = 10

    func mouseWheel(_ event: SDL_MouseWheelEvent, in window: UIWindow, scale: CGFloat) {
        guard event.which != openuikit_sdl_touch_mouse_id() else { return }
        let flip: CGFloat = event.direction == UInt32(SDL_MOUSEWHEEL_FLIPPED.rawValue) ? -1 : 1
        let x = CGFloat(event.preciseX) * flip, y = CGFloat(event.preciseY) * flip
        // SDL: positive y scrolls up (away from the user), which shows content above — the
        // content moves down, as under a finger moving down. Positive x scrolls right: the
        // content moves left.
        let delta = CGVector(dx: -x * Self.pointsPerWheelClick, dy: y * Self.pointsPerWheelClick)
        let continuous = x != x.rounded() || y != y.rounded()
        let location = CGPoint(x: CGFloat(event.mouseX) / scale, y: CGFloat(event.mouseY) / scale)
        app.dispatchPointer(.scroll(delta: delta, location: location, continuous: continuous), in: window,
                            timestamp: CACurrentMediaTime())
    }

    func pointerLeft(_ window: UIWindow) {
        app.dispatchPointer(.exit, in: window, timestamp: CACurrentMediaTime())
    }

    private func secondLocation(_ point: CGPoint, in window: UIWindow) -> CGPoint {
        guard let (mode, offset) = secondFinger else { return point }
        switch mode {
        case .mirrored:
            let center = CGPoint(x: window.bounds.midX, y: window.bounds.midY)
            return CGPoint(x: 2 * center.x - point.x, y: 2 * center.y - point.y)
        case .parallel:
            return CGPoint(x: point.x + offset.dx, y: point.y + offset.dy)
        }
    }

    func finger(_ event: SDL_TouchFingerEvent, type: SDL_EventType, in window: UIWindow) {
        let size = window.bounds.size
        let point = CGPoint(x: CGFloat(event.x) * size.width, y: CGFloat(event.y) * size.height)
        let phase: UITouch.Phase
        let id: Int
        switch type {
        case SDL_FINGERDOWN:
            phase = .began
            nextFinger += 1
            id = nextFinger
            fingerIDs[event.fingerId] = id
        case SDL_FINGERUP:
            phase = .ended
            guard let known = fingerIDs.removeValue(forKey: event.fingerId) else {
                return FrameworkLog.log("SDL finger \(event.fingerId) lifted without a press; dropped")
            }
            id = known
        default:
            phase = .moved
            guard let known = fingerIDs[event.fingerId] else {
                return FrameworkLog.log("SDL finger \(event.fingerId) moved without a press; dropped")
            }
            id = known
        }
        // No `.pencil` touches from SDL 2: its API (2.26, Debian 12) has no pen events (SDL 3
        // added them). A finger event carries only a position and a pressure, and
        // `SDL_GetTouchDeviceType` tells a touch screen from a trackpad, not a pen; a tablet
        // pen reaches SDL 2 as the mouse (no pressure, altitude or azimuth). So fingers are
        // `.direct` touches whose pressure is their force.
        let force = CGFloat(event.pressure)
        app.dispatchTouches([PlatformTouch(id: id, phase: phase, location: point, force: force,
                                           maximumPossibleForce: force > 0 ? 1 : 0)],
                            in: window, timestamp: CACurrentMediaTime())
    }

    func cancelTouches(in window: UIWindow) {
        mouseDown = false
        secondFinger = nil
        fingerIDs.removeAll()
        app.cancelTouches(in: window)
    }

    // MARK: Keyboard

    func key(_ event: SDL_KeyboardEvent, down: Bool, in window: UIWindow?) {
        // SDL scancodes are USB HID keyboard usages.
        let usage = UIKeyboardHIDUsage(rawValue: Int(event.keysym.scancode.rawValue))
        guard event.repeat == 0 || !down else {
            // Held keys repeat text through SDL_TEXTINPUT; the press stays down.
            app.dispatchKeyRepeat(usage, in: window, timestamp: CACurrentMediaTime())
            return
        }
        let modifiers = Self.modifierFlags(UInt32(event.keysym.mod))
        let characters = Self.characters(for: event.keysym.sym, modifiers: modifiers)
        app.dispatchKeys([PlatformKey(keyCode: usage, phase: down ? .began : .ended, characters: characters,
                                      charactersIgnoringModifiers: Self.characters(for: event.keysym.sym, modifiers: []),
                                      modifierFlags: modifiers)],
                         in: window, timestamp: CACurrentMediaTime())
    }

    func text(_ text: String, in window: UIWindow?) {
        app.dispatchText(text, in: window, timestamp: CACurrentMediaTime())
    }

    /// An input method's composition; SDL counts its cursor (`start`, `length`) in code points.
    func composition(_ text: String, start: Int, length: Int, in window: UIWindow?) {
        let range = PlatformText.utf16Range(scalarStart: start, length: length, in: text)
        app.dispatchComposition(text, selectedRange: range, in: window, timestamp: CACurrentMediaTime())
    }

    static func modifierFlags(_ mod: UInt32) -> UIKeyModifierFlags {
        var flags: UIKeyModifierFlags = []
        if mod & UInt32(KMOD_SHIFT.rawValue) != 0 { flags.insert(.shift) }
        if mod & UInt32(KMOD_CTRL.rawValue) != 0 { flags.insert(.control) }
        if mod & UInt32(KMOD_ALT.rawValue) != 0 { flags.insert(.alternate) }
        if mod & UInt32(KMOD_GUI.rawValue) != 0 { flags.insert(.command) }
        if mod & UInt32(KMOD_CAPS.rawValue) != 0 { flags.insert(.alphaShift) }
        return flags
    }

    static func characters(for key: SDL_Keycode, modifiers: UIKeyModifierFlags) -> String {
        guard key > 0, key < 0x1_0000, let scalar = Unicode.Scalar(UInt32(key)), !scalar.properties.isDefaultIgnorableCodePoint else {
            return ""
        }
        if key == 0x1B { return "\u{1B}" }
        if key < 0x20 && key != 0x0D && key != 0x09 && key != 0x08 { return "" }
        let text = String(Character(scalar))
        return modifiers.contains(.shift) || modifiers.contains(.alphaShift) ? text.uppercased() : text
    }
}
