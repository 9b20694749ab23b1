import Foundation

extension XCUIElement {
    /// The element, resolved by the first element its query matches. Where the element itself
    /// fails with "Multiple matching elements found" (`app.buttons["OK"]` when two buttons are
    /// named OK), `firstMatch` takes the first, and its resolution stops at that first match
    /// (XCUITest's way to make a query cheaper: `app.buttons["Save"].firstMatch.tap()`).
    public var firstMatch: XCUIElement {
        guard case let .query(query, .only) = source else { return self }
        return XCUIElement(query: query, pick: .first)
    }
}
