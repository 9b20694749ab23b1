import Foundation
import XCTest

/// Gives every test case class `init()`, as NSObject gives it on Apple's platforms: UI test
/// suites make their page objects, subclasses of their base test class, this way
/// (`let screen = LoginScreen()`). swift-corelibs-xctest's test cases have only
/// `init(name:testClosure:)`, and an `init()` cannot be added to `XCTestCase` in an
/// extension (its superclass `XCTest` declares one), so a protocol extension supplies it.
/// Not API: conform nothing else to it.
public protocol _XCTestCaseDefaultInitializing {
    /// swift-corelibs-xctest's designated initializer of test cases.
    init(name: String, testClosure: @escaping XCTestCaseClosure)
}

extension _XCTestCaseDefaultInitializing {
    /// A test case that runs no test, named after its class.
    public init() {
        self.init(name: String(describing: Self.self), testClosure: { _ in })
    }
}

extension XCTestCase: _XCTestCaseDefaultInitializing {}
