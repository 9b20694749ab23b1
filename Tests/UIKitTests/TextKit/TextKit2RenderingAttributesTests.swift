import XCTest
import UIKit
import UIKitTesting

/// TextKit 2 rendering attributes (drawn over the text, layout unchanged), the layout
/// manager's and content storage's delegates, and list elements.
@MainActor
final class TextKit2RenderingAttributesTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private let font = UIFont.systemFont(ofSize: 24)
    /// The content storages of the stacks (a layout manager holds its content manager weakly, as in UIKit).
    private var contents: [NSTextContentStorage] = []

    private func stack(_ text: String) -> (NSTextContentStorage, NSTextLayoutManager) {
        let (content, manager) = makeTextKit2Stack(text, width: 300, attributes: [.font: font, .foregroundColor: UIColor.black])
        contents.append(content)
        return (content, manager)
    }

    private func range(_ manager: NSTextLayoutManager, _ start: Int, _ end: Int) -> NSTextRange {
        let origin = manager.documentRange.location
        return NSTextRange(location: manager.location(origin, offsetBy: start)!, end: manager.location(origin, offsetBy: end))!
    }

    private func runs(_ manager: NSTextLayoutManager, reverse: Bool = false, from offset: Int = 0) -> [(Int, Int, [NSAttributedString.Key])] {
        var result: [(Int, Int, [NSAttributedString.Key])] = []
        let origin = manager.documentRange.location
        manager.enumerateRenderingAttributes(from: manager.location(origin, offsetBy: offset)!, reverse: reverse) { _, attributes, range in
            result.append((manager.offset(from: origin, to: range.location), manager.offset(from: origin, to: range.endLocation),
                           attributes.keys.map { $0 }.sorted { $0.rawValue < $1.rawValue }))
            return true
        }
        return result
    }

    func testRenderingAttributesAreKeptByRange() async {
        let (_, manager) = stack("Hello world")
        manager.addRenderingAttribute(.foregroundColor, value: UIColor.red, for: range(manager, 0, 5))
        manager.addRenderingAttribute(.backgroundColor, value: UIColor.yellow, for: range(manager, 3, 8))
        let all = runs(manager)
        XCTAssertEqual(all.map { [$0.0, $0.1] }, [[0, 3], [3, 5], [5, 8]])
        XCTAssertEqual(all[1].2, [.backgroundColor, .foregroundColor])
        manager.removeRenderingAttribute(.foregroundColor, for: range(manager, 0, 11))
        XCTAssertEqual(runs(manager).map { [$0.0, $0.1] }, [[3, 8]])
        manager.setRenderingAttributes([.underlineStyle: NSUnderlineStyle.single.rawValue], for: range(manager, 6, 11))
        XCTAssertEqual(runs(manager).map { [$0.0, $0.1] }, [[3, 6], [6, 11]])
        XCTAssertEqual(runs(manager).last?.2, [.underlineStyle], "set replaces what was there")
        XCTAssertEqual(runs(manager, reverse: true, from: 7).map { [$0.0, $0.1] }, [[6, 11], [3, 6]])
        manager.invalidateRenderingAttributes(for: manager.documentRange)
        XCTAssertTrue(runs(manager).isEmpty)
    }

    func testAForegroundColorIsDrawnWithoutMovingTheText() async throws {
        let (_, manager) = stack("Hello")
        var fragments: [NSTextLayoutFragment] = []
        manager.enumerateTextLayoutFragments(from: nil, options: [.ensuresLayout]) { fragments.append($0); return true }
        let fragment = try XCTUnwrap(fragments.first)
        let frame = fragment.layoutFragmentFrame
        let size = CGSize(width: 200, height: 60)
        let plain = TextRendering.render(size: size) { fragment.draw(at: .zero, in: $0) }
        XCTAssertEqual(plain.count(where: \.isReddish), 0)
        manager.addRenderingAttribute(.foregroundColor, value: UIColor.red, for: manager.documentRange)
        let red = TextRendering.render(size: size) { fragment.draw(at: .zero, in: $0) }
        XCTAssertGreaterThan(red.count(where: \.isReddish), 20)
        let redInk = try XCTUnwrap(red.bounds(where: { $0.alpha > 0 && $0.green < 128 }))
        let plainInk = try XCTUnwrap(plain.bounds(where: { $0.alpha > 0 && $0.green < 128 }))
        // The same glyphs in place (anti-aliasing may shift an edge by a pixel).
        XCTAssertEqual(redInk.minX, plainInk.minX, accuracy: 1)
        XCTAssertEqual(redInk.maxX, plainInk.maxX, accuracy: 1)
        XCTAssertEqual(redInk.minY, plainInk.minY, accuracy: 1)
        XCTAssertEqual(redInk.maxY, plainInk.maxY, accuracy: 1)
        var after: CGRect?
        manager.enumerateTextLayoutFragments(from: nil, options: []) { after = $0.layoutFragmentFrame; return false }
        XCTAssertEqual(after, frame, "layout unchanged")
    }

    func testTheValidatorFillsAttributesOncePerFragmentUntilInvalidated() async throws {
        let (_, manager) = stack("Hello")
        var calls = 0
        manager.renderingAttributesValidator = { manager, fragment in
            calls += 1
            manager.setRenderingAttributes([.foregroundColor: UIColor.red], for: fragment.rangeInElement)
        }
        var fragment: NSTextLayoutFragment?
        manager.enumerateTextLayoutFragments(from: nil, options: []) { fragment = $0; return false }
        let drawn = TextRendering.render(size: CGSize(width: 200, height: 60)) { fragment?.draw(at: .zero, in: $0) }
        XCTAssertEqual(calls, 1)
        XCTAssertGreaterThan(drawn.count(where: \.isReddish), 20)
        _ = TextRendering.render(size: CGSize(width: 200, height: 60)) { fragment?.draw(at: .zero, in: $0) }
        XCTAssertEqual(calls, 1, "validated")
        manager.invalidateRenderingAttributes(for: manager.documentRange)
        _ = TextRendering.render(size: CGSize(width: 200, height: 60)) { fragment?.draw(at: .zero, in: $0) }
        XCTAssertEqual(calls, 2)
    }

    final class LinkDelegate: NSObject, NSTextLayoutManagerDelegate {
        final class Fragment: NSTextLayoutFragment {}
        func textLayoutManager(_ textLayoutManager: NSTextLayoutManager, renderingAttributesForLink link: Any,
                               at location: any NSTextLocation,
                               defaultAttributes renderingAttributes: [NSAttributedString.Key: Any]) -> [NSAttributedString.Key: Any]? {
            [.foregroundColor: UIColor.green]
        }
        func textLayoutManager(_ textLayoutManager: NSTextLayoutManager, textLayoutFragmentFor location: any NSTextLocation,
                               in textElement: NSTextElement) -> NSTextLayoutFragment {
            Fragment(textElement: textElement, range: textElement.elementRange)
        }
    }

    func testLinkAttributesAndTheDelegatesFragments() async throws {
        let defaults = NSTextLayoutManager.linkRenderingAttributes
        XCTAssertEqual(defaults[.underlineStyle] as? Int, NSUnderlineStyle.single.rawValue)
        XCTAssertEqual(defaults[.foregroundColor] as? UIColor, UIColor.blue)
        let (_, manager) = stack("One\nTwo")
        let url = URL(string: "https://example.com")!
        XCTAssertEqual(manager.renderingAttributes(forLink: url, at: manager.documentRange.location).count, 2)
        var plainFrames: [CGRect] = []
        manager.enumerateTextLayoutFragments(from: nil, options: []) { plainFrames.append($0.layoutFragmentFrame); return true }
        let delegate = LinkDelegate()
        manager.delegate = delegate
        XCTAssertEqual(manager.renderingAttributes(forLink: url, at: manager.documentRange.location)[.foregroundColor] as? UIColor,
                       UIColor.green)
        var fragments: [NSTextLayoutFragment] = []
        manager.enumerateTextLayoutFragments(from: nil, options: []) { fragments.append($0); return true }
        XCTAssertEqual(fragments.count, 2)
        XCTAssertTrue(fragments.allSatisfy { $0 is LinkDelegate.Fragment })
        XCTAssertEqual(fragments.map(\.layoutFragmentFrame), plainFrames, "placed on the paragraphs' lines")
        XCTAssertTrue(fragments[1].textLayoutManager === manager)
        XCTAssertEqual(fragments[1].textLineFragments.count, 1)
        XCTAssertEqual((fragments[1].textElement as? NSTextParagraph)?.attributedString.string, "Two")
    }

    final class StorageDelegate: NSObject, NSTextContentStorageDelegate {
        func textContentStorage(_ textContentStorage: NSTextContentStorage, textParagraphWith range: NSRange) -> NSTextParagraph? {
            guard let text = textContentStorage.textStorage?.attributedSubstring(from: range).string else { return nil }
            return NSTextParagraph(attributedString: NSAttributedString(string: text.uppercased()))
        }
        func textContentManager(_ textContentManager: NSTextContentManager, shouldEnumerate textElement: NSTextElement,
                                options: NSTextContentManager.EnumerationOptions) -> Bool {
            (textElement as? NSTextParagraph)?.attributedString.string.hasPrefix("SKIP") == false
        }
    }

    func testTheContentStoragesDelegateMakesAndFiltersParagraphs() async {
        let (content, _) = stack("one\nskip me\nthree")
        let delegate = StorageDelegate()
        content.delegate = delegate
        var texts: [String] = []
        var starts: [Int] = []
        content.enumerateTextElements(from: nil) { element in
            texts.append((element as? NSTextParagraph)?.attributedString.string ?? "")
            starts.append(content.offset(from: content.documentRange.location, to: element.elementRange!.location))
            return true
        }
        XCTAssertEqual(texts, ["ONE\n", "THREE"])
        XCTAssertEqual(starts, [0, 12], "the custom paragraphs keep the storage's ranges")
    }

    func testListElements() async throws {
        let list = NSTextList(markerFormat: .decimal, options: [], startingItemNumber: 1)
        let bullets = NSTextList(markerFormat: .disc, options: [], startingItemNumber: 1)
        let child = NSTextListElement(parentElement: nil, textList: bullets, contents: NSAttributedString(string: "Inner"),
                                      markerAttributes: [.foregroundColor: UIColor.gray], childElements: nil)
        let item = NSTextListElement(parentElement: nil, textList: list, contents: NSAttributedString(string: "Outer"),
                                     markerAttributes: nil, childElements: [child])
        XCTAssertTrue(item.textList === list)
        XCTAssertEqual(item.contents?.string, "Outer")
        XCTAssertNil(item.markerAttributes)
        XCTAssertEqual(item.attributedString.string, "\t\(list.marker(forItemNumber: 1))\tOuter")
        XCTAssertEqual(child.attributedString.string, "\t\u{2022}\tInner")
        XCTAssertEqual(child.attributedString.attribute(.foregroundColor, at: 1, effectiveRange: nil) as? UIColor, UIColor.gray)
        XCTAssertNil(child.attributedString.attribute(.foregroundColor, at: 3, effectiveRange: nil))
        XCTAssertEqual(item.childElements.count, 1)
        XCTAssertTrue(item.childElements.first === child)
        XCTAssertTrue(child.parent === item)
        XCTAssertNil(item.parent)
        let holder = try XCTUnwrap(NSTextListElement(childElements: [item], textList: list, nestingLevel: 0))
        XCTAssertNil(holder.contents)
        XCTAssertEqual(holder.attributedString.length, 0)
        XCTAssertTrue(item.parent === holder)
        XCTAssertNil(NSTextListElement(childElements: [], textList: list, nestingLevel: -1))
        let simple = NSTextListElement(contents: NSAttributedString(string: "Item"), textList: bullets, childElements: nil)
        XCTAssertTrue(simple.childElements.isEmpty)
        // Items of one list are numbered in order.
        let numbered = (1...3).map {
            NSTextListElement(parentElement: nil, textList: list, contents: NSAttributedString(string: "Step \($0)"),
                              markerAttributes: nil, childElements: nil)
        }
        let steps = NSTextListElement(childElements: numbered, textList: list, nestingLevel: 0)
        XCTAssertEqual(numbered.map(\.attributedString.string), ["\t1\tStep 1", "\t2\tStep 2", "\t3\tStep 3"])
        withExtendedLifetime(steps) {}
    }
}
