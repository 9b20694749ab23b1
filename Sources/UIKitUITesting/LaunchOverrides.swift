import Foundation

/// What `XCUIApplication.launchArguments` and `launchEnvironment` change in the test's process
/// while the app runs, and how it was before (restored at `terminate()`).
///
/// In process, on Linux, the launched app sees:
/// - `launchEnvironment` in `ProcessInfo.processInfo.environment` and `getenv` (set with
///   `setenv`; Foundation reads the environment each time);
/// - `-name value` pairs of `launchArguments` in `UserDefaults.standard` (its argument domain,
///   `UserDefaults.argumentDomain`), the value read as a property list when it is one.
///
/// Not `ProcessInfo.processInfo.arguments` nor `CommandLine.arguments`: Foundation reads the
/// arguments once at start, and Swift 6 makes `CommandLine.arguments` read-only.
@MainActor
enum LaunchOverrides {
    /// The environment variables the launch changed, with their values before (nil: unset).
    private static var savedEnvironment: [String: String?] = [:]
    /// The argument domain before the launch (nil: the launch changed nothing there).
    private static var savedArgumentDomain: [String: Any]?

    /// Applies an app's launch arguments and environment (undoing an earlier launch's first).
    static func apply(arguments: [String], environment: [String: String]) {
        restore()
        for (name, value) in environment {
            savedEnvironment.updateValue(ProcessInfo.processInfo.environment[name], forKey: name)
            setenv(name, value, 1)
        }
        let pairs = argumentDomain(from: arguments)
        if !pairs.isEmpty {
            savedArgumentDomain = UserDefaults.standard.volatileDomain(forName: UserDefaults.argumentDomain)
            // UIKit: an iOS app launched with arguments sees those, not the runner's.
            replaceArgumentDomain(with: pairs)
        }
    }

    /// Puts the environment and the argument domain back as they were before `apply`.
    static func restore() {
        for (name, value) in savedEnvironment {
            if let value { setenv(name, value, 1) } else { unsetenv(name) }
        }
        savedEnvironment = [:]
        if let saved = savedArgumentDomain {
            replaceArgumentDomain(with: saved)
            savedArgumentDomain = nil
        }
    }

    /// swift-corelibs-foundation's `setVolatileDomain(_:forName:)` adds to the argument
    /// domain's values (Apple's replaces them): the domain is removed first.
    private static func replaceArgumentDomain(with values: [String: Any]) {
        let defaults = UserDefaults.standard
        defaults.removeVolatileDomain(forName: UserDefaults.argumentDomain)
        defaults.setVolatileDomain(values, forName: UserDefaults.argumentDomain)
    }

    /// UIKit: each `-name value` pair of the arguments is a value in `NSArgumentDomain` (a
    /// value that starts with "-" is another name; the value is a property list when it
    /// parses as one: "YES", "3", "(a, b)").
    static func argumentDomain(from arguments: [String]) -> [String: Any] {
        var domain: [String: Any] = [:]
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            guard argument.count > 1, argument.hasPrefix("-"), index + 1 < arguments.count,
                  !arguments[index + 1].hasPrefix("-") else {
                index += 1
                continue
            }
            domain[String(argument.dropFirst())] = propertyList(arguments[index + 1])
            index += 2
        }
        return domain
    }

    private static func propertyList(_ text: String) -> Any {
        guard let data = text.data(using: .utf8),
              let value = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) else { return text }
        return value
    }
}
