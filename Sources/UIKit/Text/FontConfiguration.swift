@_spi(Diagnostics) import CoreGraphics
internal import CPango

/// Which fonts OpenUIKit sees. Text must render the same on every machine, so before the first
/// font or Pango call the framework replaces fontconfig's current configuration with the
/// pinned file `Resources/Fonts/fonts.conf` (at the package root), which admits only the font
/// files of the Debian packages the project installs (fonts-dejavu-core, fonts-noto-core,
/// fonts-noto-cjk) and fixes rendering options (no hinting, grayscale antialiasing).
///
/// The file is found, in order:
/// 1. `OPENUIKIT_FONTCONFIG_FILE`: a path to a fontconfig file to use instead; the value
///    `system` keeps the system configuration (`/etc/fonts`, or `FONTCONFIG_FILE`), unpinned.
/// 2. The source tree the framework was built from (`#filePath`), which is where tests, the
///    Catalog and benchmarks run.
/// 3. Otherwise the system configuration, with a log line saying text is not pinned.
///
/// The process's other fontconfig users (cairo's toy font API, for instance) see the same
/// configuration, because it becomes fontconfig's current one.
enum FontConfiguration {
    static let environmentVariable = "OPENUIKIT_FONTCONFIG_FILE"

    /// The configuration in effect.
    enum Outcome: Sendable {
        case pinned(path: String)
        case system
    }

    /// The pinned file in the source tree: `<package>/Resources/Fonts/fonts.conf`.
    static var sourceTreeFile: String {
        // This file is <package>/Sources/UIKit/Text/FontConfiguration.swift.
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.appendingPathComponent("Resources/Fonts/fonts.conf").path
    }

    /// Chooses the file and makes it fontconfig's current configuration. Called once, by the
    /// text engine, before anything else touches fonts.
    static func install(environment: [String: String] = ProcessInfo.processInfo.environment) -> Outcome {
        var candidates: [String] = []
        if let requested = environment[environmentVariable], !requested.isEmpty {
            if requested.lowercased() == "system" {
                FrameworkLog.log("Text: \(environmentVariable)=system; using the system fontconfig configuration "
                    + "(text rendering is not pinned)")
                return .system
            }
            candidates.append(requested)
        }
        candidates.append(sourceTreeFile)
        for path in candidates {
            guard FileManager.default.fileExists(atPath: path) else {
                if path != sourceTreeFile {
                    FrameworkLog.log("Text: \(environmentVariable) names \(path), which does not exist; ignored")
                }
                continue
            }
            if load(path) { return .pinned(path: path) }
            FrameworkLog.log("Text: fontconfig could not load \(path); ignored")
        }
        FrameworkLog.log("Text: the pinned font configuration (Resources/Fonts/fonts.conf) was not found; using the "
            + "system fontconfig configuration, so text may render differently on other machines "
            + "(set \(environmentVariable) to the file's path)")
        return .system
    }

    private static func load(_ path: String) -> Bool {
        guard let config = FcConfigCreate() else { return false }
        let parsed = path.withCString { name in
            name.withMemoryRebound(to: FcChar8.self, capacity: path.utf8.count + 1) {
                FcConfigParseAndLoad(config, $0, FcBool(FcTrue))
            }
        }
        guard parsed == FcTrue, FcConfigBuildFonts(config) == FcTrue else {
            FcConfigDestroy(config)
            return false
        }
        // The current configuration keeps its own reference; ours is released.
        let installed = FcConfigSetCurrent(config) == FcTrue
        FcConfigDestroy(config)
        return installed
    }
}
