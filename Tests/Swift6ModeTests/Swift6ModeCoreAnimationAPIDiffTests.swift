import XCTest
import UIKit

/// iOS call sites of the Core Animation, Core Graphics and UIKit members the API diff against
/// Apple's documentation added (session 13) compile in Swift 6 mode and keep what they set.
@MainActor
final class Swift6ModeCoreAnimationAPIDiffTests: XCTestCase {
    /// A layer and an animation overriding what iOS subclasses override.
    private final class ArchivingLayer: CALayer {
        override func shouldArchiveValue(forKey key: String) -> Bool { key != "cache" }
    }

    /// A custom input view that plays keyboard clicks.
    private final class KeypadView: UIView, UIInputViewAudioFeedback {
        var enableInputClicksWhenVisible: Bool { true }
        func tap() { UIDevice.current.playInputClick() }
    }

    func testCoreAnimationMembers() async throws {
        let spin = CABasicAnimation(keyPath: "transform")
        spin.fromValue = 0
        spin.toValue = CGFloat.pi
        spin.valueFunction = CAValueFunction(name: .rotateZ)
        XCTAssertEqual(spin.valueFunction?.name, .rotateZ)
        spin.preferredFrameRateRange = CAFrameRateRange(minimum: 80, maximum: 120, preferred: 120)
        XCTAssertEqual(spin.preferredFrameRateRange.maximum, 120)
        let names: [CAValueFunctionName] = [.rotateX, .rotateY, .rotateZ, .scale, .scaleX, .scaleY, .scaleZ,
                                            .translate, .translateX, .translateY, .translateZ]
        XCTAssertEqual(names.compactMap { CAValueFunction(name: $0) }.count, 11)

        let path = CAKeyframeAnimation(keyPath: "position")
        path.calculationMode = .cubic
        path.tensionValues = [0, 0.5, 0]
        path.continuityValues = [0, 0, 0]
        path.biasValues = [0, 0, 0]
        XCTAssertEqual(path.tensionValues?.count, 3)

        if #available(iOS 17.0, *) {
            let spring = CASpringAnimation(perceptualDuration: 0.4, bounce: 0.2)
            spring.keyPath = "position.y"
            XCTAssertEqual(spring.perceptualDuration, 0.4, accuracy: 1e-9)
            XCTAssertEqual(spring.bounce, 0.2, accuracy: 1e-9)
        }

        let layer = ArchivingLayer()
        XCTAssertFalse(layer.shouldArchiveValue(forKey: "cache"))
        layer.actions = [kCAOnOrderIn: NSNull(), kCAOnOrderOut: NSNull()]
        XCTAssertEqual(layer.actions?.count, 2)
    }

    func testCoreGraphicsMembers() async throws {
        let rotation = CGAffineTransform(rotationAngle: .pi / 6).scaledBy(x: 2, y: 2)
        if #available(iOS 16.0, *) {
            let parts: CGAffineTransformComponents = rotation.decomposed()
            XCTAssertEqual(parts.rotation, .pi / 6, accuracy: 1e-9)
            let rebuilt = CGAffineTransform(parts)
            XCTAssertEqual(rebuilt.a, rotation.a, accuracy: 1e-9)
            let pill = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 10).cgPath
            XCTAssertFalse(pill.flattened(threshold: 0.5).isEmpty)
        }
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4))
        let image = renderer.image { context in
            let format: UIGraphicsImageRendererFormat = context.format
            XCTAssertEqual(format.scale, renderer.format.scale)
            let cg = context.cgContext
            cg.setTextDrawingMode(.fillStroke)
            cg.setCharacterSpacing(1)
            cg.setFontSize(12)
            cg.textMatrix = .identity
            cg.textPosition = CGPoint(x: 1, y: 2)
            cg.setShouldSmoothFonts(false)
            cg.setAllowsFontSmoothing(false)
            cg.setShouldSubpixelPositionFonts(false)
            cg.setAllowsFontSubpixelPositioning(false)
            cg.setShouldSubpixelQuantizeFonts(false)
            cg.setAllowsFontSubpixelQuantization(false)
            cg.setPatternPhase(.zero)
            XCTAssertEqual(cg.textPosition, CGPoint(x: 1, y: 2))
        }
        let cgImage = try XCTUnwrap(image.cgImage)
        XCTAssertNotNil(cgImage.copy(colorSpace: CGColorSpaceCreateDeviceRGB()))
        XCTAssertNotNil(UIColor.red.cgColor.copy())
    }

    func testUIKitMembers() async {
        let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut)
        animator.flipsHorizontallyInRightToLeftLayout = true
        XCTAssertTrue(animator.flipsHorizontallyInRightToLeftLayout)

        let command = UIKeyCommand(input: UIKeyCommand.f5, modifierFlags: [], action: Selector("refresh"))
        command.allowsAutomaticLocalization = false
        command.allowsAutomaticMirroring = false
        XCTAssertEqual(command.input, UIKeyCommand.inputF5)
        let menus: [UIMenu.Identifier] = [.replace, .share, .textStyle, .spelling, .substitutions, .transformations,
                                          .speech, .lookup, .learn, .textSize, .textColor, .writingDirection,
                                          .alignment, .openRecent, .document, .sidebar, .autoFill]
        XCTAssertEqual(Set(menus).count, menus.count)

        let keypad = KeypadView()
        XCTAssertTrue(keypad.enableInputClicksWhenVisible)
        keypad.tap()

        let traits = UITraitCollection(activeAppearance: .inactive)
        XCTAssertEqual(traits.activeAppearance, .inactive)
        XCTAssertEqual(UITraitCollection().activeAppearance, .unspecified)
        XCTAssertEqual(traits.imageConfiguration.traitCollection?.activeAppearance, .inactive)
        let modified = traits.modifyingTraits { $0.activeAppearance = .active }
        XCTAssertEqual(modified[UITraitActiveAppearance.self], .active)

        let board = UIPasteboard.withUniqueName()
        board.detectPatterns(for: [.probableWebURL, .number]) { (_: Result<Set<UIPasteboard.DetectionPattern>, any Error>) in }
        board.detectValues(for: [.link, .emailAddress]) { (_: Result<[UIPasteboard.DetectionPattern: Any], any Error>) in }
    }
}
