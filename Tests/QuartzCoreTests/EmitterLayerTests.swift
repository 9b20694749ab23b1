import XCTest
@_spi(Rendering) import FrameworkTestSupport
@testable @_spi(UIKit) @_spi(Rendering) @_spi(Platform) import QuartzCore
@_spi(Rendering) @_spi(Diagnostics) import CoreGraphics

/// `CAEmitterLayer`/`CAEmitterCell`: particles born at the birth rate, moving by velocity and
/// acceleration on the framework clock, tinted by their color and drawn by the compositor.
@MainActor
final class EmitterLayerTests: XCTestCase {
    override func setUp() async throws {
        FrameworkEnvironment.restartManualTime()
    }

    private func advance(_ seconds: TimeInterval) {
        FrameworkScheduler.shared.advance(by: seconds)
    }

    /// A `side` × `side` opaque white image.
    private func whiteImage(side: Int = 4) -> CGImage {
        let context = makeBGRAContext(width: side, height: side)
        context.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: side, height: side))
        return context.makeImage()!
    }

    private func cell(_ configure: (CAEmitterCell) -> Void) -> CAEmitterCell {
        let cell = CAEmitterCell()
        cell.contents = whiteImage()
        cell.birthRate = 1
        cell.lifetime = 10
        configure(cell)
        return cell
    }

    func testDefaultsAreCoreAnimations() async {
        let layer = CAEmitterLayer()
        XCTAssertEqual(layer.birthRate, 1)
        XCTAssertEqual(layer.lifetime, 1)
        XCTAssertEqual(layer.velocity, 1)
        XCTAssertEqual(layer.scale, 1)
        XCTAssertEqual(layer.spin, 1)
        XCTAssertEqual(layer.emitterShape, .point)
        XCTAssertEqual(layer.emitterMode, .volume)
        XCTAssertEqual(layer.renderMode, .unordered)
        XCTAssertEqual(CAEmitterLayerEmitterShape.line.rawValue, "line")
        XCTAssertEqual(CAEmitterLayerRenderMode.oldestFirst.rawValue, "oldestFirst")
        let cell = CAEmitterCell()
        XCTAssertEqual(cell.birthRate, 0)
        XCTAssertEqual(cell.lifetime, 0)
        XCTAssertEqual(cell.scale, 1)
        XCTAssertTrue(cell.isEnabled)
        XCTAssertEqual(cell.contentsRect, CGRect(x: 0, y: 0, width: 1, height: 1))
        XCTAssertEqual(cell.minificationFilter, "linear")
    }

    func testParticlesAreBornAtTheBirthRateAndMoveByVelocity() async {
        let (root, buffer) = makeCompositedRoot(self, size: CGSize(width: 200, height: 100))
        let emitter = CAEmitterLayer()
        emitter.emitterPosition = CGPoint(x: 20, y: 50)
        emitter.emitterCells = [cell { $0.velocity = 100; $0.color = red }]
        root.addSublayer(emitter)
        CATransaction.flush()
        XCTAssertEqual(emitter.particleSystem?.positions(of: emitter), [CGPoint(x: 20, y: 50)], "the first particle is born at once")
        advance(0.5)
        let positions = emitter.particleSystem?.positions(of: emitter) ?? []
        XCTAssertEqual(positions.count, 1)
        XCTAssertEqual(positions.first?.x ?? 0, 70, accuracy: 2, "100 points per second to the right (longitude 0)")
        XCTAssertEqual(buffer.pixel(Int(positions.first?.x ?? 0), 50), .red, "drawn, tinted by the cell's color")
        XCTAssertEqual(buffer.pixel(20, 50), .clear)
        advance(0.55)
        let later = emitter.particleSystem?.positions(of: emitter) ?? []
        XCTAssertEqual(later.count, 2, "one particle a second")
        guard later.count == 2 else { return }
        XCTAssertEqual(later[0].x - later[1].x, 100, accuracy: 0.01, "born 1 s apart, whatever the frame times")
        XCTAssertEqual(later[1].x, 25, accuracy: 0.01)
    }

    func testLayerFactorsMultiplyTheCells() async {
        let (root, _) = makeCompositedRoot(self, size: CGSize(width: 200, height: 100))
        let emitter = CAEmitterLayer()
        emitter.birthRate = 4
        emitter.velocity = 2
        emitter.lifetime = 0.1
        emitter.emitterCells = [cell { $0.velocity = 10; $0.lifetime = 3 }]
        root.addSublayer(emitter)
        CATransaction.flush()
        advance(61.0 / 60) // a frame after 1 s
        let positions = emitter.particleSystem?.positions(of: emitter) ?? []
        // Lifetime 3 × 0.1 = 0.3 s; births every 0.25 s: those of 0.75 s and 1 s live.
        XCTAssertEqual(positions.count, 2)
        XCTAssertEqual(positions.map(\.x).max() ?? 0, 20 * (61.0 / 60 - 0.75), accuracy: 0.01,
                       "10 × 2 points per second since 0.75 s")
    }

    func testAccelerationBendsThePath() async {
        let (root, _) = makeCompositedRoot(self, size: CGSize(width: 200, height: 200))
        let emitter = CAEmitterLayer()
        emitter.emitterPosition = CGPoint(x: 10, y: 10)
        emitter.emitterCells = [cell { $0.birthRate = 0.5; $0.velocity = 20; $0.yAcceleration = 40 }]
        root.addSublayer(emitter)
        CATransaction.flush()
        advance(1)
        let p = emitter.particleSystem?.positions(of: emitter).first ?? .zero
        XCTAssertEqual(p.x, 30, accuracy: 0.01)
        XCTAssertEqual(p.y, 30, accuracy: 0.01, "y = 10 + ½ × 40 × 1²")
    }

    func testUpwardLongitudeInYDownSpace() async {
        // Apple's firework example: a longitude of −π/2 emits upwards.
        let (root, _) = makeCompositedRoot(self, size: CGSize(width: 100, height: 100))
        let emitter = CAEmitterLayer()
        emitter.emitterPosition = CGPoint(x: 50, y: 90)
        emitter.emitterCells = [cell { $0.velocity = 30; $0.emissionLongitude = -.pi / 2 }]
        root.addSublayer(emitter)
        CATransaction.flush()
        advance(0.5)
        let p = emitter.particleSystem?.positions(of: emitter).first ?? .zero
        XCTAssertEqual(p.x, 50, accuracy: 0.01)
        XCTAssertEqual(p.y, 75, accuracy: 0.01)
    }

    func testSameSeedSameParticlesOtherSeedOthers() async {
        func run(seed: UInt32) -> [CGPoint] {
            FrameworkEnvironment.restartManualTime()
            let (root, _) = makeCompositedRoot(self, size: CGSize(width: 300, height: 300))
            let emitter = CAEmitterLayer()
            emitter.seed = seed
            emitter.emitterPosition = CGPoint(x: 150, y: 150)
            emitter.emitterShape = .rectangle
            emitter.emitterSize = CGSize(width: 100, height: 40)
            emitter.emitterCells = [cell {
                $0.birthRate = 20; $0.velocity = 50; $0.velocityRange = 30; $0.emissionRange = .pi
            }]
            root.addSublayer(emitter)
            CATransaction.flush()
            advance(0.72)
            let positions = emitter.particleSystem?.positions(of: emitter) ?? []
            LayerCompositor.shared.detach(root)
            return positions
        }
        let first = run(seed: 7), again = run(seed: 7), other = run(seed: 8)
        XCTAssertEqual(first.count, 15, "20 a second for 0.72 s, the first at once")
        XCTAssertEqual(first, again, "deterministic for a seed")
        XCTAssertNotEqual(first, other)
        for p in first {
            XCTAssertLessThan(hypot(p.x - 150, p.y - 150), 50 + 80 * 0.7 + 1, "within reach of the rectangle")
        }
    }

    func testParticlesDieAfterTheirLifetimeAndStopWhenBirthRateIsZero() async {
        let (root, buffer) = makeCompositedRoot(self, size: CGSize(width: 100, height: 100))
        let emitter = CAEmitterLayer()
        emitter.emitterPosition = CGPoint(x: 50, y: 50)
        let confetti = cell { $0.name = "confetti"; $0.birthRate = 10; $0.lifetime = 0.5; $0.color = blue }
        emitter.emitterCells = [confetti]
        root.addSublayer(emitter)
        CATransaction.flush()
        advance(1.05)
        XCTAssertEqual(buffer.pixel(50, 50), .blue)
        XCTAssertEqual(emitter.particleSystem?.positions(of: emitter).count, 5, "the births of the last 0.5 s, at 10 a second")
        // Key-value coding by the cell's name, as confetti views stop their emitters.
        emitter.setValue(0, forKeyPath: "emitterCells.confetti.birthRate")
        XCTAssertEqual(confetti.birthRate, 0)
        XCTAssertEqual(emitter.value(forKeyPath: "emitterCells.confetti.birthRate") as? Float, 0)
        advance(0.6)
        XCTAssertEqual(emitter.particleSystem?.positions(of: emitter).count, 0, "all died")
        XCTAssertEqual(buffer.pixel(50, 50), .clear, "and the compositor repainted where they were")
    }

    func testColorRangesAndSpeedsChangeTheTint() async {
        let (root, buffer) = makeCompositedRoot(self, size: CGSize(width: 100, height: 100))
        let emitter = CAEmitterLayer()
        emitter.emitterPosition = CGPoint(x: 50, y: 50)
        emitter.emitterCells = [cell { $0.birthRate = 0.1; $0.color = white; $0.redSpeed = -1; $0.alphaSpeed = 0 }]
        root.addSublayer(emitter)
        CATransaction.flush()
        XCTAssertEqual(buffer.pixel(50, 50), Pixel(255, 255, 255, 255))
        advance(0.5)
        let pixel = buffer.pixel(50, 50)
        XCTAssertEqual(Int(pixel.r), 128, accuracy: 3, "red falls by 1 a second")
        XCTAssertEqual(pixel.g, 255)
    }

    func testScaleAndContentsScaleSizeTheParticle() async {
        let (root, buffer) = makeCompositedRoot(self, size: CGSize(width: 100, height: 100))
        let emitter = CAEmitterLayer()
        emitter.emitterPosition = CGPoint(x: 50, y: 50)
        emitter.emitterCells = [cell { $0.birthRate = 0.1; $0.contents = self.whiteImage(side: 20); $0.scale = 0.5; $0.color = red }]
        root.addSublayer(emitter)
        CATransaction.flush()
        XCTAssertEqual(buffer.pixel(54, 50), .red, "20 pixels × 0.5 = 10 points wide")
        XCTAssertEqual(buffer.pixel(57, 50), .clear)
    }

    func testSubCellsEmitFromTheirParticlesAndInheritColor() async {
        let (root, _) = makeCompositedRoot(self, size: CGSize(width: 300, height: 100))
        let emitter = CAEmitterLayer()
        emitter.emitterPosition = CGPoint(x: 0, y: 50)
        let trail = cell { $0.name = "trail"; $0.birthRate = 2; $0.lifetime = 0.2; $0.velocity = 0 }
        let rocket = cell { $0.birthRate = 0.1; $0.velocity = 100; $0.color = red; $0.emitterCells = [trail] }
        emitter.emitterCells = [rocket]
        root.addSublayer(emitter)
        CATransaction.flush()
        advance(1.1)
        let system = emitter.particleSystem!
        let trails = system.particles.filter { $0.cell === trail }
        // Trail births at 0 and 0.5 s and 1.0 s; lifetime 0.2 s: only the one of 1.0 s lives.
        XCTAssertEqual(trails.count, 1)
        XCTAssertEqual(trails.first?.x ?? 0, 100, accuracy: 0.01, "born where the rocket was at 1 s")
        XCTAssertEqual(trails.first?.green ?? 1, 0, "inherits the rocket's red")
    }

    func testConfettiViewPatternDrawsAndStops() async {
        // SAConfettiView's set-up: a line along the top edge, one cell per color, falling.
        let (root, buffer) = makeCompositedRoot(self, size: CGSize(width: 120, height: 200))
        let emitter = CAEmitterLayer()
        emitter.emitterPosition = CGPoint(x: 60, y: 0)
        emitter.emitterShape = .line
        emitter.emitterSize = CGSize(width: 120, height: 1)
        emitter.emitterCells = [red, green, blue].map { color in
            let confetti = CAEmitterCell()
            confetti.birthRate = 30
            confetti.lifetime = 7
            confetti.color = color
            confetti.velocity = 175
            confetti.velocityRange = 40
            confetti.emissionLongitude = .pi
            confetti.emissionRange = .pi
            confetti.spin = 1.75
            confetti.spinRange = 2
            confetti.scaleRange = 0.5
            confetti.scaleSpeed = -0.05
            confetti.contents = whiteImage(side: 6)
            return confetti
        }
        root.addSublayer(emitter)
        CATransaction.flush()
        advance(0.5)
        var painted = 0
        for y in stride(from: 2, to: 200, by: 2) {
            for x in stride(from: 0, to: 120, by: 2) where buffer.pixel(x, y).a > 0 { painted += 1 }
        }
        XCTAssertGreaterThan(painted, 20, "confetti falls into the view")
        emitter.birthRate = 0
        advance(7.1)
        XCTAssertEqual(emitter.particleSystem?.particles.count, 0)
        var left = 0
        for y in stride(from: 0, to: 200, by: 2) {
            for x in stride(from: 0, to: 120, by: 2) where buffer.pixel(x, y).a > 0 { left += 1 }
        }
        XCTAssertEqual(left, 0, "nothing left once the last lifetime is over")
    }
}
