import Foundation

extension NSPredicate {
    /// A predicate from Foundation's format language, for queries (swift-corelibs-foundation
    /// has no predicate strings; this gives UI tests theirs). It evaluates against elements'
    /// attributes (`label`, `identifier`, `value`, `placeholderValue`, `title`,
    /// `elementType`, `isEnabled`, `isSelected`, `hasFocus`, and for an element given to
    /// `XCTNSPredicateExpectation` also `exists` and `isHittable`); see `PredicateFormat` for the
    /// operators. A format that cannot be parsed stops the program, as Foundation's raises.
    ///
    /// - Parameters:
    ///   - predicateFormat: The format string (`label BEGINSWITH 'Name:'`, `%@` for arguments).
    ///   - args: The values of the format's `%@`, `%K`, `%d` and `%f` placeholders, in order.
    public convenience init(format predicateFormat: String, _ args: Any...) {
        let parsed: PredicateFormat
        switch PredicateFormat.parse(predicateFormat, arguments: args) {
        case .success(let result): parsed = result
        case .failure(let error):
            preconditionFailure("NSPredicate(format:): Unable to parse the format string \"\(predicateFormat)\" (\(error.reason))")
        }
        self.init { object, _ in
            if object is PredicateFormatProbe {
                (object as? PredicateFormatProbe)?.format = parsed.format
                return false
            }
            // Queries evaluate predicates on the main thread, where the elements live; an
            // expectation waited for with `await fulfillment(of:)` polls on XCTest's waiting
            // thread, and the evaluation moves to the main thread (which runs its run loop then).
            let sent = SentObject(value: object)
            let evaluate = { @MainActor () -> Bool in
                guard let element = sent.value as? XCUIElementAttributes else { return false }
                // An expectation polling an element (`exists == true`) lets manual time pass.
                if let polled = element as? XCUIElement { ExpectationPolling.letTimePass(before: polled) }
                return parsed.evaluate { key in Self.attribute(key, of: element) }
            }
            if Thread.isMainThread { return MainActor.assumeIsolated(evaluate) }
            return DispatchQueue.main.sync { MainActor.assumeIsolated(evaluate) }
        }
        PredicateFormatProbe.register(self)
    }

    @MainActor
    static func attribute(_ key: String, of element: XCUIElementAttributes) -> PredicateFormat.Value? {
        switch key {
        case "identifier": .string(element.identifier)
        case "label": .string(element.label)
        case "title": .string(element.title)
        case "value": PredicateFormat.value(of: element.value)
        case "placeholderValue": element.placeholderValue.map { .string($0) } ?? .null
        case "elementType": .number(Double(element.elementType.rawValue))
        case "isEnabled", "enabled": .bool(element.isEnabled)
        case "isSelected", "selected": .bool(element.isSelected)
        case "hasFocus": .bool(element.hasFocus)
        // An element itself (an expectation's object: `exists == true`) also answers its state.
        case "exists": (element as? XCUIElement).map { .bool($0.exists) }
        case "isHittable", "hittable": (element as? XCUIElement).map { .bool($0.isHittable) }
        default: nil
        }
    }

    /// The evaluated object, handed to the main actor the predicate is evaluated on.
    private struct SentObject: @unchecked Sendable {
        let value: Any?
    }
}
