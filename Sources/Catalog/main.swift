// The OpenUIKit Catalog: every control and gesture, live, with an event log.
//
//   swift run Catalog              window when a display exists, headless otherwise
//   swift run Catalog --headless   walk every screen with a scripted interaction
//   swift run Catalog --help
import Foundation
import UIKit

let options = CatalogOptions.parse(CommandLine.arguments)
MainActor.assumeIsolated {
    switch options {
    case .help:
        print(CatalogOptions.usage)
        exit(0)
    case .invalid(let message):
        FileHandle.standardError.write(Data("Catalog: \(message)\n\n\(CatalogOptions.usage)\n".utf8))
        exit(64)
    case .run(let headless, let outputDirectory, let logFile):
        if headless || !CatalogOptions.displayAvailable {
            if !headless {
                print("Catalog: no display (DISPLAY / WAYLAND_DISPLAY unset); running headless.")
            }
            exit(HeadlessCatalog(outputDirectory: outputDirectory, logFile: logFile).run())
        }
        UIApplicationMain(delegate: CatalogAppDelegate(logFile: logFile))
    }
}
