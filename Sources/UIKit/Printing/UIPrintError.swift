import Foundation

/// The error domain of printing errors (UIKit).
public let UIPrintErrorDomain: String = "UIPrintErrorDomain"

/// An error a print job reports to its completion handler (UIKit).
public struct UIPrintError: CustomNSError, Hashable, Sendable {
    /// The printing error codes, with UIKit's raw values.
    public enum Code: Int, Sendable, Equatable {
        /// Printing is not available (here: no CUPS `lp` command and no print-job capture).
        case notAvailable = 1
        /// There was nothing to print (no renderer, formatter or item, or no pages).
        case noContent = 2
        /// A printing item is not an image or PDF document.
        case unknownImageFormat = 3
        /// The job failed (here: `lp` refused it; the reason is the error's description).
        case jobFailed = 4
    }

    public let code: Code
    private let reason: String?

    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.code = code
        reason = userInfo[NSLocalizedDescriptionKey] as? String
    }

    public static var errorDomain: String { UIPrintErrorDomain }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] {
        reason.map { [NSLocalizedDescriptionKey: $0] } ?? [:]
    }

    public static var notAvailable: Code { .notAvailable }
    public static var noContent: Code { .noContent }
    public static var unknownImageFormat: Code { .unknownImageFormat }
    public static var jobFailed: Code { .jobFailed }
}

/// `catch UIPrintError.noContent`-style matching.
public func ~= (code: UIPrintError.Code, error: any Error) -> Bool {
    (error as? UIPrintError)?.code == code
}
