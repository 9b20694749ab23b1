import XCTest
import UIKit
import UIKitTesting

/// Symbol effects (iOS 17–18) on image views and bar button items, on the framework clock.
/// Durations and amplitudes are OpenUIKit's (Apple publishes none): the tests assert what
/// UIKit documents — discrete effects play and end, indefinite ones last until removed,
/// scale and disappear hold their state, appear takes a disappear away, completions report
/// whether the effect finished — and that the view's own properties are left alone.
@MainActor
final class SymbolEffectsTests: XCTestCase {
    private var window: UIWindow!

    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.isHidden = false
    }

    override func tearDown() async throws {
        window = nil
    }

    private func symbolView() -> UIImageView {
        let view = UIImageView(image: UIImage(systemName: "star.fill"))
        view.frame = CGRect(x: 50, y: 50, width: 40, height: 40)
        window.addSubview(view)
        return view
    }

    private func scale(_ view: UIImageView) -> CGFloat { view.layer.presentation()?.transform.m11 ?? view.layer.transform.m11 }
    private func opacity(_ view: UIImageView) -> Float { view.layer.presentation()?.opacity ?? view.layer.opacity }

    func testBounceScalesUpOnceThenCompletesFinished() async {
        let view = symbolView()
        var contexts: [UISymbolEffectCompletionContext] = []
        view.addSymbolEffect(.bounce) { contexts.append($0) }
        ManualClock.advance(by: 0.17)
        XCTAssertGreaterThan(scale(view), 1.05, "a bounce scales the symbol up first")
        ManualClock.advance(by: 1)
        XCTAssertEqual(scale(view), 1, accuracy: 1e-6)
        XCTAssertEqual(contexts.count, 1)
        XCTAssertEqual(contexts.first?.isFinished, true)
        XCTAssertTrue(contexts.first?.effect is BounceSymbolEffect)
        XCTAssertTrue(contexts.first?.sender === view)
        XCTAssertEqual(view.layer.transform.m11, 1, "the model transform is not touched")
    }

    func testBounceDownScalesDown() async {
        let view = symbolView()
        view.addSymbolEffect(.bounce.down)
        ManualClock.advance(by: 0.17)
        XCTAssertLessThan(scale(view), 0.95)
    }

    func testRepeatCountAndSpeedSetTheLength() async {
        let view = symbolView()
        var finishedAt: CFTimeInterval?
        let start = CACurrentMediaTime()
        view.addSymbolEffect(.bounce, options: .repeat(3)) { _ in finishedAt = CACurrentMediaTime() - start }
        for _ in 0..<100 { ManualClock.advance(by: 0.05) }
        let three = try? XCTUnwrap(finishedAt)
        XCTAssertNotNil(three)

        let fast = symbolView()
        var fastAt: CFTimeInterval?
        let fastStart = CACurrentMediaTime()
        fast.addSymbolEffect(.bounce, options: .repeat(3).speed(2)) { _ in fastAt = CACurrentMediaTime() - fastStart }
        for _ in 0..<100 { ManualClock.advance(by: 0.05) }
        if let three, let fastAt {
            XCTAssertEqual(fastAt, three / 2, accuracy: 0.06, "speed 2 plays in half the time")
        } else {
            XCTFail("both effects complete")
        }

        let once = symbolView()
        var onceAt: CFTimeInterval?
        let onceStart = CACurrentMediaTime()
        once.addSymbolEffect(.bounce) { _ in onceAt = CACurrentMediaTime() - onceStart }
        for _ in 0..<100 { ManualClock.advance(by: 0.05) }
        if let three, let onceAt {
            XCTAssertGreaterThanOrEqual(three, onceAt * 3 - 0.06, "three plays take at least three times one")
        } else {
            XCTFail("the single bounce completes")
        }
    }

    func testPulseLastsUntilRemovedAndThenReportsUnfinished() async {
        let view = symbolView()
        var added: UISymbolEffectCompletionContext?
        view.addSymbolEffect(.pulse) { added = $0 }
        var lowest: Float = 1
        for _ in 0..<100 {
            ManualClock.advance(by: 0.05)
            lowest = min(lowest, opacity(view))
        }
        XCTAssertLessThan(lowest, 0.6, "a pulse fades the symbol")
        XCTAssertNil(added, "an indefinite effect has not completed after five seconds")

        var removed: UISymbolEffectCompletionContext?
        view.removeSymbolEffect(ofType: .pulse) { removed = $0 }
        XCTAssertEqual(added?.isFinished, false, "a removed indefinite effect did not finish")
        XCTAssertEqual(removed?.isFinished, true)
        ManualClock.advance(by: 0.5)
        XCTAssertEqual(opacity(view), 1, accuracy: 1e-6)
        XCTAssertEqual(view.layer.opacity, 1)
    }

    func testNonRepeatingPulsePlaysOnce() async {
        let view = symbolView()
        var finished: Bool?
        view.addSymbolEffect(.pulse, options: .nonRepeating) { finished = $0.isFinished }
        ManualClock.advance(by: 3)
        XCTAssertEqual(finished, true)
    }

    func testDisappearHoldsUntilRemovedOrAppear() async {
        let view = symbolView()
        var added: Bool?
        view.addSymbolEffect(.disappear) { added = $0.isFinished }
        ManualClock.advance(by: 1)
        XCTAssertEqual(opacity(view), 0, accuracy: 1e-6, "the symbol is hidden")
        XCTAssertEqual(added, true, "the addition completes when the symbol is hidden")
        ManualClock.advance(by: 10)
        XCTAssertEqual(opacity(view), 0, accuracy: 1e-6, "and stays hidden")
        XCTAssertEqual(view.layer.opacity, 1, "the view's alpha is not changed")
        XCTAssertEqual(view.alpha, 1)

        view.addSymbolEffect(.appear)
        ManualClock.advance(by: 1)
        XCTAssertEqual(opacity(view), 1, accuracy: 1e-6, "appear shows it again")
        XCTAssertEqual(scale(view), 1, accuracy: 1e-6)

        view.addSymbolEffect(.disappear, animated: false)
        ManualClock.advance(by: 0.01)
        XCTAssertEqual(opacity(view), 0, accuracy: 1e-6, "not animated: hidden at once")
        var removed: Bool?
        view.removeSymbolEffect(ofType: .disappear) { removed = $0.isFinished }
        XCTAssertNil(removed, "an animated removal completes when the symbol is back")
        ManualClock.advance(by: 1)
        XCTAssertEqual(removed, true)
        XCTAssertEqual(opacity(view), 1, accuracy: 1e-6)
    }

    func testScaleHoldsItsSizeAndReturnsWhenRemoved() async {
        let view = symbolView()
        view.addSymbolEffect(.scale.up)
        ManualClock.advance(by: 1)
        XCTAssertGreaterThan(scale(view), 1.1)
        view.removeSymbolEffect(ofType: .scale, animated: false)
        ManualClock.advance(by: 0.01)
        XCTAssertEqual(scale(view), 1, accuracy: 1e-6)

        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        view.addSymbolEffect(.scale.down, animated: false)
        ManualClock.advance(by: 0.01)
        XCTAssertLessThan(scale(view), 2, "the effect adds to the view's own transform")
        XCTAssertGreaterThan(scale(view), 1.5)
        XCTAssertEqual(view.transform.a, 2)
    }

    func testAddingTheSameTypeReplacesTheActiveEffect() async {
        let view = symbolView()
        var first: Bool?
        view.addSymbolEffect(.variableColor.iterative) { first = $0.isFinished }
        ManualClock.advance(by: 0.2)
        view.addSymbolEffect(.variableColor.cumulative)
        XCTAssertEqual(first, false)
        XCTAssertEqual(view.layer.animationKeys()?.count, 1)
        view.removeAllSymbolEffects()
        XCTAssertEqual(view.layer.animationKeys()?.count ?? 0, 0)
    }

    func testRotateAndWiggleMoveTheSymbol() async {
        let view = symbolView()
        view.addSymbolEffect(.rotate)
        ManualClock.advance(by: 0.25)
        let turned = view.layer.presentation()!.transform
        XCTAssertGreaterThan(turned.m12, 0.5, "a quarter turn clockwise after a quarter of a second")

        let wiggling = symbolView()
        wiggling.addSymbolEffect(.wiggle.custom(angle: 90))
        ManualClock.advance(by: 0.12)
        let moved = wiggling.layer.presentation()!.transform
        XCTAssertGreaterThan(moved.m42, 1, "90° is downward in flipped coordinates")
        XCTAssertEqual(moved.m41, 0, accuracy: 1e-6)
        ManualClock.advance(by: 2)
        XCTAssertEqual(wiggling.layer.presentation()!.transform.m42, 0, accuracy: 1e-6, "a wiggle plays once")
    }

    func testAnImageViewWithoutASymbolIgnoresEffects() async {
        let view = UIImageView(image: UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in })
        window.addSubview(view)
        var context: UISymbolEffectCompletionContext?
        view.addSymbolEffect(.bounce) { context = $0 }
        XCTAssertEqual(context?.isFinished, false)
        XCTAssertNil(view.layer.animationKeys())
    }

    func testSetSymbolImageChangesTheImageAndPlaysTheTransition() async {
        let view = symbolView()
        let heart = UIImage(systemName: "heart.fill")!
        var context: UISymbolEffectCompletionContext?
        view.setSymbolImage(heart, contentTransition: .replace.downUp) { context = $0 }
        XCTAssertTrue(view.image === heart, "the image changes at once")
        ManualClock.advance(by: 0.02)
        XCTAssertLessThan(opacity(view), 0.5, "the new symbol comes in")
        ManualClock.advance(by: 1)
        XCTAssertEqual(opacity(view), 1, accuracy: 1e-6)
        XCTAssertEqual(context?.isFinished, true)
        XCTAssertTrue(context?.effect is ReplaceSymbolEffect)
    }

    func testBarButtonItemPlaysEffectsOnTheImageItsBarShows() async {
        let controller = UIViewController()
        let item = UIBarButtonItem(image: UIImage(systemName: "bell"), style: .plain, target: nil, action: nil)
        controller.navigationItem.rightBarButtonItem = item
        window.rootViewController = UINavigationController(rootViewController: controller)
        window.layoutIfNeeded()
        guard let shown = item.value(forKey: "view") as? UIView else { return XCTFail("the bar shows the item") }
        item.addSymbolEffect(.scale.up, animated: false)
        ManualClock.advance(by: 0.05)
        let imageViews = shown.subviewsRecursively.compactMap { $0 as? UIImageView }
        XCTAssertTrue(imageViews.contains { ($0.layer.animationKeys() ?? []).contains { $0.hasPrefix("UISymbolEffect") } })
        item.removeAllSymbolEffects(animated: false)
        XCTAssertFalse(imageViews.contains { !($0.layer.animationKeys() ?? []).isEmpty })
    }

    func testOptionsCompareByValue() {
        XCTAssertEqual(SymbolEffectOptions.repeat(3), .default.repeat(3))
        XCTAssertNotEqual(SymbolEffectOptions.repeating, .nonRepeating)
        XCTAssertEqual(SymbolEffectOptions.speed(0), .default, "a speed that is not positive is ignored")
        XCTAssertEqual(SymbolEffectOptions.repeat(.periodic(nil, delay: nil)), .repeating)
        XCTAssertNotEqual(SymbolEffectOptions.repeat(.continuous), .repeating)
        XCTAssertEqual(BounceSymbolEffect.bounce.up, .bounce.up)
        XCTAssertNotEqual(BounceSymbolEffect.bounce.up, .bounce.down)
        XCTAssertEqual(ReplaceSymbolEffect.downUp, .replace.downUp)
    }
}

private extension UIView {
    var subviewsRecursively: [UIView] { [self] + subviews.flatMap(\.subviewsRecursively) }
}
