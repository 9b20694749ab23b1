// The OpenUIKit Catalog: every control and gesture, live, with an event log.
//
//   swift run Catalog              window when a display exists, headless otherwise
//   swift run Catalog --headless   walk every screen with a scripted interaction
//   swift run Catalog --help
import Foundation
import CatalogKit
import UIKit

let command = CatalogCommand.parseOrExit()
MainActor.assumeIsolated {
    if command.headless || !CatalogCommand.displayAvailable {
        if !command.headless {
            print("Catalog: no display (DISPLAY and WAYLAND_DISPLAY are unset); running headless.")
        }
        exit(HeadlessCatalog(outputDirectory: command.output, logFile: command.log,
                             recordFile: command.record, replayFile: command.replay).run())
    }
    if let record = command.record { setenv("OPENUIKIT_RECORD_INPUT", record, 1) }
    if let replay = command.replay { setenv("OPENUIKIT_REPLAY_INPUT", replay, 1) }
    UIApplicationMain(delegate: CatalogAppDelegate(logFile: command.log, selfTestPinch: command.selfTestPinch))
}
