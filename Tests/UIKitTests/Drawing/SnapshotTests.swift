import XCTest
import UIKit
import CoreGraphics
import UIKitTesting

/// A view that draws with UIKit's drawing API in draw(_:).
final class SketchView: UIView {
    override func draw(_ rect: CGRect) {
        UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1).setFill()
        UIRectFill(bounds)
        // A filled and stroked rounded rectangle.
        let card = UIBezierPath(roundedRect: CGRect(x: 8, y: 8, width: 64, height: 40), cornerRadius: 10)
        UIColor.systemOrange.setFill()
        card.fill()
        UIColor.brown.setStroke()
        card.lineWidth = 2
        card.stroke()
        // A dashed arc.
        let arc = UIBezierPath(arcCenter: CGPoint(x: 120, y: 30), radius: 22, startAngle: 0, endAngle: 1.5 * .pi,
                               clockwise: true)
        arc.lineWidth = 4
        arc.lineCapStyle = .round
        let dashes: [CGFloat] = [6, 6]
        arc.setLineDash(dashes, count: 2, phase: 0)
        UIColor.systemIndigo.setStroke()
        arc.stroke()
        // A wave of curves.
        let wave = UIBezierPath()
        wave.move(to: CGPoint(x: 8, y: 80))
        wave.addCurve(to: CGPoint(x: 58, y: 80), controlPoint1: CGPoint(x: 24, y: 56), controlPoint2: CGPoint(x: 42, y: 104))
        wave.addQuadCurve(to: CGPoint(x: 108, y: 80), controlPoint: CGPoint(x: 83, y: 56))
        wave.lineWidth = 3
        UIColor.systemGreen.setStroke()
        wave.stroke()
        // An even-odd star.
        let star = UIBezierPath()
        for i in 0..<5 {
            let angle = -CGFloat.pi / 2 + CGFloat(i) * 4 * .pi / 5
            let p = CGPoint(x: 135 + 18 * cos(angle), y: 85 + 18 * sin(angle))
            if i == 0 { star.move(to: p) } else { star.addLine(to: p) }
        }
        star.close()
        star.usesEvenOddFillRule = true
        UIColor.systemRed.setFill()
        star.fill()
        // A clipped gradient through CoreGraphics.
        let context = UIGraphicsGetCurrentContext()!
        context.saveGState()
        UIBezierPath(ovalIn: CGRect(x: 8, y: 96, width: 100, height: 20)).addClip()
        let gradient = CGGradient(colorsSpace: nil, colors: [UIColor.systemBlue.cgColor, UIColor.systemPink.cgColor],
                                  locations: nil)!
        context.drawLinearGradient(gradient, start: CGPoint(x: 8, y: 0), end: CGPoint(x: 108, y: 0), options: [])
        context.restoreGState()
    }
}

@MainActor
final class SnapshotTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    /// Layer styles: rounded corners, borders, shadows, a gradient, a shape, a mask, an
    /// affine and a perspective transform, group opacity.
    func testLayerStyles() async {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 140))
        root.backgroundColor = .white

        let card = UIView(frame: CGRect(x: 12, y: 12, width: 70, height: 50))
        card.backgroundColor = .systemTeal
        card.layer.cornerRadius = 12
        card.layer.borderWidth = 3
        card.layer.borderColor = UIColor.darkGray.cgColor
        card.layer.shadowOpacity = 0.5
        card.layer.shadowRadius = 4
        card.layer.shadowOffset = CGSize(width: 0, height: 4)
        root.addSubview(card)

        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 100, y: 12, width: 88, height: 50)
        gradient.colors = [UIColor.systemYellow.cgColor, UIColor.systemRed.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        gradient.cornerRadius = 8
        gradient.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
        root.layer.addSublayer(gradient)

        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 12, y: 78, width: 50, height: 50)
        shape.path = UIBezierPath(ovalIn: CGRect(x: 5, y: 5, width: 40, height: 40)).cgPath
        shape.fillColor = UIColor.systemGreen.cgColor
        shape.strokeColor = UIColor.black.cgColor
        shape.lineWidth = 3
        shape.strokeEnd = 0.7
        root.layer.addSublayer(shape)

        let masked = UIView(frame: CGRect(x: 72, y: 78, width: 50, height: 50))
        masked.backgroundColor = .systemPurple
        let mask = CAShapeLayer()
        mask.path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 50, height: 50), byRoundingCorners: [.topLeft, .bottomRight],
                                 cornerRadii: CGSize(width: 20, height: 20)).cgPath
        masked.layer.mask = mask
        root.addSubview(masked)

        let tilted = UIView(frame: CGRect(x: 140, y: 80, width: 40, height: 40))
        tilted.backgroundColor = .systemBlue
        tilted.alpha = 0.8
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 150
        tilted.layer.transform = CATransform3DRotate(perspective, .pi / 4, 0, 1, 0)
        let rotated = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        rotated.backgroundColor = .systemYellow
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 4)
        tilted.addSubview(rotated)
        root.addSubview(tilted)

        assertSnapshot(root, named: "layer-styles")
    }

    /// draw(_:) with UIBezierPath, UIColor and CoreGraphics.
    func testDrawRect() async {
        let view = SketchView(frame: CGRect(x: 0, y: 0, width: 160, height: 120))
        assertSnapshot(view, named: "draw-rect")
    }

    /// The seed's BlueView / BlueLayer, at 2× (the view's draw(_:) does nothing).
    func testSeedBlueView() async {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        container.backgroundColor = .white
        container.addSubview(BlueView(frame: CGRect(x: 5, y: 5, width: 30, height: 20)))
        assertSnapshot(container, named: "blue-view", scale: 2)
    }

    // MARK: The snapshot API itself

    private func temporaryDirectory() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-snapshots-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    private func square(_ color: UIColor, dot: UIColor? = nil) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { _ in
            color.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
            if let dot {
                dot.setFill()
                UIRectFill(CGRect(x: 2, y: 3, width: 1, height: 1))
            }
        }
    }

    func testMissingGoldenIsRecordedAndReportedThenMatches() async {
        let directory = temporaryDirectory()
        let first = Snapshot.verify(square(.red), named: "square", in: directory)
        XCTAssertNotNil(first)
        XCTAssertTrue(first?.message.contains("recorded") ?? false, first?.message ?? "")
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory.appendingPathComponent("square.png").path))
        XCTAssertNil(Snapshot.verify(square(.red), named: "square", in: directory))
    }

    func testMismatchWritesActualAndDiffWithAReadableMessage() async throws {
        let directory = temporaryDirectory()
        _ = Snapshot.verify(square(.red), named: "square", in: directory)
        let failure = try XCTUnwrap(Snapshot.verify(square(.red, dot: .blue), named: "square", in: directory))
        XCTAssertTrue(failure.message.contains("1 of 100 pixels"), failure.message)
        XCTAssertTrue(failure.message.contains("first at x 2, y 3"), failure.message)
        let actual = try XCTUnwrap(failure.actual), diff = try XCTUnwrap(failure.diff)
        XCTAssertEqual(actual.lastPathComponent, "square.actual.png")
        XCTAssertEqual(diff.lastPathComponent, "square.diff.png")
        let diffImage = try XCTUnwrap(UIImage(contentsOfFile: diff.path))
        XCTAssertEqual(diffImage.pixel(2, 3), .red, "differences are red in the diff")
        XCTAssertNotEqual(diffImage.pixel(5, 5), .red)
        // A later match removes the stale files.
        XCTAssertNil(Snapshot.verify(square(.red), named: "square", in: directory))
        XCTAssertFalse(FileManager.default.fileExists(atPath: actual.path))
    }

    func testTolerances() async {
        let directory = temporaryDirectory()
        _ = Snapshot.verify(square(.red), named: "square", in: directory)
        let slightlyOff = square(UIColor(red: 254.0 / 255, green: 0, blue: 0, alpha: 1))
        XCTAssertNil(Snapshot.verify(slightlyOff, named: "square", in: directory), "within the per-pixel tolerance")
        XCTAssertNotNil(Snapshot.verify(square(.red, dot: .blue), named: "square", in: directory,
                                        tolerance: SnapshotTolerance(perPixel: 2, overall: 0.005)))
        XCTAssertNil(Snapshot.verify(square(.red, dot: .blue), named: "square", in: directory,
                                     tolerance: SnapshotTolerance(perPixel: 2, overall: 0.01)), "1% of the pixels may differ")
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let smaller = UIGraphicsImageRenderer(size: CGSize(width: 5, height: 5), format: format).image { _ in
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 5))
        }
        let other = Snapshot.verify(smaller, named: "square", in: directory)
        XCTAssertTrue(other?.message.contains("size") ?? false, other?.message ?? "")
    }

    func testRecordingEnvironmentVariableOverwritesTheGolden() async {
        let directory = temporaryDirectory()
        _ = Snapshot.verify(square(.red), named: "square", in: directory)
        setenv(Snapshot.recordEnvironmentVariable, "1", 1)
        let recorded = Snapshot.verify(square(.blue), named: "square", in: directory)
        unsetenv(Snapshot.recordEnvironmentVariable)
        XCTAssertTrue(recorded?.message.contains("recorded") ?? false, "recording always reports")
        XCTAssertNil(Snapshot.verify(square(.blue), named: "square", in: directory), "the new golden is used")
    }
}
