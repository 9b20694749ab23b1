@_spi(Diagnostics) import CoreGraphics
@_spi(Platform) import QuartzCore

/// One recorded platform input: touch samples or key presses for a window, at a time
/// relative to the first recorded event. A recording file has one JSON object per line.
@_spi(Platform)
public struct RecordedInput: Codable, Sendable {
    public struct Touch: Codable, Sendable {
        public var id: Int
        public var phase: Int
        public var x: Double
        public var y: Double
        public var force: Double?
        public var type: Int?
        public var tapCount: Int?
    }

    public struct Key: Codable, Sendable {
        public var usage: Int
        public var phase: Int
        public var characters: String
        public var modifiers: Int
    }

    /// Hover, pointer exit or scroll.
    public struct Pointer: Codable, Sendable {
        /// "hover", "exit" or "scroll".
        public var kind: String
        public var x: Double?
        public var y: Double?
        public var dx: Double?
        public var dy: Double?
        public var continuous: Bool?
    }

    /// Seconds since the first recorded event.
    public var t: Double
    /// The window's index in `UIApplication.shared.windows` when recorded.
    public var window: Int
    public var touches: [Touch]?
    public var keys: [Key]?
    public var pointer: Pointer?
    /// Committed text for a `UIKeyInput` first responder.
    public var text: String?
    /// An input method's composition (marked text); empty text ends it.
    public var composition: Composition? = nil

    /// The composed text and the selection in it (UTF-16 offsets).
    public struct Composition: Codable, Sendable {
        public var text: String
        public var location: Int
        public var length: Int
    }
}

/// Records every platform input to a file (`OPENUIKIT_RECORD_INPUT=<file>`) and replays a
/// recording deterministically (`OPENUIKIT_REPLAY_INPUT=<file>`), headless or windowed: a
/// bug report becomes a reproducible test.
@_spi(Platform)
@preconcurrency @MainActor
public final class InputRecorder {
    /// The shared application's recorder (input recording is per application).
    public static var shared: InputRecorder { UIApplication.shared.inputRecorder }

    private var file: FileHandle?
    private var startTime: TimeInterval?
    private let encoder = JSONEncoder()

    public var isRecording: Bool { file != nil }

    /// Starts recording into `path` (truncating it).
    public func startRecording(to path: String) throws {
        guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else {
            throw RecordingError(message: "cannot create the recording file \(path)")
        }
        file = handle
        startTime = nil
        encoder.outputFormatting = [.sortedKeys]
    }

    public func stopRecording() {
        try? file?.close()
        file = nil
    }

    func record(touches samples: [PlatformTouch], in window: UIWindow, timestamp: TimeInterval) {
        guard file != nil else { return }
        let touches = samples.map {
            RecordedInput.Touch(id: $0.id, phase: $0.phase.rawValue, x: Double($0.location.x), y: Double($0.location.y),
                                force: $0.force == 0 ? nil : Double($0.force),
                                type: $0.type == .direct ? nil : $0.type.rawValue, tapCount: $0.tapCount)
        }
        write(RecordedInput(t: relative(timestamp), window: index(of: window), touches: touches, keys: nil, pointer: nil, text: nil))
    }

    func record(keys: [PlatformKey], in window: UIWindow, timestamp: TimeInterval) {
        guard file != nil else { return }
        let recorded = keys.map {
            RecordedInput.Key(usage: $0.keyCode.rawValue, phase: $0.phase.rawValue, characters: $0.characters,
                              modifiers: $0.modifierFlags.rawValue)
        }
        write(RecordedInput(t: relative(timestamp), window: index(of: window), touches: nil, keys: recorded, pointer: nil, text: nil))
    }

    func record(pointer input: PlatformPointer, in window: UIWindow, timestamp: TimeInterval) {
        guard file != nil else { return }
        let pointer: RecordedInput.Pointer
        switch input {
        case .hover(let p):
            pointer = .init(kind: "hover", x: Double(p.x), y: Double(p.y))
        case .exit:
            pointer = .init(kind: "exit")
        case .scroll(let delta, let p, let continuous):
            pointer = .init(kind: "scroll", x: Double(p.x), y: Double(p.y), dx: Double(delta.dx), dy: Double(delta.dy),
                            continuous: continuous ? true : nil)
        }
        write(RecordedInput(t: relative(timestamp), window: index(of: window), touches: nil, keys: nil, pointer: pointer, text: nil))
    }

    func record(text: String, in window: UIWindow, timestamp: TimeInterval) {
        guard file != nil else { return }
        write(RecordedInput(t: relative(timestamp), window: index(of: window), touches: nil, keys: nil, pointer: nil, text: text))
    }

    func record(composition text: String, selectedRange: NSRange, in window: UIWindow, timestamp: TimeInterval) {
        guard file != nil else { return }
        write(RecordedInput(t: relative(timestamp), window: index(of: window), touches: nil, keys: nil, pointer: nil, text: nil,
                            composition: .init(text: text, location: selectedRange.location, length: selectedRange.length)))
    }

    private func relative(_ timestamp: TimeInterval) -> Double {
        if startTime == nil { startTime = timestamp }
        return max(0, timestamp - (startTime ?? timestamp))
    }

    private func index(of window: UIWindow) -> Int {
        UIApplication.shared.windows.firstIndex(of: window) ?? 0
    }

    private func write(_ input: RecordedInput) {
        guard let file, let data = try? encoder.encode(input) else { return }
        file.write(data)
        file.write(Data("\n".utf8))
    }

    // MARK: Replay

    /// Reads a recording. A malformed line throws an error naming the line.
    public static func load(_ path: String) throws -> [RecordedInput] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw RecordingError(message: "cannot read the recording \(path)")
        }
        let decoder = JSONDecoder()
        var inputs: [RecordedInput] = []
        for (index, line) in String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            do {
                let input = try decoder.decode(RecordedInput.self, from: Data(trimmed.utf8))
                guard input.t.isFinite, input.t >= 0, input.touches != nil || input.keys != nil || input.pointer != nil || input.text != nil
                        || input.composition != nil else {
                    throw RecordingError(message: "no touches, keys, pointer input, text or composition, or a bad time")
                }
                if let pointer = input.pointer, pointer.platformPointer == nil {
                    throw RecordingError(message: "unknown or incomplete pointer input \"\(pointer.kind)\"")
                }
                if let touches = input.touches {
                    for touch in touches where UITouch.Phase(rawValue: touch.phase) == nil {
                        throw RecordingError(message: "unknown touch phase \(touch.phase)")
                    }
                }
                inputs.append(input)
            } catch let error as RecordingError {
                throw RecordingError(message: "\(path):\(index + 1): \(error.message)")
            } catch {
                throw RecordingError(message: "\(path):\(index + 1): not a recorded input (\(error))")
            }
        }
        return inputs
    }

    /// Schedules the recorded inputs on the framework clock, starting now. Returns the
    /// recording's duration.
    @discardableResult
    public static func replay(_ inputs: [RecordedInput]) -> TimeInterval {
        let start = CACurrentMediaTime()
        for input in inputs {
            FrameworkScheduler.shared.schedule(at: start + input.t) {
                deliver(input, at: start + input.t)
            }
        }
        return inputs.last?.t ?? 0
    }

    private static func deliver(_ input: RecordedInput, at time: TimeInterval) {
        let windows = UIApplication.shared.windows
        guard windows.indices.contains(input.window) else {
            FrameworkLog.log("Recorded input for window \(input.window), but the app has \(windows.count) windows; dropped")
            return
        }
        let window = windows[input.window]
        if let touches = input.touches {
            let samples = touches.map {
                PlatformTouch(id: $0.id, phase: UITouch.Phase(rawValue: $0.phase) ?? .cancelled,
                              location: CGPoint(x: $0.x, y: $0.y), force: CGFloat($0.force ?? 0),
                              maximumPossibleForce: ($0.force ?? 0) > 0 ? 6.67 : 0,
                              type: $0.type.flatMap(UITouch.TouchType.init(rawValue:)) ?? .direct, tapCount: $0.tapCount)
            }
            UIApplication.shared.dispatchTouches(samples, in: window, timestamp: time)
        }
        if let keys = input.keys {
            let platformKeys = keys.map {
                PlatformKey(keyCode: UIKeyboardHIDUsage(rawValue: $0.usage), phase: UIPress.Phase(rawValue: $0.phase) ?? .cancelled,
                            characters: $0.characters, modifierFlags: UIKeyModifierFlags(rawValue: $0.modifiers))
            }
            UIApplication.shared.dispatchKeys(platformKeys, in: window, timestamp: time)
        }
        if let pointer = input.pointer?.platformPointer {
            UIApplication.shared.dispatchPointer(pointer, in: window, timestamp: time)
        }
        if let composition = input.composition {
            UIApplication.shared.dispatchComposition(composition.text, selectedRange: NSRange(location: composition.location, length: composition.length),
                                                     in: window, timestamp: time)
        }
        if let text = input.text {
            UIApplication.shared.dispatchText(text, in: window, timestamp: time)
        }
    }
}

extension RecordedInput.Pointer {
    init(kind: String, x: Double? = nil, y: Double? = nil) {
        self.init(kind: kind, x: x, y: y, dx: nil, dy: nil, continuous: nil)
    }

    /// The pointer input this line describes; nil when it is incomplete.
    var platformPointer: PlatformPointer? {
        switch kind {
        case "hover":
            guard let x, let y else { return nil }
            return .hover(CGPoint(x: x, y: y))
        case "exit":
            return .exit
        case "scroll":
            guard let x, let y, let dx, let dy else { return nil }
            return .scroll(delta: CGVector(dx: dx, dy: dy), location: CGPoint(x: x, y: y), continuous: continuous ?? false)
        default:
            return nil
        }
    }
}

@_spi(Platform)
public struct RecordingError: Error, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}
