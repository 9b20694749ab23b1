import XCTest
import FrameworkTestSupport
@testable import CoreGraphics

final class GradientTests: XCTestCase {
    private let redToBlue = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                       colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1),
                                                CGColor(red: 0, green: 0, blue: 1, alpha: 1)],
                                       locations: nil)!

    func testLinearGradientInterpolatesBetweenEndpoints() {
        let context = makeBGRAContext(width: 101, height: 1)
        context.drawLinearGradient(redToBlue, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 101, y: 0), options: [])
        let first = context.pixel(x: 0, yUp: 0), middle = context.pixel(x: 50, yUp: 0), last = context.pixel(x: 100, yUp: 0)
        XCTAssertGreaterThan(first.r, 250)
        XCTAssertGreaterThan(last.b, 250)
        XCTAssertEqual(Int(middle.r), 127, accuracy: 4)
        XCTAssertEqual(Int(middle.b), 127, accuracy: 4)
        XCTAssertEqual(middle.a, 255)
    }

    func testLinearGradientWithoutOptionsPaintsOnlyBetweenStartAndEnd() {
        let context = makeBGRAContext(width: 30, height: 1)
        context.drawLinearGradient(redToBlue, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 20, y: 0), options: [])
        XCTAssertEqual(context.pixel(x: 5, yUp: 0), .clear)
        XCTAssertEqual(context.pixel(x: 25, yUp: 0), .clear)
        XCTAssertEqual(context.pixel(x: 15, yUp: 0).a, 255)
    }

    func testDrawsAfterEndLocationExtendsOnlyTheEnd() {
        let context = makeBGRAContext(width: 30, height: 1)
        context.drawLinearGradient(redToBlue, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 20, y: 0),
                                   options: .drawsAfterEndLocation)
        XCTAssertEqual(context.pixel(x: 5, yUp: 0), .clear)
        XCTAssertEqual(context.pixel(x: 27, yUp: 0), .blue)
    }

    func testDrawsBeforeStartLocationExtendsOnlyTheStart() {
        let context = makeBGRAContext(width: 30, height: 1)
        context.drawLinearGradient(redToBlue, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 20, y: 0),
                                   options: .drawsBeforeStartLocation)
        XCTAssertEqual(context.pixel(x: 2, yUp: 0), .red)
        XCTAssertEqual(context.pixel(x: 25, yUp: 0), .clear)
    }

    func testBothOptionsExtendBothEnds() {
        let context = makeBGRAContext(width: 30, height: 1)
        context.drawLinearGradient(redToBlue, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 20, y: 0),
                                   options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        XCTAssertEqual(context.pixel(x: 2, yUp: 0), .red)
        XCTAssertEqual(context.pixel(x: 27, yUp: 0), .blue)
    }

    func testGradientFillsOnlyTheClip() {
        let context = makeBGRAContext(width: 10, height: 10)
        context.clip(to: CGRect(x: 0, y: 0, width: 5, height: 10))
        context.drawLinearGradient(redToBlue, start: .zero, end: CGPoint(x: 10, y: 0),
                                   options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        XCTAssertEqual(context.count { $0.a == 255 }, 50)
    }

    func testRadialGradientWithoutOptionsStopsAtTheEndCircle() {
        let context = makeBGRAContext(width: 21, height: 21)
        let center = CGPoint(x: 10.5, y: 10.5)
        context.drawRadialGradient(redToBlue, startCenter: center, startRadius: 0, endCenter: center, endRadius: 8,
                                   options: [])
        XCTAssertGreaterThan(context.pixel(x: 10, yUp: 10).r, 240, "red at the center")
        XCTAssertEqual(context.pixel(x: 0, yUp: 0), .clear, "nothing outside the end circle")
        let edge = context.pixel(x: 10, yUp: 17)
        XCTAssertGreaterThan(edge.b, edge.r, "blue toward the end circle")
    }

    func testRadialGradientDrawsAfterEndFillsOutside() {
        let context = makeBGRAContext(width: 21, height: 21)
        let center = CGPoint(x: 10.5, y: 10.5)
        context.drawRadialGradient(redToBlue, startCenter: center, startRadius: 0, endCenter: center, endRadius: 5,
                                   options: .drawsAfterEndLocation)
        XCTAssertEqual(context.pixel(x: 0, yUp: 0), .blue)
        XCTAssertGreaterThan(context.pixel(x: 10, yUp: 10).r, 240)
    }

    func testRadialGradientDrawsBeforeStartFillsInsideStartCircleOnly() {
        let context = makeBGRAContext(width: 21, height: 21)
        let center = CGPoint(x: 10.5, y: 10.5)
        context.drawRadialGradient(redToBlue, startCenter: center, startRadius: 4, endCenter: center, endRadius: 8,
                                   options: .drawsBeforeStartLocation)
        XCTAssertEqual(context.pixel(x: 10, yUp: 10), .red, "inside the start circle: the first color")
        XCTAssertEqual(context.pixel(x: 0, yUp: 0), .clear, "outside the end circle: nothing")
    }

    func testComponentInitializerUsesTheSpaceComponentCount() throws {
        let components: [CGFloat] = [0, 1, 1, 1]
        let locations: [CGFloat] = [0, 1]
        let gradient = try XCTUnwrap(CGGradient(colorSpace: CGColorSpaceCreateDeviceGray(), colorComponents: components,
                                                locations: locations, count: 2))
        let context = makeBGRAContext(width: 10, height: 1)
        context.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 10, y: 0),
                                   options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        XCTAssertLessThan(context.pixel(x: 0, yUp: 0).r, 20)
        XCTAssertGreaterThan(context.pixel(x: 9, yUp: 0).r, 235)
        XCTAssertEqual(context.pixel(x: 9, yUp: 0).r, context.pixel(x: 9, yUp: 0).b)
    }

    func testEmptyGradientIsNil() {
        XCTAssertNil(CGGradient(colorsSpace: nil, colors: [], locations: nil))
    }

    /// iOS code passes the colors as a `CFArray`; every element must be a color.
    func testColorsGivenAsCFArray() {
        let colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
        let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors as CFArray, locations: nil)
        XCTAssertEqual(gradient?.stops.count, 2)
        XCTAssertEqual(gradient?.stops.last?.location, 1)
        XCTAssertNil(CGGradient(colorsSpace: nil, colors: [colors[0], "not a color"] as CFArray, locations: nil))
    }
}
