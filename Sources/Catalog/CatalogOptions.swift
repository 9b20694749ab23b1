import Foundation

/// The Catalog's command line.
enum CatalogOptions {
    case run(headless: Bool, outputDirectory: String?, logFile: String?)
    case help
    case invalid(String)

    static let usage = """
    USAGE: Catalog [--headless] [--output <directory>] [--log <file>]

    OPTIONS:
      --headless            Run without a window: walk every screen, drive a short
                            scripted interaction on each and print the event log.
      --output <directory>  Where headless runs write their files.
      --log <file>          Also write the event log to <file>, one line per event.
      -h, --help            Show this help.
    """

    static func parse(_ arguments: [String]) -> CatalogOptions {
        var headless = ProcessInfo.processInfo.environment["OPENUIKIT_HEADLESS"] == "1"
        var output: String?
        var logFile: String?
        var rest = arguments.dropFirst()[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--headless":
                headless = true
            case "--output":
                guard let value = rest.popFirst() else { return .invalid("--output needs a directory") }
                output = value
            case "--log":
                guard let value = rest.popFirst() else { return .invalid("--log needs a file") }
                logFile = value
            case "-h", "--help":
                return .help
            default:
                return .invalid("unknown option '\(argument)'")
            }
        }
        return .run(headless: headless, outputDirectory: output, logFile: logFile)
    }

    static var displayAvailable: Bool {
        let environment = ProcessInfo.processInfo.environment
        return !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
    }
}
