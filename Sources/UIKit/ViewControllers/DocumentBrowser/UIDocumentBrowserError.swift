import Foundation

/// The errors of document browser operations (UIKit), in `UIDocumentBrowserErrorDomain`.
public struct UIDocumentBrowserError: CustomNSError, Hashable, @unchecked Sendable {
    /// UIKit's codes and raw values.
    public enum Code: Int, Sendable {
        case generic = 1
        case noLocationAvailable = 2
    }

    public static var errorDomain: String { UIDocumentBrowserErrorDomain }
    public let code: Code
    public let errorUserInfo: [String: Any]
    public var errorCode: Int { code.rawValue }

    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.code = code
        errorUserInfo = userInfo
    }

    public static var generic: Code { .generic }
    public static var noLocationAvailable: Code { .noLocationAvailable }

    public static func == (lhs: UIDocumentBrowserError, rhs: UIDocumentBrowserError) -> Bool { lhs.code == rhs.code }
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }
}

public let UIDocumentBrowserErrorDomain = "UIDocumentBrowserErrorDomain"
