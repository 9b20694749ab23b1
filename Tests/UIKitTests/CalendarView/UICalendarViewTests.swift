import XCTest
import UIKit
import UIKitTesting

@MainActor
final class CalendarRecorder: NSObject, UICalendarViewDelegate, UICalendarSelectionSingleDateDelegate,
    UICalendarSelectionMultiDateDelegate {
    var events: [String] = []
    var decoratedDays: Set<Int> = []
    var refusedDay: Int?
    var decorationRequests = 0

    func calendarView(_ calendarView: UICalendarView, decorationFor dateComponents: DateComponents) -> UICalendarView.Decoration? {
        decorationRequests += 1
        guard let day = dateComponents.day, decoratedDays.contains(day) else { return nil }
        return .default(color: .red, size: .large)
    }

    func calendarView(_ calendarView: UICalendarView, didChangeVisibleDateComponentsFrom previousDateComponents: DateComponents) {
        events.append("visible from \(previousDateComponents.month ?? 0)")
    }

    func dateSelection(_ selection: UICalendarSelectionSingleDate, didSelectDate dateComponents: DateComponents?) {
        events.append("single \(dateComponents?.day.map(String.init) ?? "nil")")
    }

    func dateSelection(_ selection: UICalendarSelectionSingleDate, canSelectDate dateComponents: DateComponents?) -> Bool {
        dateComponents?.day != refusedDay || dateComponents == nil
    }

    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, didSelectDate dateComponents: DateComponents) {
        events.append("select \(dateComponents.day ?? 0)")
    }

    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, didDeselectDate dateComponents: DateComponents) {
        events.append("deselect \(dateComponents.day ?? 0)")
    }
}

@MainActor
final class UICalendarViewTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
    }

    /// A calendar view showing March 2023 (Gregorian, en_US, UTC) in a window.
    private func makeCalendar() -> (UIWindow, UICalendarView, InputSimulator) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let view = UICalendarView(frame: CGRect(x: 0, y: 100, width: 350, height: 348))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        view.calendar = calendar
        view.timeZone = TimeZone(identifier: "UTC")
        view.locale = Locale(identifier: "en_US")
        view.visibleDateComponents = DateComponents(year: 2023, month: 3, day: 15)
        root.view.addSubview(view)
        view.layoutIfNeeded()
        return (window, view, InputSimulator(window: window))
    }

    /// The centre of a day of March 2023 in window coordinates. March 1, 2023 is a
    /// Wednesday: the first week row starts with three empty Sunday–Tuesday cells.
    private func point(ofMarchDay day: Int, in view: UICalendarView) -> CGPoint {
        let index = day - 1 + 3
        let sideInset: CGFloat = 12
        let cellWidth = (view.bounds.width - 2 * sideInset) / 7
        let gridTop: CGFloat = 52 + 24
        let rowHeight = (view.bounds.height - 8 - gridTop) / 6
        let local = CGPoint(x: sideInset + (CGFloat(index % 7) + 0.5) * cellWidth,
                            y: gridTop + (CGFloat(index / 7) + 0.5) * rowHeight)
        return view.convert(local, to: nil)
    }

    func testDefaultsAndTheVisibleMonth() async {
        let view = UICalendarView()
        XCTAssertNil(view.selectionBehavior)
        XCTAssertTrue(view.wantsDateDecorations)
        XCTAssertEqual(view.fontDesign, .default)
        XCTAssertEqual(view.availableDateRange.start, .distantPast)
        XCTAssertEqual(view.availableDateRange.end, .distantFuture)
        XCTAssertEqual(UICalendarView.DecorationSize.small.rawValue, 0)
        XCTAssertEqual(UICalendarView.DecorationSize.large.rawValue, 2)
        let (window, calendarView, _) = makeCalendar()
        defer { withExtendedLifetime(window) {} }
        XCTAssertEqual(calendarView.visibleDateComponents.year, 2023)
        XCTAssertEqual(calendarView.visibleDateComponents.month, 3)
        XCTAssertNil(calendarView.visibleDateComponents.day, "a month, not a day")
        calendarView.setVisibleDateComponents(DateComponents(year: 2024, month: 2), animated: true)
        XCTAssertEqual(calendarView.visibleDateComponents.month, 2)
        XCTAssertEqual(calendarView.visibleDateComponents.year, 2024)
    }

    func testTheVisibleMonthStaysInsideTheAvailableRange() async throws {
        let (window, view, _) = makeCalendar()
        defer { withExtendedLifetime(window) {} }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let start = try XCTUnwrap(calendar.date(from: DateComponents(year: 2023, month: 1, day: 10)))
        let end = try XCTUnwrap(calendar.date(from: DateComponents(year: 2023, month: 6, day: 20)))
        view.availableDateRange = DateInterval(start: start, end: end)
        view.visibleDateComponents = DateComponents(year: 2030, month: 1)
        XCTAssertEqual(view.visibleDateComponents.year, 2023)
        XCTAssertEqual(view.visibleDateComponents.month, 6)
    }

    func testSingleDateSelectionFromTapsAsksTheDelegate() async throws {
        let (window, view, input) = makeCalendar()
        defer { withExtendedLifetime(window) {} }
        let recorder = CalendarRecorder()
        recorder.refusedDay = 9
        let selection = UICalendarSelectionSingleDate(delegate: recorder)
        view.selectionBehavior = selection
        XCTAssertTrue(selection.delegate === recorder)
        input.tap(at: point(ofMarchDay: 15, in: view))
        XCTAssertEqual(selection.selectedDate?.day, 15)
        XCTAssertEqual(selection.selectedDate?.month, 3)
        XCTAssertEqual(selection.selectedDate?.year, 2023)
        input.tap(at: point(ofMarchDay: 9, in: view))
        XCTAssertEqual(selection.selectedDate?.day, 15, "the delegate refused the 9th")
        input.tap(at: point(ofMarchDay: 20, in: view))
        XCTAssertEqual(recorder.events, ["single 15", "single 20"])
        selection.setSelected(DateComponents(year: 2023, month: 3, day: 2), animated: false)
        XCTAssertEqual(selection.selectedDate?.day, 2)
        XCTAssertEqual(recorder.events.count, 2, "a programmatic change tells no one")
    }

    func testMultiDateSelectionTogglesDays() async throws {
        let (window, view, input) = makeCalendar()
        defer { withExtendedLifetime(window) {} }
        let recorder = CalendarRecorder()
        let selection = UICalendarSelectionMultiDate(delegate: recorder)
        view.selectionBehavior = selection
        input.tap(at: point(ofMarchDay: 3, in: view))
        input.tap(at: point(ofMarchDay: 4, in: view))
        input.tap(at: point(ofMarchDay: 3, in: view))
        XCTAssertEqual(selection.selectedDates.map(\.day), [4])
        XCTAssertEqual(recorder.events, ["select 3", "select 4", "deselect 3"])
        selection.setSelectedDates([DateComponents(year: 2023, month: 3, day: 1)], animated: false)
        XCTAssertEqual(selection.selectedDates.map(\.day), [1])
    }

    func testTheMonthButtonsPageAndTellTheDelegate() async throws {
        let (window, view, input) = makeCalendar()
        defer { withExtendedLifetime(window) {} }
        let recorder = CalendarRecorder()
        view.delegate = recorder
        // The next-month button: the trailing 44-point button of the 52-point header.
        let next = view.convert(CGPoint(x: view.bounds.maxX - 4 - 22, y: 26), to: nil)
        input.tap(at: next)
        XCTAssertEqual(view.visibleDateComponents.month, 4)
        XCTAssertEqual(recorder.events, ["visible from 3"])
    }

    func testDecorationsAreAskedPerDayAndDrawnUnderTheDay() async throws {
        let (window, view, _) = makeCalendar()
        defer { withExtendedLifetime(window) {} }
        let recorder = CalendarRecorder()
        recorder.decoratedDays = [8]
        view.delegate = recorder
        view.reloadDecorations(forDateComponents: [DateComponents(year: 2023, month: 3, day: 8)], animated: false)
        view.layoutIfNeeded()
        XCTAssertEqual(recorder.decorationRequests, 31, "one question per day of March")
        let dots = view.subviews.filter { $0.backgroundColor == .red }
        XCTAssertEqual(dots.count, 1)
        let dot = try XCTUnwrap(dots.first)
        XCTAssertEqual(dot.bounds.size, CGSize(width: 8, height: 8), "a large dot")
        let center = view.convert(point(ofMarchDay: 8, in: view), from: nil)
        XCTAssertEqual(dot.center.x, center.x, accuracy: 0.5)
        XCTAssertGreaterThan(dot.center.y, center.y, "under the day's number")

        view.wantsDateDecorations = false
        XCTAssertTrue(view.subviews.filter { $0.backgroundColor == .red }.isEmpty)
    }

    func testDecorationFactoriesKeepTheirKinds() async {
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 4))
        var made = 0
        _ = UICalendarView.Decoration.customView { made += 1; return custom }
        _ = UICalendarView.Decoration.image(UIImage(), color: .blue, size: .small)
        _ = UICalendarView.Decoration()
        XCTAssertEqual(made, 0, "the provider runs when a day shows the decoration")
    }
}
