@_spi(Diagnostics) import CoreGraphics
import Foundation

/// Named colors and images from Xcode asset catalogs (`.xcassets` folders) shipped as
/// resources: iOS compiles catalogs into `Assets.car`; on Linux the folder itself is the
/// resource (SwiftPM: `resources: [.copy("Assets.xcassets")]`), read here on each look-up.
///
/// A name is found in each `.xcassets` folder of the bundle's resources (and, for the main
/// bundle, of the SwiftPM resource bundles beside the executable): `Name.colorset` or
/// `Name.imageset` anywhere in the catalog, with the names of folders that provide a namespace
/// in front (`Icons/Name`), as Xcode names them.
struct AssetCatalog {
    enum Kind: String {
        case color = "colorset"
        case image = "imageset"
    }

    /// One entry of a set's `Contents.json` (`colors` or `images`).
    struct Entry {
        var fields: [String: Any]
        var appearance: UIUserInterfaceStyle {
            let appearances = fields["appearances"] as? [[String: Any]] ?? []
            for item in appearances where item["appearance"] as? String == "luminosity" {
                switch item["value"] as? String {
                case "dark": return .dark
                case "light": return .light
                default: break
                }
            }
            return .unspecified
        }
        /// Entries for other contrasts than the standard one are skipped.
        var isHighContrast: Bool {
            let appearances = fields["appearances"] as? [[String: Any]] ?? []
            return appearances.contains { $0["appearance"] as? String == "contrast" && $0["value"] as? String == "high" }
        }
        var idiom: String { fields["idiom"] as? String ?? "universal" }
    }

    /// The set folder's entries and its properties, or nil when no catalog has the name.
    static func lookUp(_ name: String, kind: Kind, in bundle: Bundle?) -> (folder: URL, entries: [Entry], properties: [String: Any])? {
        guard !name.isEmpty else { return nil }
        for catalog in catalogs(in: bundle ?? .main) {
            guard let folder = find(name, kind: kind, in: catalog) else { continue }
            let contents = folder.appendingPathComponent("Contents.json")
            guard let data = try? Data(contentsOf: contents),
                  let json = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
                FrameworkLog.log("asset catalog: \(contents.path) is missing or not JSON; \(name) skipped")
                continue
            }
            let key = kind == .color ? "colors" : "images"
            let entries = (json[key] as? [[String: Any]] ?? []).map(Entry.init)
            return (folder, entries, json["properties"] as? [String: Any] ?? [:])
        }
        return nil
    }

    /// The entries to use for this device: those of the current idiom if any, else universal.
    static func entriesForDevice(_ entries: [Entry]) -> [Entry] {
        let standard = entries.filter { !$0.isHighContrast }
        let idiom = UIDevice.current.userInterfaceIdiom == .pad ? "ipad" : "iphone"
        let specific = standard.filter { $0.idiom == idiom }
        if !specific.isEmpty { return specific }
        return standard.filter { $0.idiom == "universal" }
    }

    // MARK: Finding

    static func catalogs(in bundle: Bundle) -> [URL] {
        var roots: [URL] = []
        if let resources = bundle.resourceURL { roots.append(resources) }
        roots.append(bundle.bundleURL)
        if bundle.bundleURL == Bundle.main.bundleURL {
            // SwiftPM puts a target's resources in `<Package>_<Target>.resources` beside the
            // executable; iOS apps find their catalog in the main bundle.
            let beside = (try? FileManager.default.contentsOfDirectory(at: bundle.bundleURL, includingPropertiesForKeys: nil)) ?? []
            roots += beside.filter { $0.pathExtension == "resources" }.sorted { $0.path < $1.path }
        }
        var found: [URL] = []
        var seen = Set<String>()
        for root in roots {
            for catalog in catalogsBelow(root, depth: 2) where seen.insert(catalog.standardizedFileURL.path).inserted {
                found.append(catalog)
            }
        }
        return found
    }

    private static func catalogsBelow(_ folder: URL, depth: Int) -> [URL] {
        guard depth >= 0, let items = try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var result: [URL] = []
        for item in items.sorted(by: { $0.path < $1.path }) where isDirectory(item) {
            if item.pathExtension == "xcassets" {
                result.append(item)
            } else if depth > 0, item.pathExtension != "resources" {
                result += catalogsBelow(item, depth: depth - 1)
            }
        }
        return result
    }

    /// The set folder named `name` (namespaces included) in `folder`.
    private static func find(_ name: String, kind: Kind, in folder: URL, namespace: String = "") -> URL? {
        guard let items = try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil) else { return nil }
        let sorted = items.sorted { $0.path < $1.path }
        for item in sorted where item.pathExtension == kind.rawValue {
            if namespace + item.deletingPathExtension().lastPathComponent == name { return item }
        }
        for item in sorted where item.pathExtension.isEmpty && isDirectory(item) {
            let inner = providesNamespace(item) ? namespace + item.lastPathComponent + "/" : namespace
            guard name.hasPrefix(inner) else { continue }
            if let match = find(name, kind: kind, in: item, namespace: inner) { return match }
        }
        return nil
    }

    private static func providesNamespace(_ folder: URL) -> Bool {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("Contents.json")),
              let json = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
              let properties = json["properties"] as? [String: Any] else { return false }
        return properties["provides-namespace"] as? Bool == true
    }

    private static func isDirectory(_ url: URL) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &directory) && directory.boolValue
    }
}
