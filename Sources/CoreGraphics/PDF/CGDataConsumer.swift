/// A destination for bytes that a PDF context writes (CoreGraphics).
///
/// Porting note: Apple's initializers take `CFMutableData` / `CFURL`; on Linux they take
/// `NSMutableData` / `URL` (`CFMutableData` is `NSMutableData`, so `CFDataCreateMutable(nil, 0)` and
/// `data as CFMutableData` pass unchanged).
public final class CGDataConsumer {
    private enum Sink {
        case data(NSMutableData)
        case file(FileHandle)
    }

    private let sink: Sink

    /// Appends everything written to `data`.
    public init?(data: NSMutableData) {
        sink = .data(data)
    }

    /// Creates (or truncates) the file at `url`; nil when it cannot be opened for writing.
    public init?(url: URL) {
        guard url.isFileURL, FileManager.default.createFile(atPath: url.path, contents: nil),
              let handle = try? FileHandle(forWritingTo: url) else {
            FrameworkLog.log("CGDataConsumer(url:): cannot write to \(url); returning nil")
            return nil
        }
        sink = .file(handle)
    }

    deinit {
        if case .file(let handle) = sink { try? handle.close() }
    }

    func write(_ bytes: UnsafeRawPointer, count: Int) -> Bool {
        switch sink {
        case .data(let data):
            data.append(bytes, length: count)
            return true
        case .file(let handle):
            do {
                try handle.write(contentsOf: Data(bytes: bytes, count: count))
                return true
            } catch {
                return false
            }
        }
    }

    func flush() {
        if case .file(let handle) = sink { try? handle.synchronize() }
    }
}
