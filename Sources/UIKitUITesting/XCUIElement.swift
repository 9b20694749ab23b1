import Foundation
import UIKit
import UIKitTesting
import XCTest

/// An element of the app's accessibility tree, found by a query each time it is used (so an
/// element kept in a variable follows the app: after a tap it finds the element again).
///
/// Properties and actions fail the test with XCUITest's messages when the query matches no
/// element ("No matches found for …") or, for `element` and subscripts, more than one
/// ("Multiple matching elements found for …"). Actions are real input: synthesized touches
/// and keys through `UIApplication.sendEvent`, then 0.5 s of manual time for the app to
/// settle (XCUITest waits for the app to idle after each action).
@preconcurrency @MainActor
open class XCUIElement: NSObject, XCUIElementAttributes, XCUIElementTypeQueryProvider {
    enum Pick {
        case only
        case first
        case index(Int)
    }

    enum Source {
        case application
        case query(XCUIElementQuery, Pick)
    }

    let source: Source

    init(source: Source) {
        self.source = source
        super.init()
    }

    convenience init(query: XCUIElementQuery, pick: Pick) {
        self.init(source: .query(query, pick))
    }

    // MARK: Resolution

    enum Resolution {
        case found(AccessibilityNode)
        case notFound(String)
        case multiple(String)
    }

    func resolve() -> Resolution {
        switch source {
        case .application:
            if let other = (self as? XCUIApplication)?.otherAppBundleIdentifier {
                return .notFound("No matches found for Application '\(other)' (only the app under test runs)")
            }
            return .found(.application)
        case let .query(query, pick):
            switch pick {
            case .only:
                let result = query.resolve(limit: 2)
                if result.nodes.count == 1 { return .found(result.nodes[0]) }
                if result.nodes.isEmpty { return .notFound(Self.noMatches(result)) }
                return .multiple("Multiple matching elements found for <XCUIElementQuery: \(query.step.summary)>.")
            case .first:
                let result = query.resolve(limit: 1)
                return result.nodes.first.map { .found($0) } ?? .notFound(Self.noMatches(result))
            case .index(let index):
                let result = query.resolve(limit: index < 0 ? 1 : index + 1)
                if index >= 0, result.nodes.count > index { return .found(result.nodes[index]) }
                if result.nodes.isEmpty { return .notFound(Self.noMatches(result)) }
                return .notFound("No matches found for Element at index \(index) from input \(Self.list(result.nodes))")
            }
        }
    }

    /// XCUITest names the step that matched nothing and what it was given.
    static func noMatches(_ result: XCUIElementQuery.Resolution) -> String {
        guard let empty = result.emptyStep else { return "No matches found" }
        return "No matches found for \(empty.summary) from input \(list(empty.input))"
    }

    static func list(_ nodes: [AccessibilityNode]) -> String {
        if nodes.isEmpty { return "{()}" }
        return "{(\n" + nodes.map { "    " + $0.line }.joined(separator: ",\n") + "\n)}"
    }

    /// The element as the input of a query made from it (`cell.buttons`).
    func resolveAsInput() -> XCUIElementQuery.Resolution {
        switch source {
        case .application:
            if let other = (self as? XCUIApplication)?.otherAppBundleIdentifier {
                return .init(nodes: [], emptyStep: ("Application '\(other)'", []))
            }
            return .init(nodes: [.application], emptyStep: nil)
        case let .query(query, pick):
            switch pick {
            case .only:
                return query.resolve()
            case .first:
                return query.resolve(limit: 1)
            case .index(let index):
                let result = query.resolve(limit: max(index, 0) + 1)
                if index >= 0, result.nodes.count > index { return .init(nodes: [result.nodes[index]], emptyStep: nil) }
                return .init(nodes: [], emptyStep: result.emptyStep ?? ("Element at index \(index)", result.nodes))
            }
        }
    }

    /// The element's node, or nil after reporting XCUITest's failure at the caller's line.
    func node(file: StaticString, line: UInt) -> AccessibilityNode? {
        switch resolve() {
        case .found(let node):
            return node
        case .notFound(let message), .multiple(let message):
            XCTFail("Failed to get matching snapshot: " + message, file: file, line: line)
            return nil
        }
    }

    /// For properties (which take no location): the failure is reported without one.
    var attributeNode: AccessibilityNode? {
        switch resolve() {
        case .found(let node):
            return node
        case .notFound(let message), .multiple(let message):
            XCTFail("Failed to get matching snapshot: " + message)
            return nil
        }
    }

    var chain: [String] {
        switch source {
        case .application: ["Target Application"]
        case let .query(query, pick):
            switch pick {
            case .only: query.chain
            case .first: query.chain + ["First match"]
            case .index(let index): query.chain + ["Element at index \(index)"]
            }
        }
    }

    // MARK: State

    /// Whether the query finds the element now (at least one match).
    open var exists: Bool {
        switch source {
        case .application:
            // Another app than the app under test never runs here.
            return (self as? XCUIApplication)?.otherAppBundleIdentifier == nil
        case let .query(query, pick):
            // XCUITest: several matches exist too (only reading `element` fails). No failure
            // message to build: the walk stops at the match that answers.
            let needed: Int
            switch pick {
            case .only, .first: needed = 1
            case .index(let index):
                guard index >= 0 else { return false }
                needed = index + 1
            }
            var count = 0
            query.forEachMatch { _ in
                count += 1
                return count < needed
            }
            return count >= needed
        }
    }

    /// Waits up to `timeout` seconds of manual time for the element to exist, moving the
    /// clock so that timers, animations and delayed work run; true when it exists.
    open func waitForExistence(timeout: TimeInterval) -> Bool {
        if exists { return true }
        return AppIdle.act { waitUntil(exists: true, timeout: timeout) }
    }

    /// Moves the clock in 0.05 s slices until `exists` is `value` or `timeout` has passed.
    private func waitUntil(exists value: Bool, timeout: TimeInterval) -> Bool {
        let step = 0.05
        var waited: TimeInterval = 0
        while waited < timeout {
            let slice = min(step, timeout - waited)
            ManualClock.advance(by: slice)
            waited += slice
            if exists == value { return true }
        }
        return false
    }

    /// Waits up to `timeout` seconds of manual time for the element to be gone.
    open func waitForNonExistence(timeout: TimeInterval) -> Bool {
        if !exists { return true }
        return AppIdle.act { waitUntil(exists: false, timeout: timeout) }
    }

    /// Whether a tap at the element's center would reach it (it is on screen, in a shown
    /// window, and no other view covers its center). False when it does not exist.
    open var isHittable: Bool {
        guard case .found(let node) = resolve() else { return false }
        return node.isHittable
    }

    // MARK: Attributes

    open var identifier: String { attributeNode?.identifier ?? "" }
    open var frame: CGRect { attributeNode?.frame ?? .zero }
    open var value: Any? { attributeNode?.value }
    /// UIKit elements have no title (a macOS attribute): "" (after looking the element up).
    open var title: String {
        _ = attributeNode
        return ""
    }
    open var label: String { attributeNode?.label ?? "" }
    /// The element's type: from its view's class, else from its accessibility traits.
    open var elementType: XCUIElement.ElementType { attributeNode?.elementType ?? .any }
    open var isEnabled: Bool { attributeNode?.isEnabled ?? false }
    /// The horizontal size class of the element's view's traits.
    open var horizontalSizeClass: XCUIElement.SizeClass { attributeNode?.sizeClasses.horizontal ?? .unspecified }
    /// The vertical size class of the element's view's traits.
    open var verticalSizeClass: XCUIElement.SizeClass { attributeNode?.sizeClasses.vertical ?? .unspecified }
    open var placeholderValue: String? { attributeNode?.placeholderValue }
    open var isSelected: Bool { attributeNode?.isSelected ?? false }
    open var hasFocus: Bool { attributeNode?.hasFocus ?? false }

    // MARK: Queries below the element

    /// The elements of `type` anywhere below this element (`.any` for all).
    open func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
        XCUIElementQuery(input: .element(self), step: .descendants(type))
    }

    /// The elements of `type` directly below this element (`.any` for all).
    open func children(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
        XCUIElementQuery(input: .element(self), step: .children(type))
    }

    // MARK: Actions (synthesized input)

    /// Resolves the element and drives `body` with an input simulator for its window and the
    /// element's node; then lets the app settle.
    func perform(_ name: String, file: StaticString, line: UInt, requireHittable: Bool = true,
                 settle: TimeInterval = XCUIElement.settleTime,
                 _ body: (InputSimulator, AccessibilityNode) -> Void) {
        guard var node = node(file: file, line: line) else { return }
        // XCUITest: an element blocked by an interruption (an alert in front) is first offered
        // to the test's UI interruption monitors; one that handled it lets the action go on.
        if requireHittable, !node.isHittable, UIInterruptionMonitors.handleInterruption() {
            guard let unblocked = self.node(file: file, line: line) else { return }
            node = unblocked
        }
        guard let window = node.window ?? UIApplication.shared.keyWindow else {
            XCTFail("Failed to \(name) \(node.line): the element is in no window", file: file, line: line)
            return
        }
        // XCUITest: an element that is not hittable (off screen, covered) cannot be touched.
        if requireHittable, !node.isHittable {
            XCTFail("Failed to \(name) \(node.line): the element is not hittable", file: file, line: line)
            return
        }
        AppIdle.act {
            body(InputSimulator(window: window), node)
            if settle > 0 { ManualClock.advance(by: settle) }
        }
    }

    /// Manual time an action waits for the app to idle (animations, double-tap windows).
    static let settleTime: TimeInterval = 0.5

    func center(of node: AccessibilityNode) -> CGPoint {
        node.point(atNormalizedOffset: CGVector(dx: 0.5, dy: 0.5))?.1 ?? .zero
    }

    /// One finger down and up at the element's center.
    ///
    /// - Parameters:
    ///   - file: The file a failure is reported in (the caller's, as in XCUITest).
    ///   - line: The line a failure is reported at.
    open func tap(file: StaticString = #filePath, line: UInt = #line) {
        perform("tap", file: file, line: line) { input, node in input.tap(at: center(of: node)) }
    }

    /// Two taps in quick succession at the element's center.
    ///
    /// - Parameters:
    ///   - file: The file a failure is reported in (the caller's, as in XCUITest).
    ///   - line: The line a failure is reported at.
    open func doubleTap(file: StaticString = #filePath, line: UInt = #line) {
        perform("double tap", file: file, line: line) { input, node in input.doubleTap(at: center(of: node)) }
    }

    /// A tap with two fingers side by side at the element's center.
    ///
    /// - Parameters:
    ///   - file: The file a failure is reported in (the caller's, as in XCUITest).
    ///   - line: The line a failure is reported at.
    open func twoFingerTap(file: StaticString = #filePath, line: UInt = #line) {
        perform("two-finger tap", file: file, line: line) { input, node in input.tap(at: center(of: node), fingers: 2) }
    }

    /// `numberOfTaps` taps, each with `numberOfTouches` fingers.
    ///
    /// - Parameters:
    ///   - numberOfTaps: How many taps (at least one), 0.1 s apart.
    ///   - numberOfTouches: How many fingers each tap uses (at least one).
    ///   - file: The file a failure is reported in (the caller's, as in XCUITest).
    ///   - line: The line a failure is reported at.
    open func tap(withNumberOfTaps numberOfTaps: Int, numberOfTouches: Int, file: StaticString = #filePath, line: UInt = #line) {
        perform("tap", file: file, line: line) { input, node in
            for index in 0..<max(1, numberOfTaps) {
                if index > 0 { input.advance(by: 0.1) }
                input.tap(at: center(of: node), fingers: max(1, numberOfTouches))
            }
        }
    }

    /// Touches the element's center and holds for `duration` seconds.
    ///
    /// - Parameters:
    ///   - duration: How long the touch is held, in seconds of manual time.
    ///   - file: The file a failure is reported in (the caller's, as in XCUITest).
    ///   - line: The line a failure is reported at.
    open func press(forDuration duration: TimeInterval, file: StaticString = #filePath, line: UInt = #line) {
        perform("press", file: file, line: line) { input, node in input.longPress(at: center(of: node), duration: max(0, duration)) }
    }

    /// Touches the element, holds for `duration`, then drags to the center of `otherElement`
    /// and lifts.
    ///
    /// - Parameters:
    ///   - duration: How long the touch is held before the drag, in seconds.
    ///   - otherElement: The element whose center the drag ends at.
    ///   - file: The file a failure is reported in (the caller's, as in XCUITest).
    ///   - line: The line a failure is reported at.
    open func press(forDuration duration: TimeInterval, thenDragTo otherElement: XCUIElement,
                    file: StaticString = #filePath, line: UInt = #line) {
        guard let target = otherElement.node(file: file, line: line) else { return }
        perform("press and drag", file: file, line: line) { input, node in
            let frame = target.frame
            let end = input.window.convertFromScreen(CGPoint(x: frame.midX, y: frame.midY))
            input.pressAndDrag(from: center(of: node), to: end, holding: duration)
        }
    }

    /// Swipes up from the element's center with one finger, then waits for a scroll view's deceleration to end.
    ///
    /// - Parameters:
    ///   - file: The file a failure is reported in (the caller's, as in XCUITest).
    ///   - line: The line a failure is reported at.
    open func swipeUp(file: StaticString = #filePath, line: UInt = #line) { swipe(dx: 0, dy: -1, "swipe up", file, line) }
    /// Swipes down from the element's center with one finger, then waits for a scroll view's deceleration to end.
    ///
    /// - Parameters:
    ///   - file: The file a failure is reported in (the caller's, as in XCUITest).
    ///   - line: The line a failure is reported at.
    open func swipeDown(file: StaticString = #filePath, line: UInt = #line) { swipe(dx: 0, dy: 1, "swipe down", file, line) }
    /// Swipes left from the element's center with one finger, then waits for a scroll view's deceleration to end.
    ///
    /// - Parameters:
    ///   - file: The file a failure is reported in (the caller's, as in XCUITest).
    ///   - line: The line a failure is reported at.
    open func swipeLeft(file: StaticString = #filePath, line: UInt = #line) { swipe(dx: -1, dy: 0, "swipe left", file, line) }
    /// Swipes right from the element's center with one finger, then waits for a scroll view's deceleration to end.
    ///
    /// - Parameters:
    ///   - file: The file a failure is reported in (the caller's, as in XCUITest).
    ///   - line: The line a failure is reported at.
    open func swipeRight(file: StaticString = #filePath, line: UInt = #line) { swipe(dx: 1, dy: 0, "swipe right", file, line) }

    /// A quick one-finger swipe from the element's center over 40% of its size (at least 44
    /// points), then time for a scroll view's deceleration to end.
    private func swipe(dx: CGFloat, dy: CGFloat, _ name: String, _ file: StaticString, _ line: UInt) {
        perform(name, file: file, line: line, settle: 3) { input, node in
            let size = node.frame.size
            let distance = max(44, (dx != 0 ? size.width : size.height) * 0.4)
            input.swipe(from: center(of: node), direction: CGVector(dx: dx, dy: dy), distance: distance, duration: 0.1)
        }
    }

    /// Two fingers at the element's center moving apart (`scale` > 1) or together (< 1);
    /// `velocity` is the scale factor's change per second.
    ///
    /// - Parameters:
    ///   - scale: The scale the fingers' distance ends at (above 1 apart, below 1 together); must be positive.
    ///   - velocity: The scale factor's change per second (0: a 0.3 s gesture).
    ///   - file: The file a failure is reported in (the caller's, as in XCUITest).
    ///   - line: The line a failure is reported at.
    open func pinch(withScale scale: CGFloat, velocity: CGFloat, file: StaticString = #filePath, line: UInt = #line) {
        precondition(scale > 0, "XCUIElement.pinch(withScale:velocity:): the scale must be positive (it is \(scale))")
        perform("pinch", file: file, line: line) { input, node in
            let start: CGFloat = 100
            let duration = velocity == 0 ? 0.3 : min(2, max(0.05, abs(scale - 1) / abs(velocity)))
            input.pinch(center: center(of: node), from: start, to: start * scale, duration: duration)
        }
    }

    /// Two fingers turning around the element's center by `rotation` radians (clockwise when
    /// positive) at `velocity` radians per second.
    ///
    /// - Parameters:
    ///   - rotation: The angle to turn by, in radians (clockwise when positive).
    ///   - velocity: Radians per second (0: a 0.3 s gesture).
    ///   - file: The file a failure is reported in (the caller's, as in XCUITest).
    ///   - line: The line a failure is reported at.
    open func rotate(_ rotation: CGFloat, withVelocity velocity: CGFloat, file: StaticString = #filePath, line: UInt = #line) {
        perform("rotate", file: file, line: line) { input, node in
            let duration = velocity == 0 ? 0.3 : min(2, max(0.05, abs(rotation / velocity)))
            input.rotate(center: center(of: node), by: rotation, duration: duration)
        }
    }

    /// Types `text` into the element, which must have keyboard focus (tap a text field
    /// first), as the keyboard does: through the text input path, so delegates and
    /// `autocapitalizationType` apply; "\n" is the Return key, "\u{8}" (`XCUIKeyboardKey.delete`)
    /// the delete key.
    ///
    /// - Parameters:
    ///   - text: The characters to type ("\n" is Return, "\u{8}" Delete).
    ///   - file: The file a failure is reported in (the caller's, as in XCUITest).
    ///   - line: The line a failure is reported at.
    open func typeText(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let node = node(file: file, line: line) else { return }
        let focused: UIView?
        if case .application = node {
            focused = UIApplication.shared.keyWindow.flatMap(Self.firstResponder(in:))
        } else {
            focused = node.hostView.flatMap(Self.firstResponder(in:))
        }
        guard let focused, let window = focused.window else {
            XCTFail("Failed to type text: Neither element nor any descendant has keyboard focus. Element: \(node.line)", file: file, line: line)
            return
        }
        AppIdle.act { type(text, into: window) }
    }

    /// Types `text` with the keyboard's keys, then lets the app settle.
    private func type(_ text: String, into window: UIWindow) {
        let input = InputSimulator(window: window)
        // XCUITest presses one key per character (a grapheme cluster such as "👍🏽" is one), so
        // a text field's delegate sees each as its own change, as with a keyboard.
        for character in text {
            if character == "\u{8}" {
                input.pressKey(.keyboardDeleteOrBackspace)
            } else {
                // The keyboard's Return key commits "\n" on its own (a text field's return).
                input.typeText(String(character))
            }
        }
        ManualClock.advance(by: Self.settleTime)
    }

    static func firstResponder(in view: UIView) -> UIView? {
        if view.isFirstResponder { return view }
        for subview in view.subviews {
            if let found = firstResponder(in: subview) { return found }
        }
        return nil
    }

    // MARK: Sliders and pickers

    /// A slider's position between its minimum (0) and maximum (1).
    open var normalizedSliderPosition: CGFloat {
        guard let node = attributeNode else { return 0 }
        guard case .view(let view) = node, let slider = view as? UISlider else {
            XCTFail("normalizedSliderPosition: \(node.line) is not a slider")
            return 0
        }
        let span = slider.maximumValue - slider.minimumValue
        return span > 0 ? CGFloat((slider.value - slider.minimumValue) / span) : 0
    }

    /// Drags the slider's thumb to `normalizedSliderPosition` (0 the minimum, 1 the maximum).
    ///
    /// - Parameters:
    ///   - normalizedSliderPosition: The position to drag the thumb to, from 0 (minimum) to 1 (maximum).
    ///   - file: The file a failure is reported in (the caller's, as in XCUITest).
    ///   - line: The line a failure is reported at.
    open func adjust(toNormalizedSliderPosition normalizedSliderPosition: CGFloat,
                     file: StaticString = #filePath, line: UInt = #line) {
        perform("adjust slider", file: file, line: line) { input, node in
            guard case .view(let view) = node, let slider = view as? UISlider else {
                XCTFail("Failed to adjust \(node.line): not a slider", file: file, line: line)
                return
            }
            let position = Float(min(max(normalizedSliderPosition, 0), 1))
            let target = slider.minimumValue + (slider.maximumValue - slider.minimumValue) * position
            let track = slider.trackRect(forBounds: slider.bounds)
            let from = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: slider.value)
            let to = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: target)
            let start = slider.convert(CGPoint(x: from.midX, y: from.midY), to: input.window)
            let end = slider.convert(CGPoint(x: to.midX, y: from.midY), to: input.window)
            input.drag(from: start, to: end, duration: 0.2)
        }
    }

    /// Turns a picker wheel until it shows `pickerWheelValue`, one row at a time with taps on
    /// the neighbouring row (which a wheel scrolls to its center), as a user would. As in
    /// XCUITest, the value is the selected row's title as shown ("11" on a date picker's hour
    /// wheel) or the wheel's accessibility value ("11 o'clock").
    ///
    /// - Parameters:
    ///   - pickerWheelValue: The row title the wheel should show.
    ///   - file: The file a failure is reported in (the caller's, as in XCUITest).
    ///   - line: The line a failure is reported at.
    open func adjust(toPickerWheelValue pickerWheelValue: String, file: StaticString = #filePath, line: UInt = #line) {
        perform("adjust picker wheel", file: file, line: line, settle: 0) { input, node in
            guard case .element(let element) = node, let picker = element.accessibilityContainer as? UIPickerView,
                  let column = (picker.accessibilityElements ?? []).firstIndex(where: { ($0 as AnyObject) === element }) else {
                XCTFail("Failed to adjust \(node.line): not a picker wheel", file: file, line: line)
                return
            }
            let rowHeight = picker.rowSize(forComponent: column).height
            let rows = picker.numberOfRows(inComponent: column)
            // The title shown in the wheel's middle: the label there (title rows have no
            // public view: `view(forRow:forComponent:)` is nil for them, as in UIKit).
            let middle = input.window.convertFromScreen(CGPoint(x: node.frame.midX, y: node.frame.midY))
            @MainActor func shownTitle() -> String? {
                var stack: [UIView] = [picker]
                while let view = stack.popLast() {
                    if let label = view as? UILabel, let text = label.text,
                       label.convert(label.bounds, to: nil).contains(middle) { return text }
                    stack.append(contentsOf: view.subviews.filter { !$0.isHidden && $0.alpha > 0 })
                }
                return nil
            }
            // Where the value is, when the wheel's titles say: the nearest row titled so. Then
            // the wheel moves that way, row by row, as a finger turns it; a value no title
            // names (an accessibility value such as "10 o'clock") is looked for by turning
            // the wheel at most `searchLimit` rows each way, so a wheel thousands of rows long
            // (a looping date wheel) fails in time rather than turning through all of them.
            let searchLimit = 120
            let selected = picker.selectedRow(inComponent: column)
            // A date picker's date wheel also takes the day as a user reads it ("Nov 29").
            var nearest = PickerWheelDates.row(named: pickerWheelValue, in: picker, column: column,
                                               wheelValue: element.accessibilityValue)
            if nearest == nil, let delegate = picker.delegate, rows > 0 {
                // Outward from the selected row (the lower row first at equal distances), so
                // the nearest title is found first and a wheel thousands of rows long is not
                // read in full.
                let reach = min(max(selected, rows - 1 - selected), Self.pickerTitleSearchReach)
                search: for distance in 0...max(reach, 0) {
                    for row in distance == 0 ? [selected] : [selected - distance, selected + distance] where row >= 0 && row < rows {
                        let title = delegate.pickerView(picker, titleForRow: row, forComponent: column)
                            ?? delegate.pickerView(picker, attributedTitleForRow: row, forComponent: column)?.string
                        if title == pickerWheelValue {
                            nearest = row
                            break search
                        }
                    }
                }
            }
            @MainActor func shows() -> Bool {
                element.accessibilityValue == pickerWheelValue || shownTitle() == pickerWheelValue
                    || nearest.map { picker.selectedRow(inComponent: column) == $0 } ?? false
            }
            let directions: [(direction: Int, limit: Int)]
            if let nearest {
                directions = [(nearest >= selected ? 1 : -1, abs(nearest - selected) + 1)]
            } else {
                directions = [(1, min(rows, searchLimit)), (-1, min(rows, searchLimit))]
            }
            // Down first (later rows), then up; a wheel that stops moving has reached its end.
            for (direction, limit) in directions {
                var previous = element.accessibilityValue
                for _ in 0..<max(limit, 1) {
                    if shows() { return }
                    let frame = node.frame
                    let center = CGPoint(x: frame.midX, y: frame.midY + CGFloat(direction) * rowHeight)
                    input.tap(at: input.window.convertFromScreen(center))
                    // The wheel scrolls the row to its center (a short animation).
                    ManualClock.advance(by: 0.4)
                    if element.accessibilityValue == previous { break }
                    previous = element.accessibilityValue
                }
            }
            if !shows() {
                XCTFail("Failed to adjust \(node.line) to '\(pickerWheelValue)': no such value", file: file, line: line)
            }
        }
    }

    // MARK: Coordinates

    /// A point relative to the element: (0, 0) its top left, (1, 1) its bottom right.
    open func coordinate(withNormalizedOffset normalizedOffset: CGVector) -> XCUICoordinate {
        XCUICoordinate(element: self, normalizedOffset: normalizedOffset, offset: .zero)
    }

    // MARK: Description

    /// The element and its subtree in XCUITest's format:
    ///
    ///     Attributes: Button, {{20.0, 80.0}, {160.0, 44.0}}, identifier: 'tap-me', label: 'Tap me'
    ///     Element subtree:
    ///      →Button, {{20.0, 80.0}, {160.0, 44.0}}, identifier: 'tap-me', label: 'Tap me'
    ///
    /// (XCUITest also prints each element's address, which changes every run: left out.)
    open override var debugDescription: String {
        MainActor.assumeIsolated { describe() }
    }

    private func describe() -> String {
        switch resolve() {
        case .found(let node):
            var text = "Attributes: \(node.line)\nElement subtree:\n"
            node.describeSubtree(depth: 0, into: &text)
            return text
        case .notFound(let message), .multiple(let message):
            return "Failed to get matching snapshot: \(message)"
        }
    }

    open override var description: String {
        MainActor.assumeIsolated {
            switch source {
            case .application: "Application"
            case let .query(query, _): "\"\(label(orIdentifierOf: query))\" \(typeName(of: query))"
            }
        }
    }

    private func label(orIdentifierOf query: XCUIElementQuery) -> String {
        guard case .found(let node) = resolve() else { return "" }
        return node.identifier.isEmpty ? node.label : node.identifier
    }

    private func typeName(of query: XCUIElementQuery) -> String {
        guard case .found(let node) = resolve() else { return "Element" }
        return node.elementType.displayName
    }
}
