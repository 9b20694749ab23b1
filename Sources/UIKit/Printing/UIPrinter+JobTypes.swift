extension UIPrinter {
    /// The kinds of print jobs a printer takes (UIKit's raw values).
    public struct JobTypes: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let document = JobTypes(rawValue: 1 << 0)
        public static let envelope = JobTypes(rawValue: 1 << 1)
        public static let label = JobTypes(rawValue: 1 << 2)
        public static let photo = JobTypes(rawValue: 1 << 3)
        public static let receipt = JobTypes(rawValue: 1 << 4)
        public static let roll = JobTypes(rawValue: 1 << 5)
        public static let largeFormat = JobTypes(rawValue: 1 << 6)
        public static let postcard = JobTypes(rawValue: 1 << 7)
        public static let unknown: JobTypes = []
    }
}
