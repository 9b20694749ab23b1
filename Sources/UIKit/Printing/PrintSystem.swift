@_spi(Diagnostics) import CoreGraphics
@_spi(Platform) import QuartzCore
import Foundation

/// Where print jobs go (not Apple API): to CUPS through its `lp` command when it is on the
/// `PATH`, or to the captures UIKitTesting installs (`PrintJobRecorder`), which take every
/// job while one is installed. With neither, printing is not available.
@_spi(Platform) @preconcurrency @MainActor
public final class PrintSystem {
    private struct Capture {
        weak var owner: AnyObject?
        let body: @MainActor (PlatformPrintJob) -> Void
    }

    private var captures: [Capture] = []
    private var sharedController: UIPrintInteractionController?

    init() {}

    /// Installs a capture: it takes every job while `owner` is alive.
    public static func addJobCapture(for owner: AnyObject, _ body: @escaping @MainActor (PlatformPrintJob) -> Void) {
        FrameworkEnvironment.printing.captures.append(Capture(owner: owner, body: body))
    }

    var shared: UIPrintInteractionController {
        if let sharedController { return sharedController }
        let made = UIPrintInteractionController()
        sharedController = made
        return made
    }

    var hasCapture: Bool {
        captures.removeAll { $0.owner == nil }
        return !captures.isEmpty
    }

    /// The `lp` command, if CUPS' client is installed.
    nonisolated static func executable(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    var isAvailable: Bool { hasCapture || Self.executable("lp") != nil }

    /// Sends a job; `completion` runs later on the main actor with nil or the error.
    func submit(_ job: PlatformPrintJob, completion: @escaping @MainActor ((any Error)?) -> Void) {
        if hasCapture {
            for capture in captures where capture.owner != nil { capture.body(job) }
            FrameworkScheduler.shared.schedule(after: 0) { completion(nil) }
            return
        }
        guard let lp = Self.executable("lp") else {
            FrameworkScheduler.shared.schedule(after: 0) {
                completion(UIPrintError(.notAvailable, userInfo: [NSLocalizedDescriptionKey: "No printing system: CUPS' lp command is not installed"]))
            }
            return
        }
        Self.runLP(lp, job: job, completion: completion)
    }

    /// `lp` with the documents as files (CUPS prints several files as one job).
    private static func runLP(_ lp: URL, job: PlatformPrintJob, completion: @escaping @MainActor ((any Error)?) -> Void) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-print-\(UUID().uuidString)")
        var arguments: [String] = []
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            var files: [String] = []
            for (index, document) in job.documents.enumerated() {
                let file = directory.appendingPathComponent("document-\(index + 1).pdf")
                try document.write(to: file)
                files.append(file.path)
            }
            if let queue = job.printerURL?.lastPathComponent, !queue.isEmpty { arguments += ["-d", queue] }
            if !job.jobName.isEmpty { arguments += ["-t", job.jobName] }
            arguments += ["-n", String(max(1, job.copies))]
            switch job.duplex {
            case .none: break
            case .longEdge: arguments += ["-o", "sides=two-sided-long-edge"]
            case .shortEdge: arguments += ["-o", "sides=two-sided-short-edge"]
            }
            if job.outputType == .grayscale || job.outputType == .photoGrayscale {
                arguments += ["-o", "print-color-mode=monochrome"]
            }
            arguments += ["--"] + files
        } catch {
            try? FileManager.default.removeItem(at: directory)
            FrameworkScheduler.shared.schedule(after: 0) {
                completion(UIPrintError(.jobFailed, userInfo: [NSLocalizedDescriptionKey: "Cannot write the print job: \(error)"]))
            }
            return
        }
        let process = Process()
        process.executableURL = lp
        process.arguments = arguments
        let errorPipe = Pipe()
        process.standardError = errorPipe
        process.standardOutput = FileHandle.nullDevice
        process.terminationHandler = { finished in
            let status = finished.terminationStatus
            let message = String(decoding: errorPipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            try? FileManager.default.removeItem(at: directory)
            Task { @MainActor in
                if status == 0 {
                    completion(nil)
                } else {
                    let reason = "lp failed (status \(status)): \(message.trimmingCharacters(in: .whitespacesAndNewlines))"
                    completion(UIPrintError(.jobFailed, userInfo: [NSLocalizedDescriptionKey: reason]))
                }
            }
        }
        do {
            try process.run()
        } catch {
            try? FileManager.default.removeItem(at: directory)
            FrameworkScheduler.shared.schedule(after: 0) {
                completion(UIPrintError(.jobFailed, userInfo: [NSLocalizedDescriptionKey: "Cannot run lp: \(error)"]))
            }
        }
    }

    /// Whether CUPS knows queue `name` and it accepts jobs (`lpstat -a NAME`).
    func checkQueue(_ name: String, completion: @escaping @MainActor (Bool) -> Void) {
        if hasCapture {
            FrameworkScheduler.shared.schedule(after: 0) { completion(true) }
            return
        }
        guard let lpstat = Self.executable("lpstat"), !name.isEmpty else {
            FrameworkScheduler.shared.schedule(after: 0) { completion(false) }
            return
        }
        let process = Process()
        process.executableURL = lpstat
        process.arguments = ["-a", name]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.terminationHandler = { finished in
            let ok = finished.terminationStatus == 0
            Task { @MainActor in completion(ok) }
        }
        do { try process.run() } catch {
            FrameworkScheduler.shared.schedule(after: 0) { completion(false) }
        }
    }

    /// The default printer's name (`lpstat -d`), or nil.
    nonisolated static func defaultPrinterName() -> String? {
        guard let lpstat = executable("lpstat") else { return nil }
        let process = Process()
        process.executableURL = lpstat
        process.arguments = ["-d"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        // "system default destination: NAME"
        guard let colon = text.lastIndex(of: ":") else { return nil }
        let name = text[text.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
        return name.isEmpty ? nil : name
    }
}
