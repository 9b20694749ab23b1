import CSDL2
import Foundation
import UIKit

/// Drives a two-finger pinch on the gesture screen by pushing SDL touch-screen events into
/// SDL's own queue, from inside the running app (xdotool cannot inject touches). It goes
/// through the same path as a real touch screen: SDL finger events → the SDL backend →
/// UITouches → the pinch recognizer.
@MainActor
enum TouchScreenSelfTest {
    static func pinch(on root: CatalogRootViewController) {
        guard let gestures = (0..<root.screenCount).first(where: { root.screenTitle(at: $0) == "Gestures" }),
              let screen = root.screen(at: gestures) as? GesturesScreen else { return }
        root.select(gestures)
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
            MainActor.assumeIsolated {
                guard let window = root.view.window, let windowID = nativeWindowID() else {
                    root.log.append("self-test: no native window")
                    return
                }
                let size = window.bounds.size
                let center = screen.pad.convert(CGPoint(x: screen.pad.bounds.midX, y: screen.pad.bounds.midY), to: window)
                var events: [(UInt32, Int64, CGPoint)] = []
                let steps = 12
                for step in 0...steps {
                    let half = 40 + CGFloat(step) * 6
                    let type = step == 0 ? SDL_FINGERDOWN.rawValue : SDL_FINGERMOTION.rawValue
                    events.append((type, 1, CGPoint(x: center.x - half, y: center.y)))
                    events.append((type, 2, CGPoint(x: center.x + half, y: center.y)))
                }
                let last = 40 + CGFloat(steps) * 6
                events.append((SDL_FINGERUP.rawValue, 1, CGPoint(x: center.x - last, y: center.y)))
                events.append((SDL_FINGERUP.rawValue, 2, CGPoint(x: center.x + last, y: center.y)))
                root.log.append("self-test: pushing \(events.count) touch-screen events")
                for (index, (type, finger, point)) in events.enumerated() {
                    // Two events per frame, about 60 frames a second.
                    DispatchQueue.main.asyncAfter(deadline: .now() + Double(index / 2) / 60) {
                        var event = SDL_Event()
                        event.tfinger.type = type
                        event.tfinger.touchId = 77
                        event.tfinger.fingerId = finger
                        event.tfinger.x = Float(point.x / size.width)
                        event.tfinger.y = Float(point.y / size.height)
                        event.tfinger.pressure = 1
                        event.tfinger.windowID = windowID
                        SDL_PushEvent(&event)
                    }
                }
            }
        }
    }

    private static func nativeWindowID() -> UInt32? {
        for id in UInt32(1)...UInt32(16) where SDL_GetWindowFromID(id) != nil {
            return id
        }
        return nil
    }
}
