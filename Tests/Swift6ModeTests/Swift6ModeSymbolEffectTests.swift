import XCTest
import UIKit

/// iOS 17–18 symbol effect call sites compile in Swift 6 mode (implicit members resolve
/// through UIKit's re-export of Symbols) and start effects on a symbol image view.
@MainActor
final class Swift6ModeSymbolEffectTests: XCTestCase {
    func testSymbolEffectCallSitesCompileAndRun() async {
        let imageView = UIImageView(image: UIImage(systemName: "wifi"))
        var completions = 0
        imageView.addSymbolEffect(.bounce.up.byLayer, options: .repeat(2))
        imageView.addSymbolEffect(.pulse.wholeSymbol, options: .repeating.speed(1.5))
        imageView.addSymbolEffect(.variableColor.iterative.reversing.dimInactiveLayers)
        imageView.addSymbolEffect(.scale.down, animated: false)
        imageView.addSymbolEffect(.disappear.up) { _ in completions += 1 }
        imageView.addSymbolEffect(.appear.down, options: .nonRepeating)
        imageView.addSymbolEffect(.breathe.plain, options: .repeat(.continuous))
        imageView.addSymbolEffect(.rotate.counterClockwise, options: .repeat(.periodic(3, delay: 0.2)))
        imageView.addSymbolEffect(.wiggle.forward, options: .repeat(.periodic))
        imageView.removeSymbolEffect(ofType: .pulse, options: .default, animated: true) { context in
            _ = context.isFinished
            _ = context.effect
            _ = context.sender
        }
        imageView.setSymbolImage(UIImage(systemName: "wifi.slash")!, contentTransition: .replace.offUp)
        imageView.setSymbolImage(UIImage(systemName: "wifi")!, contentTransition: .automatic, options: .speed(2))
        imageView.removeAllSymbolEffects(options: .default, animated: false)
        XCTAssertEqual(completions, 1, "replacing the disappear effect with appear reports it")

        let item = UIBarButtonItem(image: UIImage(systemName: "bell"), style: .plain, target: nil, action: nil)
        item.addSymbolEffect(.bounce)
        item.removeSymbolEffect(ofType: .bounce)
        item.setSymbolImage(UIImage(systemName: "bell.fill")!, contentTransition: .replace)
        XCTAssertEqual(item.image?.isSymbolImage, true)
    }
}
