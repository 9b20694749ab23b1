import Foundation

extension NSItemProvider {
    /// The codes of `NSItemProviderErrorDomain` errors (Foundation's values).
    public enum ErrorCode: Int, Sendable {
        case unknownError = -1
        case itemUnavailableError = -1000
        case unexpectedValueClassError = -1100
        case unavailableCoercionError = -1200
    }
}
