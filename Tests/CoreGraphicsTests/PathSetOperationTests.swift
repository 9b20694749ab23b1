import XCTest
@testable import CoreGraphics

/// iOS 16 `CGPath` set operations: areas against analytic values, containment against the
/// operands' `contains`, and degenerate input.
final class PathSetOperationTests: XCTestCase {
    private let square = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
    private let shifted = CGPath(rect: CGRect(x: 5, y: 5, width: 10, height: 10), transform: nil)

    func testOverlappingSquaresGiveTheAnalyticAreas() {
        XCTAssertEqual(PathGeometry.area(square.union(shifted)), 175, accuracy: 1e-9)
        XCTAssertEqual(PathGeometry.area(square.intersection(shifted)), 25, accuracy: 1e-9)
        XCTAssertEqual(PathGeometry.area(square.subtracting(shifted)), 75, accuracy: 1e-9)
        XCTAssertEqual(PathGeometry.area(shifted.subtracting(square)), 75, accuracy: 1e-9)
        XCTAssertEqual(PathGeometry.area(square.symmetricDifference(shifted)), 150, accuracy: 1e-9)
    }

    func testUnionOfSquaresIsOneRingOfEightCornersWithoutCollinearVertices() {
        let union = square.union(shifted)
        let types = PathGeometry.elementTypes(union)
        XCTAssertEqual(types.first, .moveToPoint)
        XCTAssertEqual(types.last, .closeSubpath)
        XCTAssertEqual(types.filter { $0 == .addLineToPoint }.count, 7) // 8 corners
        XCTAssertEqual(union.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 15, height: 15))
    }

    func testOverlappingCirclesGiveTheLensAreas() {
        let r: CGFloat = 50, d: CGFloat = 50
        let a = CGPath(ellipseIn: CGRect(x: -r, y: -r, width: 2 * r, height: 2 * r), transform: nil)
        let b = CGPath(ellipseIn: CGRect(x: d - r, y: -r, width: 2 * r, height: 2 * r), transform: nil)
        let disc = Double.pi * Double(r * r)
        let lens = 2 * Double(r * r) * acos(Double(d / (2 * r))) - Double(d / 2) * (4 * Double(r * r) - Double(d * d)).squareRoot()
        // Curves are flattened to within 0.01, and the ellipse itself is four cubics: 0.2% is ample.
        XCTAssertEqual(PathGeometry.area(a.intersection(b)), lens, accuracy: lens * 2e-3)
        XCTAssertEqual(PathGeometry.area(a.union(b)), 2 * disc - lens, accuracy: disc * 2e-3)
        XCTAssertEqual(PathGeometry.area(a.subtracting(b)), disc - lens, accuracy: disc * 2e-3)
        XCTAssertEqual(PathGeometry.area(a.symmetricDifference(b)), 2 * (disc - lens), accuracy: disc * 2e-3)

        var generator = SplitMix64(seed: 7)
        let union = a.union(b), intersection = a.intersection(b), difference = a.subtracting(b)
        var checked = 0
        while checked < 300 {
            let p = CGPoint(x: CGFloat.random(in: -60...110, using: &generator), y: CGFloat.random(in: -60...60, using: &generator))
            let da = hypot(p.x, p.y), db = hypot(p.x - d, p.y)
            guard abs(da - r) > 0.5, abs(db - r) > 0.5 else { continue }
            checked += 1
            XCTAssertEqual(union.contains(p), da < r || db < r, "\(p)")
            XCTAssertEqual(intersection.contains(p), da < r && db < r, "\(p)")
            XCTAssertEqual(difference.contains(p), da < r && db >= r, "\(p)")
        }
    }

    func testResultsAreClosedSubpaths() {
        let open = CGMutablePath()
        open.addLines(between: [CGPoint(x: 2, y: -5), CGPoint(x: 8, y: -5), CGPoint(x: 5, y: 20)])
        for result in [square.union(open), square.intersection(open), open.normalized(), square.symmetricDifference(open)] {
            let types = PathGeometry.elementTypes(result)
            XCTAssertFalse(types.isEmpty)
            XCTAssertEqual(types.filter { $0 == .moveToPoint }.count, types.filter { $0 == .closeSubpath }.count)
            XCTAssertEqual(types.last, .closeSubpath)
        }
    }

    func testNormalizedFillsTheSameUnderEitherRule() {
        let star = CGMutablePath()
        star.addLines(between: (0..<5).map { i in
            let angle = CGFloat(i) * 4 * .pi / 5
            return CGPoint(x: 10 * cos(angle), y: 10 * sin(angle))
        })
        star.closeSubpath()
        let winding = star.normalized(using: .winding), evenOdd = star.normalized(using: .evenOdd)
        XCTAssertGreaterThan(PathGeometry.area(winding), PathGeometry.area(evenOdd)) // the center pentagon
        for p in [CGPoint.zero, CGPoint(x: 0.5, y: 0.3), CGPoint(x: 6, y: 0.5), CGPoint(x: -9, y: 9)] {
            XCTAssertEqual(winding.contains(p, using: .winding), star.contains(p, using: .winding), "\(p)")
            XCTAssertEqual(winding.contains(p, using: .evenOdd), star.contains(p, using: .winding), "\(p)")
            XCTAssertEqual(evenOdd.contains(p, using: .winding), star.contains(p, using: .evenOdd), "\(p)")
            XCTAssertEqual(evenOdd.contains(p, using: .evenOdd), star.contains(p, using: .evenOdd), "\(p)")
        }
    }

    func testNormalizedTwiceCoveredSquareDependsOnTheRule() {
        let twice = CGMutablePath()
        twice.addPath(square)
        twice.addPath(square)
        XCTAssertEqual(PathGeometry.area(twice.normalized(using: .winding)), 100, accuracy: 1e-9)
        XCTAssertTrue(twice.normalized(using: .evenOdd).isEmpty)
    }

    func testComponentsSeparatedKeepsHolesWithTheirOuterBoundary() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        // The hole, drawn the other way round so the winding rule leaves it empty too.
        path.addLines(between: [CGPoint(x: 2, y: 2), CGPoint(x: 2, y: 8), CGPoint(x: 8, y: 8), CGPoint(x: 8, y: 2)])
        path.closeSubpath()
        path.addRect(CGRect(x: 4, y: 4, width: 2, height: 2)) // an island in the hole
        path.addRect(CGRect(x: 20, y: 0, width: 5, height: 5))
        let components = path.componentsSeparated()
        XCTAssertEqual(components.count, 3)
        let areas = components.map(PathGeometry.area).sorted()
        XCTAssertEqual(areas[0], 4, accuracy: 1e-9)
        XCTAssertEqual(areas[1], 25, accuracy: 1e-9)
        XCTAssertEqual(areas[2], 64, accuracy: 1e-9)
        let ring = components.first { abs(PathGeometry.area($0) - 64) < 1e-6 }!
        XCTAssertEqual(PathGeometry.elementTypes(ring).filter { $0 == .moveToPoint }.count, 2)
        XCTAssertFalse(ring.contains(CGPoint(x: 5, y: 3)))
        XCTAssertTrue(ring.contains(CGPoint(x: 1, y: 5)))
    }

    func testComponentsSeparatedSplitsShapesTouchingAtACorner() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        path.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
        XCTAssertEqual(path.componentsSeparated().count, 2)
        XCTAssertEqual(PathGeometry.area(path.normalized()), 200, accuracy: 1e-9)
    }

    func testLineIntersectionAndSubtractingClipOpenLines() {
        let line = CGMutablePath()
        line.move(to: CGPoint(x: -5, y: 5))
        line.addLine(to: CGPoint(x: 20, y: 5))
        let inside = line.lineIntersection(square), outside = line.lineSubtracting(square)
        XCTAssertEqual(PathGeometry.polylines(inside), [[CGPoint(x: 0, y: 5), CGPoint(x: 10, y: 5)]])
        XCTAssertEqual(PathGeometry.polylines(outside), [[CGPoint(x: -5, y: 5), CGPoint(x: 0, y: 5)],
                                                         [CGPoint(x: 10, y: 5), CGPoint(x: 20, y: 5)]])
        XCTAssertFalse(PathGeometry.elementTypes(inside).contains(.closeSubpath))
    }

    func testLineOperationsKeepUncutClosedSubpathsClosedAndOpenCutOnes() {
        let small = CGPath(rect: CGRect(x: 2, y: 2, width: 2, height: 2), transform: nil)
        XCTAssertEqual(PathGeometry.elementTypes(small.lineIntersection(square)).last, .closeSubpath)
        XCTAssertTrue(small.lineSubtracting(square).isEmpty)
        let cut = shifted.lineIntersection(square)
        XCTAssertFalse(PathGeometry.elementTypes(cut).contains(.closeSubpath))
        // The part of the shifted square's outline inside the square: two edges of 5.
        XCTAssertEqual(PathGeometry.length(cut), 10, accuracy: 1e-9)
        XCTAssertEqual(PathGeometry.length(shifted.lineSubtracting(square)), 30, accuracy: 1e-9)
        // The inside part runs through the subpath's start point: one polyline, not two.
        XCTAssertEqual(PathGeometry.polylines(cut), [[CGPoint(x: 5, y: 10), CGPoint(x: 5, y: 5), CGPoint(x: 10, y: 5)]])
        XCTAssertEqual(PathGeometry.polylines(shifted.lineSubtracting(square)).count, 1)
    }

    func testIntersectsNeedsCommonArea() {
        XCTAssertTrue(square.intersects(shifted))
        XCTAssertTrue(square.intersects(CGPath(rect: CGRect(x: 2, y: 2, width: 1, height: 1), transform: nil)))
        XCTAssertFalse(square.intersects(CGPath(rect: CGRect(x: 10, y: 0, width: 5, height: 5), transform: nil)))
        XCTAssertFalse(square.intersects(CGPath(rect: CGRect(x: 30, y: 0, width: 5, height: 5), transform: nil)))
        let ring = CGMutablePath()
        ring.addRect(CGRect(x: -10, y: -10, width: 30, height: 30))
        ring.addRect(CGRect(x: -5, y: -5, width: 20, height: 20))
        XCTAssertFalse(square.intersects(ring, using: .evenOdd))
        XCTAssertTrue(square.intersects(ring, using: .winding))
    }

    func testDegenerateInputGivesEmptyOrUnchangedAreas() {
        let empty = CGMutablePath()
        XCTAssertTrue(empty.union(empty).isEmpty)
        XCTAssertTrue(square.intersection(empty).isEmpty)
        XCTAssertEqual(PathGeometry.area(square.union(empty)), 100, accuracy: 1e-9)
        XCTAssertEqual(PathGeometry.area(empty.symmetricDifference(square)), 100, accuracy: 1e-9)
        XCTAssertEqual(empty.componentsSeparated().count, 0)
        XCTAssertFalse(empty.intersects(square))
        XCTAssertTrue(empty.lineIntersection(square).isEmpty)

        let flat = CGMutablePath() // zero area: a line drawn there and back, and a lone point
        flat.addLines(between: [CGPoint(x: 1, y: 1), CGPoint(x: 9, y: 9)])
        flat.closeSubpath()
        flat.move(to: CGPoint(x: 3, y: 3))
        XCTAssertTrue(flat.normalized().isEmpty)
        XCTAssertEqual(PathGeometry.area(square.subtracting(flat)), 100, accuracy: 1e-9)
        XCTAssertEqual(PathGeometry.length(flat.lineIntersection(square)), 2 * 8 * 2.0.squareRoot(), accuracy: 1e-6)
    }

    func testNonFiniteSubpathsAreLeftOut() {
        // CGMutablePath drops elements with NaN or infinite points, so those are stored directly;
        // huge finite coordinates do reach the operations through it.
        var paths: [CGPath] = [CGFloat.nan, .infinity, -CGFloat.infinity].map { bad in
            CGPath(elements: square.elements + [.move(CGPoint(x: 0, y: 20)), .line(CGPoint(x: bad, y: 20)),
                                                .line(CGPoint(x: 5, y: 30)), .close])
        }
        for bad: CGFloat in [.greatestFiniteMagnitude, -1e300, 1e300] {
            let path = CGMutablePath()
            path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
            path.addLines(between: [CGPoint(x: 0, y: 20), CGPoint(x: bad, y: 20), CGPoint(x: 5, y: 30)])
            path.closeSubpath()
            paths.append(path)
        }
        for path in paths {
            XCTAssertEqual(PathGeometry.area(path.normalized()), 100, accuracy: 1e-9, "\(path)")
            XCTAssertEqual(PathGeometry.area(path.intersection(shifted)), 25, accuracy: 1e-9, "\(path)")
            XCTAssertEqual(path.componentsSeparated().count, 1, "\(path)")
            XCTAssertTrue(path.intersects(shifted), "\(path)")
            XCTAssertTrue(path.lineSubtracting(square).isEmpty, "\(path)")
        }
    }

    func testSubclassAndDefaultRuleCompileAsOnIOS() {
        let mutable: CGMutablePath = CGMutablePath()
        mutable.addEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        let results: [CGPath] = [mutable.union(square), mutable.intersection(square, using: .evenOdd),
                                 mutable.subtracting(square), mutable.symmetricDifference(square),
                                 mutable.lineIntersection(square), mutable.lineSubtracting(square),
                                 mutable.normalized()]
        let pieces: [CGPath] = mutable.componentsSeparated(using: .evenOdd)
        let hit: Bool = mutable.intersects(square)
        XCTAssertEqual(results.count, 7)
        XCTAssertEqual(pieces.count, 1)
        XCTAssertTrue(hit)
    }
}
