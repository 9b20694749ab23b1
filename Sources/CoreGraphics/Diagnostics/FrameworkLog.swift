import Synchronization

/// Where OpenUIKit reports recoverable problems (dropped platform events, ignored invalid
/// geometry, ...). Lines go to standard error unless a handler is installed (tests install
/// one to assert on them). Not Apple API.
@_spi(Diagnostics)
public enum FrameworkLog {
    private static let handler = Mutex<(@Sendable (String) -> Void)?>(nil)

    /// Installs `newHandler` and returns the previous one.
    @discardableResult
    public static func setHandler(_ newHandler: (@Sendable (String) -> Void)?) -> (@Sendable (String) -> Void)? {
        handler.withLock { current in
            let old = current
            current = newHandler
            return old
        }
    }

    public static func log(_ message: String) {
        if let installed = handler.withLock({ $0 }) {
            installed(message)
        } else {
            FileHandle.standardError.write(Data("[OpenUIKit] \(message)\n".utf8))
        }
    }
}
