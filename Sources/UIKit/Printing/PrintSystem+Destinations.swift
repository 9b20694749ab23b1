import Foundation

extension PrintSystem {
    /// The CUPS queues (`lpstat -e`), in CUPS' order; none while a print-job capture is
    /// installed (tests see only the printers they name) or without CUPS' client.
    func destinationNames() -> [String] {
        guard !hasCapture, let lpstat = Self.executable("lpstat") else { return [] }
        let process = Process()
        process.executableURL = lpstat
        process.arguments = ["-e"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return [] }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// The printer of CUPS queue `name` (the URL `UIPrinter` reads the queue from).
    static func printer(named name: String) -> UIPrinter {
        let escaped = name.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? name
        return UIPrinter(url: URL(string: "ipp://localhost:631/printers/\(escaped)") ?? URL(fileURLWithPath: name))
    }
}
