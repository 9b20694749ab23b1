@_spi(Diagnostics) import CoreGraphics
import Foundation

extension UISheetPresentationController {
    /// A height at which a sheet rests (UIKit): the system's medium and large ones, or one a
    /// resolver computes. A detent's value is the height of the sheet within its safe area.
    @preconcurrency @MainActor
    open class Detent: NSObject {
        /// A detent's name: the system's `.medium` and `.large`, or an app's.
        public struct Identifier: Hashable, Equatable, RawRepresentable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }

            public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
            public static let large = Identifier(rawValue: "com.apple.UIKit.large")
        }

        /// The detent's identifier.
        public let identifier: Identifier
        let resolver: @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        init(identifier: Identifier, resolver: @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) {
            self.identifier = identifier
            self.resolver = resolver
            super.init()
        }

        /// The system's full-height detent: the maximum value.
        public static func large() -> Detent {
            Detent(identifier: .large) { $0.maximumDetentValue }
        }

        /// UIKit: about half the screen's height, and inactive (nil) in a vertically compact
        /// environment. Here (assumed): the sheet's frame is exactly the lower half of its
        /// container, so the value is half the container's height less the bottom safe area.
        public static func medium() -> Detent {
            Detent(identifier: .medium) { context in
                guard let context = context as? SheetDetentResolutionContext else {
                    return context.maximumDetentValue / 2
                }
                if context.containerTraitCollection.verticalSizeClass == .compact { return nil }
                return context.mediumValue
            }
        }

        /// A detent whose value `resolver` computes each time the sheet lays out (nil: the
        /// detent is inactive). UIKit: without an identifier a unique one is made.
        public static func custom(identifier: Identifier? = nil,
                                  resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) -> Detent {
            Detent(identifier: identifier ?? Identifier(rawValue: "custom." + UUID().uuidString), resolver: resolver)
        }

        /// The detent's value in `context`, nil when it is inactive there. A custom value is
        /// kept between 0 and the maximum.
        public func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            guard let value = resolver(context), value.isFinite else { return nil }
            return min(max(0, value), context.maximumDetentValue)
        }
    }
}
