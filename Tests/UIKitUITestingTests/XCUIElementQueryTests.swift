import UIKit
import UIKitTesting
import UIKitUITesting
import XCTest

@MainActor
final class XCUIElementQueryTests: UITestCase {
    func testTypeQueriesCountTheScreensElements() async {
        // Buttons: Save, Cancel, the stepper's two halves, three segments, the panel's button.
        XCTAssertEqual(app.buttons.count, 8)
        XCTAssertEqual(app.staticTexts.count, 2)
        XCTAssertEqual(app.textFields.count, 1)
        XCTAssertEqual(app.secureTextFields.count, 1)
        XCTAssertEqual(app.switches.count, 1)
        XCTAssertEqual(app.sliders.count, 1)
        XCTAssertEqual(app.steppers.count, 1)
        XCTAssertEqual(app.segmentedControls.count, 1)
        XCTAssertEqual(app.pickers.count, 1)
        XCTAssertEqual(app.pickerWheels.count, 1)
        XCTAssertEqual(app.windows.count, 1)
        // The identified panel and the gesture area; the plain root view is no element.
        XCTAssertEqual(app.otherElements.count, 2)
        XCTAssertEqual(app.cells.count, 0)
        XCTAssertEqual(app.buttons.allElementsBoundByIndex.map(\.label),
                       ["Save", "Cancel", "Decrement", "Increment", "One", "Two", "Three", "Inner button"])
    }

    func testASearchBarsFieldIsASearchFieldNotATextField() async {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 700, width: 390, height: 56))
        bar.text = "ada"
        screen.view.addSubview(bar)
        XCTAssertEqual(app.searchFields.count, 1)
        XCTAssertEqual(app.textFields.count, 1)
        XCTAssertEqual(app.searchFields.element.value as? String, "ada")
        XCTAssertEqual(app.searchFields.element.elementType, .searchField)
    }

    func testSubscriptMatchesIdentifierOrLabel() async {
        let byLabel = app.buttons["Save"]
        let byIdentifier = app.buttons["save-button"]
        XCTAssertTrue(byLabel.exists)
        XCTAssertTrue(byIdentifier.exists)
        XCTAssertEqual(byLabel.identifier, "save-button")
        XCTAssertEqual(byIdentifier.label, "Save")
        XCTAssertEqual(byLabel.frame, CGRect(x: 20, y: 60, width: 100, height: 44))
        XCTAssertEqual(byLabel.elementType, .button)
        XCTAssertTrue(byLabel.isEnabled)
        XCTAssertFalse(app.buttons["Cancel"].isEnabled)
        XCTAssertFalse(app.buttons["Nothing"].exists)
        XCTAssertFalse(app.staticTexts["Save"].exists)
    }

    func testAttributesFollowUIKitsAccessibilityValues() async {
        XCTAssertEqual(app.staticTexts["status"].label, "Status: idle")
        XCTAssertEqual(app.switches.element.value as? String, "0")
        XCTAssertEqual(app.sliders.element.value as? String, "50%")
        let field = app.textFields["name-field"]
        XCTAssertEqual(field.placeholderValue, "Name")
        // XCUITest: an empty field's value is its placeholder.
        XCTAssertEqual(field.value as? String, "Name")
        XCTAssertFalse(field.hasFocus)
        XCTAssertEqual(app.pickerWheels.element.value as? String, "Row 0")
        XCTAssertTrue(app.segmentedControls.buttons["One"].isSelected)
        XCTAssertFalse(app.segmentedControls.buttons["Two"].isSelected)
        XCTAssertEqual(app.segmentedControls.buttons["Three"].frame, CGRect(x: 220, y: 340, width: 100, height: 32))
        XCTAssertEqual(app.title, "")
        XCTAssertEqual(app.buttons["Save"].horizontalSizeClass, .compact)
    }

    func testChildrenAndDescendants() async {
        let panel = app.otherElements["panel"]
        XCTAssertEqual(panel.children(matching: .any).count, 2)
        XCTAssertEqual(panel.children(matching: .button).element.label, "Inner button")
        XCTAssertEqual(panel.staticTexts.element.label, "Inner")
        // The window's children: the root view is transparent, so its subviews are.
        XCTAssertEqual(app.windows.element.children(matching: .any).count, 12)
        XCTAssertEqual(app.children(matching: .window).count, 1)
        XCTAssertEqual(app.steppers.element.children(matching: .button).allElementsBoundByIndex.map(\.label),
                       ["Decrement", "Increment"])
        XCTAssertEqual(app.descendants(matching: .any).count, 21)
    }

    func testMatchingAndContaining() async {
        XCTAssertEqual(app.buttons.matching(identifier: "Inner button").count, 1)
        XCTAssertEqual(app.descendants(matching: .any).matching(.staticText, identifier: "status").element.label, "Status: idle")
        XCTAssertEqual(app.descendants(matching: .any).matching(.button, identifier: nil).count, 8)
        XCTAssertEqual(app.otherElements.containing(.button, identifier: "Inner button").element.identifier, "panel")
        XCTAssertEqual(app.otherElements.containing(.staticText, identifier: nil).count, 1)
        XCTAssertEqual(app.buttons.element(matching: .button, identifier: "Two").label, "Two")
    }

    func testIndexFirstMatchAndElement() async {
        XCTAssertEqual(app.buttons.element(boundBy: 0).label, "Save")
        XCTAssertEqual(app.buttons.element(boundBy: 7).label, "Inner button")
        XCTAssertFalse(app.buttons.element(boundBy: 8).exists)
        XCTAssertEqual(app.buttons.firstMatch.label, "Save")
        XCTAssertEqual(app.switches.element.elementType, .switch)
        // Several matches: the element exists, but reading it fails.
        XCTAssertTrue(app.buttons.element.exists)
        XCTAssertTrue(app.buttons.element(boundBy: 7).exists)
        XCTAssertFalse(app.buttons.element(boundBy: -1).exists)
        XCTAssertTrue(app.segmentedControls.buttons.element(boundBy: 2).exists)
        XCTAssertFalse(app.segmentedControls.buttons.element(boundBy: 3).exists)
        XCTAssertTrue(app.otherElements.containing(.button, identifier: "Inner button").buttons.firstMatch.exists)
        XCTAssertFalse(app.otherElements.containing(.button, identifier: "Save").firstMatch.exists)
    }

    func testFormatPredicates() async {
        XCTAssertEqual(app.buttons.matching(NSPredicate(format: "label == 'Save'")).count, 1)
        XCTAssertEqual(app.buttons.matching(NSPredicate(format: "label CONTAINS 'n'")).allElementsBoundByIndex.map(\.label),
                       ["Cancel", "Decrement", "Increment", "One", "Inner button"])
        XCTAssertEqual(app.buttons.matching(NSPredicate(format: "label CONTAINS[c] 'INNER'")).count, 1)
        XCTAssertEqual(app.descendants(matching: .any).matching(NSPredicate(format: "identifier BEGINSWITH 'save'")).count, 1)
        XCTAssertEqual(app.buttons.matching(NSPredicate(format: "label ENDSWITH %@", "ment")).count, 2)
        XCTAssertEqual(app.descendants(matching: .any).matching(NSPredicate(format: "value == '50%'")).element.elementType, .slider)
        XCTAssertEqual(app.buttons.matching(NSPredicate(format: "label LIKE 'T*'")).allElementsBoundByIndex.map(\.label), ["Two", "Three"])
        XCTAssertEqual(app.descendants(matching: .any).matching(NSPredicate(format: "elementType == %d", XCUIElement.ElementType.slider.rawValue)).count, 1)
        XCTAssertEqual(app.buttons.matching(NSPredicate(format: "isEnabled == false")).allElementsBoundByIndex.map(\.label),
                       ["Cancel", "Decrement"])
        XCTAssertEqual(app.buttons.matching(NSPredicate(format: "label IN {'One', 'Two'} AND NOT isSelected == true")).element.label, "Two")
        XCTAssertEqual(app.buttons.matching(NSPredicate(format: "label MATCHES 'S.v.'")).count, 1)
        XCTAssertEqual(app.buttons.matching(NSPredicate(format: "(label == 'One' OR label == 'Two') && isSelected == YES")).count, 1)
        XCTAssertEqual(app.buttons.containing(NSPredicate(format: "label == 'x'")).count, 0)
    }

    func testBlockPredicatesGetTheElementsAttributes() async {
        let wide = NSPredicate { object, _ in
            let sent = SentObject(value: object)
            return MainActor.assumeIsolated { ((sent.value as? XCUIElementAttributes)?.frame.width ?? 0) >= 150 }
        }
        XCTAssertEqual(app.buttons.matching(wide).allElementsBoundByIndex.map(\.label), ["Inner button"])
    }

    func testQueriesAreLazyAndLookAgainEachTime() async {
        let status = app.staticTexts["status"]
        let saved = app.staticTexts["Status: saved 1"]
        XCTAssertFalse(saved.exists)
        screen.status.text = "Status: saved 1"
        XCTAssertTrue(saved.exists)
        XCTAssertEqual(status.label, "Status: saved 1")
        screen.saveButton.isHidden = true
        XCTAssertFalse(app.buttons["Save"].exists)
        XCTAssertEqual(app.buttons.count, 7)
    }

    func testFailureMessagesNameTheQueryAndTheTestsLine() async {
        var line = 0
        let missing = failures {
            line = #line + 1
            app.buttons["Nothing"].tap()
        }
        XCTAssertEqual(missing.count, 1)
        XCTAssertEqual(missing.first?.line, line)
        XCTAssertEqual(missing.first?.message, """
            Failed to get matching snapshot: No matches found for Elements matching predicate '"Nothing" IN identifiers' from input {(
                Button, {{20.0, 60.0}, {100.0, 44.0}}, identifier: 'save-button', label: 'Save',
                Button, {{140.0, 60.0}, {100.0, 44.0}}, label: 'Cancel', Disabled,
                Button, {{20.0, 300.0}, {47.0, 32.0}}, label: 'Decrement', Disabled,
                Button, {{67.0, 300.0}, {47.0, 32.0}}, label: 'Increment',
                Button, {{20.0, 340.0}, {100.0, 32.0}}, label: 'One', Selected,
                Button, {{120.0, 340.0}, {100.0, 32.0}}, label: 'Two',
                Button, {{220.0, 340.0}, {100.0, 32.0}}, label: 'Three',
                Button, {{20.0, 400.0}, {150.0, 40.0}}, label: 'Inner button'
            )}
            """)
        let multiple = failures { _ = app.buttons.element.label }
        XCTAssertEqual(multiple.map(\.message),
                       ["Failed to get matching snapshot: Multiple matching elements found for <XCUIElementQuery: Descendants matching type Button>."])
        let emptyStep = failures { app.tables.cells.element(boundBy: 0).tap() }
        XCTAssertEqual(emptyStep.map(\.message),
                       ["Failed to get matching snapshot: No matches found for Descendants matching type Table from input {(\n    Application, pid: \(ProcessInfo.processInfo.processIdentifier), label: '\(ProcessInfo.processInfo.processName)'\n)}"])
    }

    func testDebugDescriptionPrintsTheSubtree() async {
        XCTAssertEqual(app.otherElements["panel"].debugDescription, """
            Attributes: Other, {{20.0, 380.0}, {350.0, 60.0}}, identifier: 'panel'
            Element subtree:
             →Other, {{20.0, 380.0}, {350.0, 60.0}}, identifier: 'panel'
                StaticText, {{20.0, 380.0}, {100.0, 20.0}}, label: 'Inner'
                Button, {{20.0, 400.0}, {150.0, 40.0}}, label: 'Inner button'

            """)
        XCTAssertEqual(app.buttons.matching(identifier: "Two").debugDescription, """
            Query chain:
             →Find: Target Application
              ↪︎Find: Descendants matching type Button
               ↪︎Find: Elements matching predicate '"Two" IN identifiers'
            Output: {
                Button, {{120.0, 340.0}, {100.0, 32.0}}, label: 'Two'
            }
            """)
    }
}
