import XCTest
import UIKit

/// iOS pointer, tool tip and find code compiles unchanged in Swift 6 mode and sets up as on
/// iOS.
@MainActor
final class Swift6ModeInteractionTests: XCTestCase {
    func testCardAndNotesScreenSetUpTheirInteractions() async {
        let card = PointerCardView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        XCTAssertTrue(card.interactions.contains { $0 is UIPointerInteraction })
        XCTAssertTrue(card.interactions.contains { $0 is UIToolTipInteraction })
        let notes = NotesViewController()
        notes.loadViewIfNeeded()
        XCTAssertNotNil(notes.textView.findInteraction)
        XCTAssertTrue(notes.view.interactions.contains { $0 === notes.notesFindInteraction })
        XCTAssertTrue(notes.searchButton.isPointerInteractionEnabled)
        XCTAssertEqual(notes.searchButton.toolTipInteraction?.defaultToolTip, "Search notes")
        XCTAssertTrue(notes.searchButton.isSpringLoaded)
    }
}
