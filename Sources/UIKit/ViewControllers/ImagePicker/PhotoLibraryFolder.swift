import Foundation

/// Where the image picker finds the photo library on Linux: the folder named by
/// `OPENUIKIT_PHOTO_LIBRARY`, else `$XDG_PICTURES_DIR`, else ~/Pictures — when it exists.
enum PhotoLibraryFolder {
    static var current: URL? {
        let environment = ProcessInfo.processInfo.environment
        let candidates = [environment["OPENUIKIT_PHOTO_LIBRARY"], environment["XDG_PICTURES_DIR"],
                          environment["HOME"].map { $0 + "/Pictures" }]
        for case let path? in candidates where !path.isEmpty {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                return URL(fileURLWithPath: path, isDirectory: true)
            }
        }
        return nil
    }

    /// The folder's PNG and JPEG files (not hidden ones), by name.
    static func pictures(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { name in
            guard !name.hasPrefix(".") else { return false }
            let ext = (name as NSString).pathExtension.lowercased()
            return ["png", "jpg", "jpeg"].contains(ext)
        }
        .sorted { $0.localizedStandardCompare($1) == .orderedAscending }
        .map { folder.appendingPathComponent($0, isDirectory: false) }
    }
}
