import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

/// Input-method composition driven as the platform delivers it: marked text while composing,
/// the commit replacing it, delegate calls and control events in UIKit's order.
@MainActor
final class TextCompositionTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func markedText(_ input: UITextInput) -> String? {
        input.markedTextRange.flatMap { input.text(in: $0) }
    }

    private func selection(_ input: UITextInput) -> NSRange? {
        guard let range = input.selectedTextRange else { return nil }
        return NSRange(location: input.offset(from: input.beginningOfDocument, to: range.start),
                       length: input.offset(from: range.start, to: range.end))
    }

    // MARK: Hangul

    /// The whole word composed as one marked run (ㅂ → 바 → 반 → 바나 → 바난), then committed.
    func testHangulComposedAsOneRunInATextField() async {
        let (_, field, input) = TextFieldFixture.make()
        XCTAssertTrue(field.becomeFirstResponder())
        for step in ["ㅂ", "바", "반", "바나", "바난"] {
            input.compose(step)
            XCTAssertEqual(field.text, step)
            XCTAssertEqual(markedText(field), step)
            XCTAssertEqual(selection(field), NSRange(location: step.utf16.count, length: 0))
        }
        input.commitComposition()
        XCTAssertEqual(field.text, "바난")
        XCTAssertNil(field.markedTextRange)
        XCTAssertEqual(selection(field), NSRange(location: 2, length: 0))
    }

    /// As IBus's Hangul engine sends it: each finished syllable is committed, the next one
    /// composed after it.
    func testHangulCommittedSyllableBySyllableInATextField() async {
        let (_, field, input) = TextFieldFixture.make()
        XCTAssertTrue(field.becomeFirstResponder())
        input.compose("ㅂ")
        input.compose("바")
        input.compose("반")
        input.commitComposition("바")
        XCTAssertEqual(field.text, "바")
        XCTAssertNil(field.markedTextRange)
        input.compose("나")
        XCTAssertEqual(field.text, "바나")
        XCTAssertEqual(field.markedTextRange.map { field.offset(from: field.beginningOfDocument, to: $0.start) }, 1)
        input.compose("난")
        input.commitComposition()
        XCTAssertEqual(field.text, "바난")
        XCTAssertNil(field.markedTextRange)
        XCTAssertEqual(selection(field), NSRange(location: 2, length: 0))
    }

    func testHangulInATextViewAfterExistingText() async {
        let (_, textView, input) = TextViewFixture.make(text: "가\n")
        XCTAssertTrue(textView.becomeFirstResponder())
        for step in ["ㅂ", "바", "반", "바나", "바난"] {
            input.compose(step)
            XCTAssertEqual(textView.text, "가\n" + step)
            XCTAssertEqual(markedText(textView), step)
        }
        input.commitComposition()
        XCTAssertEqual(textView.text, "가\n바난")
        XCTAssertNil(textView.markedTextRange)
        XCTAssertEqual(selection(textView), NSRange(location: 4, length: 0))
        // Syllable by syllable too.
        input.compose("ㅂ")
        input.compose("반")
        input.commitComposition("바")
        input.compose("난")
        input.commitComposition()
        XCTAssertEqual(textView.text, "가\n바난바난")
        XCTAssertNil(textView.markedTextRange)
    }

    // MARK: Japanese and Chinese

    /// Kana typed as marked text, converted (the candidate shown selected), then committed.
    func testJapaneseKanaConvertsToKanji() async {
        let (_, field, input) = TextFieldFixture.make()
        field.text = "東京と"
        XCTAssertTrue(field.becomeFirstResponder())
        for step in ["に", "にほ", "にほん"] { input.compose(step) }
        XCTAssertEqual(field.text, "東京とにほん")
        XCTAssertEqual(markedText(field), "にほん")
        // Conversion: the input method shows the candidate with the whole run selected.
        input.compose("日本", selectedRange: NSRange(location: 0, length: 2))
        XCTAssertEqual(field.text, "東京と日本")
        XCTAssertEqual(selection(field), NSRange(location: 3, length: 2))
        input.commitComposition("日本")
        XCTAssertEqual(field.text, "東京と日本")
        XCTAssertNil(field.markedTextRange)
        XCTAssertEqual(selection(field), NSRange(location: 5, length: 0))
    }

    /// Pinyin letters as marked text, then the chosen candidate replaces them; the delegate is
    /// asked about every change, with the marked range as the range replaced.
    func testChinesePinyinCommitsTheChosenCandidate() async {
        let (_, field, input) = TextFieldFixture.make()
        field.autocapitalizationType = .none
        let recorder = TextFieldRecorder(field)
        defer { recorder.stopObserving() }
        XCTAssertTrue(field.becomeFirstResponder())
        recorder.log = []
        for step in ["z", "zh", "zhong", "zhong'g", "zhong'guo"] { input.compose(step) }
        XCTAssertEqual(field.text, "zhong'guo")
        input.commitComposition("中国")
        XCTAssertEqual(field.text, "中国")
        XCTAssertNil(field.markedTextRange)
        let asked = recorder.log.filter { $0.hasPrefix("shouldChange") }
        XCTAssertEqual(asked, ["shouldChange(0,0,z)", "shouldChange(0,1,zh)", "shouldChange(0,2,zhong)", "shouldChange(0,5,zhong'g)",
                               "shouldChange(0,7,zhong'guo)", "shouldChange(0,9,中国)"])
        XCTAssertEqual(recorder.log.filter { $0 == "editingChanged" }.count, 6)
    }

    func testTextViewPinyinCommit() async {
        let (_, textView, input) = TextViewFixture.make()
        let recorder = TextViewRecorder(textView)
        defer { recorder.stopObserving() }
        XCTAssertTrue(textView.becomeFirstResponder())
        recorder.log = []
        input.compose("zhong")
        XCTAssertEqual(recorder.log, ["shouldChange(0,0,zhong)", "didChangeSelection", "didChange", "didChangeNotification"])
        input.compose("zhong'guo")
        input.commitComposition("中国")
        XCTAssertEqual(textView.text, "中国")
        XCTAssertNil(textView.markedTextRange)
        XCTAssertEqual(recorder.log.suffix(4), ["shouldChange(0,9,中国)", "didChangeSelection", "didChange", "didChangeNotification"])
    }

    // MARK: Events

    /// UIKit: each change of the marked text is an edit: shouldChangeCharactersIn, then
    /// didChangeSelection, editingChanged and the notification, with markedTextRange set
    /// while editingChanged runs (apps wait for it to be nil before acting on the text).
    func testDelegateAndEditingChangedOrderDuringComposition() async {
        let (_, field, input) = TextFieldFixture.make()
        let recorder = TextFieldRecorder(field)
        defer { recorder.stopObserving() }
        var markedDuringEditingChanged: [Bool] = []
        field.addAction(UIAction { _ in markedDuringEditingChanged.append(field.markedTextRange != nil) }, for: .editingChanged)
        XCTAssertTrue(field.becomeFirstResponder())
        recorder.log = []
        input.compose("ㅂ")
        XCTAssertEqual(recorder.log, ["shouldChange(0,0,ㅂ)", "didChangeSelection", "editingChanged", "didChangeNotification"])
        recorder.log = []
        input.compose("바")
        XCTAssertEqual(recorder.log, ["shouldChange(0,1,바)", "didChangeSelection", "editingChanged", "didChangeNotification"])
        recorder.log = []
        input.commitComposition()
        XCTAssertEqual(recorder.log, ["shouldChange(0,1,바)", "didChangeSelection", "editingChanged", "didChangeNotification"])
        XCTAssertEqual(markedDuringEditingChanged, [true, true, false])
    }

    /// A delegate that refuses the commit keeps the composed text, which is then unmarked.
    func testVetoedCommitKeepsTheMarkedTextCommittedAsIs() async {
        let (_, field, input) = TextFieldFixture.make()
        let recorder = TextFieldRecorder(field)
        defer { recorder.stopObserving() }
        XCTAssertTrue(field.becomeFirstResponder())
        input.compose("zhongguo")
        recorder.shouldChange = { _, _, string in string != "中国" }
        input.commitComposition("中国")
        XCTAssertEqual(field.text, "zhongguo")
        XCTAssertNil(field.markedTextRange)
    }

    /// IBus ends a composition (an empty update) just before committing it, both in one turn:
    /// the commit replaces the marked text in one edit; the field never shows the gap.
    func testAnEndFollowedByACommitInTheSameTurnIsOneEdit() async {
        let (window, field, input) = TextFieldFixture.make()
        let recorder = TextFieldRecorder(field)
        defer { recorder.stopObserving() }
        XCTAssertTrue(field.becomeFirstResponder())
        input.compose("반")
        recorder.log = []
        UIApplication.shared.dispatchComposition("", selectedRange: NSRange(location: 0, length: 0), in: window, timestamp: input.now)
        XCTAssertEqual(field.text, "반")
        UIApplication.shared.dispatchText("바", in: window, timestamp: input.now)
        input.compose("나")
        XCTAssertEqual(field.text, "바나")
        XCTAssertEqual(recorder.log.filter { $0.hasPrefix("shouldChange") }, ["shouldChange(0,1,바)", "shouldChange(1,0,나)"])
        // An end on its own removes the marked text at the end of the turn.
        UIApplication.shared.dispatchComposition("", selectedRange: NSRange(location: 0, length: 0), in: window, timestamp: input.now)
        XCTAssertEqual(field.text, "바나")
        input.runLoopTurn()
        XCTAssertEqual(field.text, "바")
        XCTAssertNil(field.markedTextRange)
    }

    func testCancelRemovesTheMarkedTextAndKeepsTheRest() async {
        let (_, field, input) = TextFieldFixture.make()
        field.text = "ab"
        XCTAssertTrue(field.becomeFirstResponder())
        input.compose("にほ")
        XCTAssertEqual(field.text, "abにほ")
        input.cancelComposition()
        XCTAssertEqual(field.text, "ab")
        XCTAssertNil(field.markedTextRange)
        XCTAssertEqual(selection(field), NSRange(location: 2, length: 0))
    }

    func testCompositionReplacesTheSelection() async {
        let (_, field, input) = TextFieldFixture.make()
        field.text = "hello"
        XCTAssertTrue(field.becomeFirstResponder())
        field.selectedTextRange = field.textRange(from: field.position(from: field.beginningOfDocument, offset: 1)!,
                                                  to: field.position(from: field.beginningOfDocument, offset: 4)!)
        input.compose("ㅎ")
        XCTAssertEqual(field.text, "hㅎo")
        XCTAssertEqual(markedText(field), "ㅎ")
    }

    func testASelectionOutsideTheComposedTextIsClampedWithALogLine() async {
        let (_, field, input) = TextFieldFixture.make()
        XCTAssertTrue(field.becomeFirstResponder())
        let log = LogCapture.capture { input.compose("abc", selectedRange: NSRange(location: 10, length: 5)) }
        XCTAssertEqual(selection(field), NSRange(location: 3, length: 0))
        XCTAssertEqual(log.lines.count, 1)
        XCTAssertTrue(log.contains("clamped"), "\(log.lines)")
    }

    /// Editing keys during a platform composition belong to the input method: Backspace
    /// does not delete the marked text itself; the method sends the shorter composition.
    func testEditingKeysDuringACompositionAreTheInputMethods() async {
        let (_, field, input) = TextFieldFixture.make()
        field.text = "a"
        XCTAssertTrue(field.becomeFirstResponder())
        input.compose("바")
        input.pressKey(.keyboardDeleteOrBackspace)
        input.pressKey(.keyboardLeftArrow)
        XCTAssertEqual(field.text, "a바")
        XCTAssertEqual(markedText(field), "바")
        input.compose("ㅂ")
        XCTAssertEqual(field.text, "aㅂ")
        input.cancelComposition()
        input.pressKey(.keyboardDeleteOrBackspace)
        XCTAssertEqual(field.text, "")
        // Marked text an app sets itself does not hold the keys back.
        field.text = "xy"
        field.setMarkedText("z", selectedRange: NSRange(location: 1, length: 0))
        input.pressKey(.keyboardDeleteOrBackspace)
        XCTAssertEqual(field.text, "xy")
    }

    func testASecureFieldShowsNoCompositionOnlyItsCommits() async {
        let (_, field, input) = TextFieldFixture.make()
        field.isSecureTextEntry = true
        XCTAssertTrue(field.becomeFirstResponder())
        input.compose("ㅂ")
        input.compose("바")
        XCTAssertEqual(field.text, "")
        XCTAssertNil(field.markedTextRange)
        input.commitComposition("바")
        XCTAssertEqual(field.text, "바")
        XCTAssertNil(field.markedTextRange)
    }

    // MARK: Focus

    /// UIKit: a text object that resigns first responder in the middle of a composition keeps
    /// the marked text as committed text; nothing of it reaches the next field, not even the
    /// commit an input method sends when it is reset.
    func testFocusMovingAwayCommitsAndNeverLeaksIntoTheNextField() async {
        let (window, first, input) = TextFieldFixture.make()
        let second = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        window.addSubview(second)
        XCTAssertTrue(first.becomeFirstResponder())
        input.compose("바")
        input.compose("반")
        XCTAssertTrue(second.becomeFirstResponder())
        XCTAssertEqual(first.text, "반")
        XCTAssertNil(first.markedTextRange)
        // The input method, reset, ends its composition and commits it again: both dropped.
        let log = LogCapture.capture {
            input.cancelComposition()
            UIApplication.shared.dispatchText("반", in: window, timestamp: input.now)
        }
        XCTAssertEqual(second.text, "")
        XCTAssertEqual(first.text, "반")
        XCTAssertEqual(log.lines.count, 2, "\(log.lines)")
        XCTAssertTrue(log.contains("lost focus"), "\(log.lines)")
        // A new composition in the new field works as usual.
        input.compose("ㄱ")
        input.commitComposition("가")
        XCTAssertEqual(second.text, "가")
        XCTAssertEqual(first.text, "반")
    }

    /// Text typed in the next field that is not the old composition's commit goes in.
    func testTypingInTheNextFieldAfterAnInterruptedCompositionIsKept() async {
        let (window, first, input) = TextFieldFixture.make()
        let second = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        second.autocapitalizationType = .none
        window.addSubview(second)
        XCTAssertTrue(first.becomeFirstResponder())
        input.compose("にほ")
        XCTAssertTrue(second.becomeFirstResponder())
        input.typeText("a")
        XCTAssertEqual(second.text, "a")
        XCTAssertEqual(first.text, "にほ")
    }

    func testTextViewResigningCommitsTheMarkedText() async {
        let (_, textView, input) = TextViewFixture.make(text: "x")
        let recorder = TextViewRecorder(textView)
        defer { recorder.stopObserving() }
        XCTAssertTrue(textView.becomeFirstResponder())
        input.compose("にほん")
        recorder.log = []
        XCTAssertTrue(textView.resignFirstResponder())
        XCTAssertEqual(textView.text, "xにほん")
        XCTAssertNil(textView.markedTextRange)
        XCTAssertEqual(recorder.log, ["shouldEnd", "didEnd", "didEndNotification"])
    }

    // MARK: Recording

    /// A recording line whose composition holds a lone surrogate is not JSON text: loading it
    /// is an error naming the line, never a crash.
    func testARecordedLoneSurrogateIsAnErrorNamingTheLine() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-\(UUID().uuidString)-bad.jsonl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let line = #"{"t":0,"window":0,"composition":{"text":"a\ud800","location":0,"length":0}}"#
        try (#"{"t":0,"window":0,"text":"ok"}"# + "\n" + line + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try InputRecorder.load(path)) { error in
            XCTAssertTrue("\(error)".contains(":2:"), "\(error)")
        }
    }

    func testCompositionsAreRecordedAndReplayed() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-\(UUID().uuidString)-ime.jsonl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (window, field, input) = TextFieldFixture.make()
        XCTAssertTrue(field.becomeFirstResponder())
        try InputRecorder.shared.startRecording(to: path)
        input.compose("ㅂ")
        input.advance(by: 0.1)
        input.compose("바", selectedRange: NSRange(location: 0, length: 1))
        input.advance(by: 0.1)
        input.commitComposition()
        InputRecorder.shared.stopRecording()
        XCTAssertEqual(field.text, "바")

        let inputs = try InputRecorder.load(path)
        XCTAssertEqual(inputs.count, 3)
        XCTAssertEqual(inputs[1].composition?.text, "바")
        XCTAssertEqual(inputs[1].composition?.length, 1)
        XCTAssertEqual(inputs[2].text, "바")
        window.isHidden = true

        let (replayWindow, replayField, _) = TextFieldFixture.make()
        XCTAssertTrue(replayField.becomeFirstResponder())
        let index = UIApplication.shared.windows.firstIndex(of: replayWindow)!
        let duration = InputRecorder.replay(inputs.map { var i = $0; i.window = index; return i })
        ManualClock.advance(by: duration + 0.1)
        XCTAssertEqual(replayField.text, "바")
        XCTAssertNil(replayField.markedTextRange)
    }
}
