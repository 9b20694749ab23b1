@testable import UIKit
import XCTest
import UIKitTesting

/// Every reason UIKit gives for a format it cannot parse, and where its caret points.
@MainActor
final class VisualFormatParserErrorTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    /// The error for `format` (views a, b, c, view, view1, whiteBox1, blackBox4, redBox,
    /// backgroundBox; `orphans` have no superview).
    private func error(_ format: String, options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil,
                       orphans: Set<String> = [],
                       file: StaticString = #filePath, line: UInt = #line) -> VisualFormatError? {
        let views: Set<String> = ["a", "b", "c", "view", "view1", "whiteBox1", "blackBox4", "redBox", "backgroundBox"]
        do {
            let specs = try VisualFormatParser.parse(format, options: options, metrics: metrics,
                                                     isView: { views.contains($0) },
                                                     hasSuperview: { !orphans.contains($0) })
            XCTFail("\(format) parsed as \(specs)", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }

    private func assertError(_ format: String, _ reason: String, at position: Int, options: NSLayoutConstraint.FormatOptions = [],
                             metrics: [String: Any]? = nil, orphans: Set<String> = [],
                             file: StaticString = #filePath, line: UInt = #line) {
        guard let error = error(format, options: options, metrics: metrics, orphans: orphans, file: file, line: line)
        else { return }
        XCTAssertEqual(error.reason, reason, format, file: file, line: line)
        XCTAssertEqual(error.position, position, format, file: file, line: line)
    }

    func testTheMessageIsUIKitsCharacterForCharacter() async {
        // As UIKit logs it for a view without a superview.
        XCTAssertEqual(error("|[view]|", orphans: ["view"])?.message,
                       "Unable to parse constraint format: \n"
                       + "Unable to interpret '|' character, because the related view doesn't have a superview \n"
                       + "|[view]| \n"
                       + "       ^")
        XCTAssertEqual(error("")?.message, "Unable to parse constraint format: It's an empty string.")
        XCTAssertEqual(error("H:|[é]|")?.message, "Unable to parse constraint format: It contains non-ASCII characters.")
    }

    func testOrientation() async {
        assertError("V|[backgroundBox]|", "Expected ':' after 'V' to specify vertical arrangement", at: 1)
        assertError("Hz[a", "Expected ':' after 'H' to specify horizontal arrangement", at: 1)
        assertError("H", "Expected ':' after 'H' to specify horizontal arrangement", at: 1)
    }

    func testWhitespaceIsNotSkipped() async {
        assertError("H: |[a]|", "Expected a view", at: 2)
        assertError("[a] -[b]", "Expected a view or '|'", at: 3)
    }

    func testSuperviewBar() async {
        assertError("|", "Expected a connection after the '|' character", at: 1)
        assertError("|-|", "Expected a view", at: 2)
        assertError("[a]|[b]", "Expected the end of the format string", at: 4)
        assertError("[a]x", "Expected a view or '|'", at: 3)
    }

    func testViews() async {
        assertError("H:[", "Expected a view", at: 3)
        assertError("H:[!", "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores.", at: 3)
        assertError("[1a]", "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores.", at: 1)
        assertError("[x]", "x is not a key in the views dictionary.", at: 2)
        assertError("[a]-[self.view]", "self is not a key in the views dictionary.", at: 9)
        assertError("[a", "Expected a ']' here. That is how you give the end of a view.", at: 2)
        assertError("[a.b]", "Expected a ']' here. That is how you give the end of a view.", at: 2)
        assertError("[a(", "Unexpectedly ran out of character fodder in the middle of parsing a view", at: 3)
        assertError("[a(50)", "Expected ']' after specifying thickness.", at: 6)
        // Apple's example in the Auto Layout Guide.
        assertError("|[whiteBox1][blackBox4(blackWidth][redBox]|",
                    "A predicate on a view's thickness must end with ')' and the view must end with ']'", at: 33,
                    metrics: ["blackWidth": 50])
    }

    func testConnections() async {
        assertError("[a]-", "Expected more input", at: 4)
        assertError("[a]-20", "Expected a '-' here", at: 6)
        assertError("[a]-20[b]", "Expected a '-' here", at: 6)
        assertError("[a]-20,30-[b]", "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints", at: 6)
        assertError("[a]--20-[b]", "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers.", at: 4)
        assertError("[a]-(20-[b]", "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier", at: 7)
        assertError("[a]-b-[c]", "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]", at: 5)
    }

    func testPredicates() async {
        assertError("[a]-(=20)-[b]", "Unknown relation. Must be ==, >=, or <=", at: 6)
        assertError("[a(<50)]", "Unknown relation. Must be ==, >=, or <=", at: 4)
        assertError("[a]-(>=)-[b]", "Expected a number or key from the metrics dictionary, but encountered something else", at: 7)
        assertError("[a(>=", "Expected a number or key from the metrics dictionary, but encountered something else", at: 5)
        assertError("[a(-x)]", "Expected a number or a key from the metrics dictionary, but encountered something else", at: 3)
        assertError("[a(50@)]", "Expected a number or key from the metrics dictionary, but encountered something else", at: 6)
    }

    func testMetrics() async {
        assertError("[a]-margiin-[b]", "Encountered metric with name \"margiin\", but value was not specified in metrics or views dictionaries", at: 11,
                    metrics: ["margin": 8])
        assertError("[a(w)]", "Encountered metric with name \"w\", but value was not specified in metrics or views dictionaries", at: 4)
    }

    func testPriorities() async {
        assertError("[a(100@1050)]", "Invalid priority specified: 1050. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.", at: 11)
        assertError("[a(100@1000.5)]", "Invalid priority specified: 1000.5. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.", at: 13)
        assertError("[a(100@0)]", "Invalid priority specified: 0. Priority must be greater than 0", at: 8)
        assertError("[a]-(8@-5)-[b]", "Invalid priority specified: -5. Priority must be greater than 0", at: 9)
        assertError("[a(100@high)]", "Invalid priority specified: 2000. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.", at: 11,
                    metrics: ["high": 2000])
        // A view name where the priority goes reads as 0.
        assertError("[a(100@b)]", "Invalid priority specified: 0. Priority must be greater than 0", at: 8)
    }

    func testBarWithoutASuperview() async throws {
        let reason = "Unable to interpret '|' character, because the related view doesn't have a superview"
        // As UIKit logs it: the caret after the view the bar relates to.
        assertError("H:|-(>=50)-[view1(100)]", reason, at: 23, orphans: ["view1"])
        assertError("[a]-[b]-|", reason, at: 9, orphans: ["b"])
        // Without a bar the superview is never asked for.
        XCTAssertEqual(try VisualFormatParser.parse("[a]-[b]", isView: { _ in true }, hasSuperview: { _ in false }).count, 1)
    }

    func testAlignmentAlongTheLayoutAxis() async {
        // UIKit's messages for an alignAll… option on the axis the format lays out.
        assertError("|-(>=m)-[a]-n-[b]",
                    "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.",
                    at: 17, options: .alignAllLeading, metrics: ["m": 1, "n": 2])
        assertError("V:|-m-[a(n)]-(>=o)-[b]",
                    "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical.",
                    at: 22, options: .alignAllTop, metrics: ["m": 1, "n": 2, "o": 3])
        assertError("V:[a][b]", "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical.",
                    at: 8, options: .alignAllLastBaseline)
    }

    func testBaselineToBaselineInAHorizontalLayout() async {
        assertError("[a]-[b]", "BaselineToBaseline format option not valid for horizontal layout", at: 7, options: .spacingBaselineToBaseline)
    }

    func testBadMetricValuesAndNonFiniteNumbers() async {
        // Differs from UIKit (an unrecognized selector, or a NaN constant): a clear reason.
        assertError("[a]-m-[b]", "The value of metric \"m\" is Array<Int>, not a number", at: 5, metrics: ["m": [1]])
        assertError("[a]-m-[b]", "The value of metric \"m\" is not a finite number", at: 5, metrics: ["m": Double.nan])
        assertError("[a(-nan)]", "Constants and priorities must be finite numbers", at: 3)
        assertError("[a(-inf)]", "Constants and priorities must be finite numbers", at: 3)
    }
}
