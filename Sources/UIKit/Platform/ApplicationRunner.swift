@_spi(Diagnostics) import CoreGraphics
@_spi(Platform) import QuartzCore

/// Runs the application: chooses the platform backend, calls the launch callbacks, then
/// runs the backend's event loop until the app exits.
/// Stateless: what it runs belongs to the application (`UIApplication.retainedDelegate`, its
/// input recorder).
@MainActor
enum ApplicationRunner {
    static func run(_ application: UIApplication) -> Never {
        let backend = PlatformBackendSelection.makeBackend()
        PasteboardRegistry.shared.install(backend.clipboard)
        // The launch callbacks, with state restoration between them.
        application.finishLaunching()
        CATransaction.flush()
        startRecordingOrReplayFromEnvironment()
        backend.runEventLoop(application)
    }

    /// `OPENUIKIT_RECORD_INPUT=<file>` records the session's input; `OPENUIKIT_REPLAY_INPUT=<file>`
    /// replays a recording (a malformed one ends the app with an error naming the line).
    private static func startRecordingOrReplayFromEnvironment() {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["OPENUIKIT_RECORD_INPUT"], !path.isEmpty {
            do {
                try UIApplication.shared.inputRecorder.startRecording(to: path)
            } catch {
                FrameworkLog.log("OPENUIKIT_RECORD_INPUT: \(error)")
            }
        }
        if let path = environment["OPENUIKIT_REPLAY_INPUT"], !path.isEmpty {
            do {
                InputRecorder.replay(try InputRecorder.load(path))
            } catch {
                FileHandle.standardError.write(Data("OPENUIKIT_REPLAY_INPUT: \(error)\n".utf8))
                exit(65)
            }
        }
    }

    /// Ends the app as UIKit does when it is terminated: the delegate and observers hear
    /// `applicationWillTerminate`, then the process exits.
    static func terminate(_ application: UIApplication, status: Int32 = 0) -> Never {
        announceTermination(application)
        exit(status)
    }

    /// The display went away: the app still hears that it terminates, then the process ends
    /// without running library exit handlers (graphics drivers would use the dead connection).
    static func terminateAfterLosingDisplay(_ application: UIApplication) -> Never {
        FrameworkLog.log("The display connection was lost; the application terminates")
        announceTermination(application)
        _exit(0)
    }

    private static func announceTermination(_ application: UIApplication) {
        // An app that ends from the foreground (its last window closed) saves its state as
        // one going to the background would; one in the background saved it then.
        if application.applicationState != .background { application.preserveApplicationState() }
        application.delegate?.applicationWillTerminate(application)
        NotificationCenter.default.post(name: UIApplication.willTerminateNotification, object: application)
        fflush(nil)
    }
}
