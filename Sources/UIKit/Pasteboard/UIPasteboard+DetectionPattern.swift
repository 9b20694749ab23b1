extension UIPasteboard {
    /// A kind of content the pasteboard can be asked about without reading it (and without
    /// the paste notice iOS shows when an app reads another app's content) (UIKit, iOS 14).
    public struct DetectionPattern: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Text that is a web address (`http(s)://…`, or a host name such as `example.com`).
        public static let probableWebURL = DetectionPattern(rawValue: "com.apple.uikit.pasteboard-detection-pattern.probable-web-url")
        /// Single-line text that is not a web address: probably something to search for.
        public static let probableWebSearch = DetectionPattern(rawValue: "com.apple.uikit.pasteboard-detection-pattern.probable-web-search")
        /// Text that is a number.
        public static let number = DetectionPattern(rawValue: "com.apple.uikit.pasteboard-detection-pattern.number")
        /// A URL in the text (iOS 15).
        public static let link = DetectionPattern(rawValue: "com.apple.uikit.pasteboard-detection-pattern.link")
        /// A phone number in the text (iOS 15).
        public static let phoneNumber = DetectionPattern(rawValue: "com.apple.uikit.pasteboard-detection-pattern.phone-number")
        /// An email address in the text (iOS 15).
        public static let emailAddress = DetectionPattern(rawValue: "com.apple.uikit.pasteboard-detection-pattern.email-address")
        // iOS 15 patterns found by Apple's data detectors, which Linux does not have: they are
        // never detected here.
        public static let postalAddress = DetectionPattern(rawValue: "com.apple.uikit.pasteboard-detection-pattern.postal-address")
        public static let calendarEvent = DetectionPattern(rawValue: "com.apple.uikit.pasteboard-detection-pattern.calendar-event")
        public static let shipmentTrackingNumber = DetectionPattern(rawValue: "com.apple.uikit.pasteboard-detection-pattern.shipment-tracking-number")
        public static let flightNumber = DetectionPattern(rawValue: "com.apple.uikit.pasteboard-detection-pattern.flight-number")
        public static let moneyAmount = DetectionPattern(rawValue: "com.apple.uikit.pasteboard-detection-pattern.money-amount")
    }
}
