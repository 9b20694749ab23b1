import Foundation

/// The errors of scene requests (UIKit), in `UISceneErrorDomain`.
public struct UISceneError: CustomNSError, Hashable, @unchecked Sendable {
    /// UIKit's codes and raw values.
    public enum Code: Int, Sendable {
        case multipleScenesNotSupported = 0
        case requestDenied = 1
        case geometryRequestUnsupported = 100
        case geometryRequestDenied = 101
    }

    public static var errorDomain: String { UISceneErrorDomain }
    public let code: Code
    public let errorUserInfo: [String: Any]
    public var errorCode: Int { code.rawValue }

    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.code = code
        errorUserInfo = userInfo
    }

    public static var multipleScenesNotSupported: Code { .multipleScenesNotSupported }
    public static var requestDenied: Code { .requestDenied }
    public static var geometryRequestUnsupported: Code { .geometryRequestUnsupported }
    public static var geometryRequestDenied: Code { .geometryRequestDenied }

    public static func == (lhs: UISceneError, rhs: UISceneError) -> Bool { lhs.code == rhs.code }
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }
}

public let UISceneErrorDomain = "UISceneErrorDomain"
