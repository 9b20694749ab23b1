import Foundation

/// Where `XCTestCase.add(_:)` writes an attachment: a folder per test, a file per attachment.
enum AttachmentNaming {
    /// A test's name ("Case.testX" on Linux, "-[Case testX]" on Apple's platforms) as
    /// "Case/testX".
    static func folder(of testName: String) -> String {
        let trimmed = testName.trimmingCharacters(in: CharacterSet(charactersIn: "-[]"))
        let parts: [Substring]
        if trimmed.contains(" ") {
            parts = trimmed.split(separator: " ", maxSplits: 1)
        } else if let dot = trimmed.lastIndex(of: ".") {
            parts = [trimmed[..<dot], trimmed[trimmed.index(after: dot)...]]
        } else {
            parts = [Substring(trimmed)]
        }
        return parts.map { safe(String($0)) }.joined(separator: "/")
    }

    /// The attachment's name made safe for a file, or "Attachment <n>" (the first free n);
    /// a name already used in the folder gets " 2", " 3", ….
    static func fileName(_ name: String?, in folder: URL, fileExtension: String) -> String {
        let base = name.map(safe) ?? "Attachment"
        let fileManager = FileManager.default
        var candidate = name == nil ? "\(base) 1" : base
        var number = 1
        while fileManager.fileExists(atPath: folder.appendingPathComponent("\(candidate).\(fileExtension)").path) {
            number += 1
            candidate = "\(base) \(number)"
        }
        return "\(candidate).\(fileExtension)"
    }

    private static func safe(_ text: String) -> String {
        let cleaned = text.map { "/\\:\0".contains($0) ? "_" : $0 }
        return cleaned.isEmpty ? "_" : String(cleaned)
    }
}
