import XCTest
import UIKit
import UIKitTesting

/// A standalone search bar: its size and parts' frames, and its delegate calls in UIKit's
/// order when driven by touches and typed keys.
@MainActor
final class UISearchBarTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func makeBar(width: CGFloat = 320) -> (UIWindow, UISearchBar, InputSimulator) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 480))
        window.makeKeyAndVisible()
        let bar = UISearchBar(frame: .zero)
        bar.frame = CGRect(x: 0, y: 20, width: width, height: bar.sizeThatFits(CGSize(width: width, height: 0)).height)
        window.addSubview(bar)
        window.layoutIfNeeded()
        bar.autocapitalizationType = .none
        return (window, bar, InputSimulator(window: window))
    }

    func testBarIs56PointsWithA36PointFieldInset8Points() async {
        let (window, bar, _) = makeBar()
        XCTAssertEqual(bar.sizeThatFits(CGSize(width: 320, height: 0)), CGSize(width: 320, height: 56))
        XCTAssertEqual(bar.intrinsicContentSize.height, 56)
        XCTAssertEqual(bar.searchTextField.frame, CGRect(x: 8, y: 10, width: 304, height: 36))
        XCTAssertNil(bar.placeholder)
        XCTAssertEqual(bar.searchTextField.placeholder, "Search")
        XCTAssertEqual(bar.text, "")
        XCTAssertEqual(bar.searchBarStyle, .default)
        XCTAssertEqual(bar.returnKeyType, .search)
        XCTAssertTrue(bar.searchTextField.accessibilityTraits.contains(.searchField))
        XCTAssertFalse(bar.showsCancelButton)
        XCTAssertNil(SearchFixtures.button("Cancel", in: bar))
        withExtendedLifetime(window) {}
    }

    func testSearchTextFieldShowsTheGlyphAlwaysAndTheClearButtonWhileEditing() async {
        let field = UISearchTextField(frame: CGRect(x: 0, y: 0, width: 300, height: 36))
        XCTAssertEqual(field.leftViewMode, .always)
        XCTAssertEqual(field.clearButtonMode, .whileEditing)
        XCTAssertNotNil(field.leftView)
        XCTAssertEqual(field.leftViewRect(forBounds: field.bounds), CGRect(x: 6, y: 8, width: 20, height: 20))
        XCTAssertEqual(field.textRect(forBounds: field.bounds), CGRect(x: 30, y: 0, width: 262, height: 36))
        XCTAssertEqual(field.intrinsicContentSize.height, 36)
    }

    func testShowsCancelButtonPutsItAtTheTrailingEdgeAndShortensTheField() async {
        let (window, bar, _) = makeBar()
        bar.setShowsCancelButton(true, animated: false)
        bar.layoutIfNeeded()
        let cancel = try? XCTUnwrap(SearchFixtures.button("Cancel", in: bar))
        let width = cancel?.frame.width ?? 0
        XCTAssertGreaterThan(width, 40)
        XCTAssertEqual(cancel?.frame, CGRect(x: 312 - width, y: 0, width: width, height: 56))
        XCTAssertEqual(bar.searchTextField.frame, CGRect(x: 8, y: 10, width: 312 - width - 8 - 8, height: 36))
        withExtendedLifetime(window) {}
    }

    func testTapTypeReturnAndResignCallTheDelegateInUIKitsOrder() async {
        let (window, bar, input) = makeBar()
        let recorder = SearchRecorder()
        recorder.resignsOnSearch = true
        bar.delegate = recorder
        input.tap(bar.searchTextField)
        XCTAssertTrue(bar.searchTextField.isFirstResponder)
        XCTAssertTrue(bar.isFirstResponder)
        input.typeText("a")
        input.typeText("b")
        input.typeText("\n")
        XCTAssertEqual(bar.text, "ab", "typed as is: the bar's autocapitalization (.none) is its field's")
        XCTAssertEqual(bar.searchTextField.autocapitalizationType, .none)
        XCTAssertFalse(bar.searchTextField.isFirstResponder)
        XCTAssertEqual(recorder.log, ["shouldBegin", "didBegin",
                                      "shouldChange(0,0,a)", "textDidChange(a)",
                                      "shouldChange(1,0,b)", "textDidChange(ab)",
                                      "search", "shouldEnd", "didEnd"])
        withExtendedLifetime(window) {}
    }

    func testShouldBeginEditingFalseKeepsTheBarFromEditing() async {
        let (window, bar, input) = makeBar()
        let recorder = SearchRecorder()
        recorder.shouldBegin = false
        bar.delegate = recorder
        input.tap(bar.searchTextField)
        XCTAssertFalse(bar.searchTextField.isFirstResponder)
        XCTAssertEqual(recorder.log, ["shouldBegin"])
        withExtendedLifetime(window) {}
    }

    func testSettingTextSendsNoDelegateCallAndTheClearButtonReportsAnEmptyText() async {
        let (window, bar, input) = makeBar()
        let recorder = SearchRecorder()
        bar.delegate = recorder
        bar.text = "query"
        XCTAssertEqual(recorder.log, [])
        XCTAssertTrue(bar.becomeFirstResponder())
        bar.layoutIfNeeded()
        let field = bar.searchTextField
        let clear = field.clearButtonRect(forBounds: field.bounds)
        input.tap(at: field.convert(CGPoint(x: clear.midX, y: clear.midY), to: window))
        XCTAssertEqual(bar.text, "")
        XCTAssertEqual(recorder.log, ["shouldBegin", "didBegin", "textDidChange()"])
        withExtendedLifetime(window) {}
    }

    func testCancelButtonTapCallsTheDelegateOnly() async {
        let (window, bar, input) = makeBar()
        let recorder = SearchRecorder()
        bar.delegate = recorder
        bar.text = "kept"
        bar.showsCancelButton = true
        bar.layoutIfNeeded()
        guard let cancel = SearchFixtures.button("Cancel", in: bar) else { return XCTFail("no Cancel button") }
        input.tap(cancel)
        XCTAssertEqual(recorder.log, ["cancel"])
        XCTAssertEqual(bar.text, "kept", "a bar without a search controller leaves its text to the delegate")
        withExtendedLifetime(window) {}
    }

    func testScopeBarAdds44PointsAndReportsTheSelectedScope() async {
        let (window, bar, input) = makeBar()
        let recorder = SearchRecorder()
        bar.delegate = recorder
        bar.scopeButtonTitles = ["All", "Recent"]
        XCTAssertEqual(bar.sizeThatFits(CGSize(width: 320, height: 0)).height, 56, "the scope bar shows only with showsScopeBar")
        bar.showsScopeBar = true
        XCTAssertEqual(bar.sizeThatFits(CGSize(width: 320, height: 0)).height, 100)
        bar.frame.size.height = 100
        bar.layoutIfNeeded()
        guard let scope = SearchFixtures.segmentedControl(in: bar) else { return XCTFail("no scope bar") }
        XCTAssertEqual(scope.frame.minX, 8)
        XCTAssertEqual(scope.frame.width, 304)
        XCTAssertEqual(scope.frame.midY, 78)
        XCTAssertEqual(bar.selectedScopeButtonIndex, 0)
        input.tap(at: scope.convert(CGPoint(x: scope.bounds.width * 0.75, y: scope.bounds.midY), to: window))
        XCTAssertEqual(bar.selectedScopeButtonIndex, 1)
        XCTAssertEqual(recorder.log, ["scope(1)"])
        bar.selectedScopeButtonIndex = 0
        XCTAssertEqual(scope.selectedSegmentIndex, 0)
        XCTAssertEqual(recorder.log, ["scope(1)"], "setting the index sends no delegate call")
        withExtendedLifetime(window) {}
    }

    func testPromptAdds30PointsAboveTheField() async {
        let (window, bar, _) = makeBar()
        bar.prompt = "Find a friend"
        XCTAssertEqual(bar.sizeThatFits(CGSize(width: 320, height: 0)).height, 86)
        bar.frame.size.height = 86
        bar.layoutIfNeeded()
        XCTAssertEqual(bar.searchTextField.frame, CGRect(x: 8, y: 40, width: 304, height: 36))
        withExtendedLifetime(window) {}
    }
}
