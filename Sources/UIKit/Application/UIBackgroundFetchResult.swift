/// What a background fetch found (UIKit's raw values).
public enum UIBackgroundFetchResult: UInt, @unchecked Sendable {
    case newData = 0
    case noData = 1
    case failed = 2
}
