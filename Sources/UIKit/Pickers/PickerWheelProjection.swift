/// Where a wheel's rows appear on screen: UIKit draws a picker's rows on a cylinder that
/// faces the viewer, seen in perspective. A row at the centre line is drawn as is; rows away
/// from it turn away, so they crowd together, shrink and fade, and a row that has turned a
/// quarter circle is out of sight.
///
/// UIKit's numbers (its iOS picker style): one row turns the wheel by
/// 2π / ⌈2 · height / rowHeight⌉ (14 rows round the wheel at 216 / 32), the radius is
/// height / π × 1.05, and the perspective is m34 = −1/900. Rows away from the centre use a
/// 21-point font against 23.5 at the centre; here that is a scale on the row, so custom row
/// views shrink alike. The fading follows UIKit's mask (at most 0.8 of the colour outside
/// the selection band, falling to nothing at the edges) blended to full strength as a row
/// enters the band.
///
/// Differs from UIKit: each row gets an affine transform (a scale and a position) rather
/// than a 3D rotation, so a row's top and bottom edges are not foreshortened apart; for a
/// 32-point row the difference stays below a pixel.
struct PickerWheelProjection: Equatable {
    struct Placement: Equatable {
        /// The row's centre relative to the centre line (positive below), on screen.
        let centerY: CGFloat
        let scaleX: CGFloat
        let scaleY: CGFloat
        let alpha: CGFloat

        static let identity = Placement(centerY: 0, scaleX: 1, scaleY: 1, alpha: 1)

        var transform: CGAffineTransform {
            scaleX == 1 && scaleY == 1 ? .identity : CGAffineTransform(scaleX: scaleX, y: scaleY)
        }
    }

    let viewportHeight: CGFloat
    let rowHeight: CGFloat

    /// UIKit's eye distance: CATransform3D.m34 = −1/900.
    static let eyeDistance: CGFloat = 900
    /// UIKit's non-centre font over its centre font (21 / 23.5 points).
    static let outerScale: CGFloat = 21 / 23.5
    /// The strongest colour outside the selection band (UIKit's mask gradient peaks at 0.8).
    static let outerAlpha: CGFloat = 0.8

    init(viewportHeight: CGFloat, rowHeight: CGFloat) {
        self.viewportHeight = viewportHeight.isFinite ? max(viewportHeight, 1) : 1
        self.rowHeight = PickerWheel.sanitizedRowHeight(rowHeight)
    }

    /// Rows round the whole wheel.
    var rowsPerTurn: CGFloat { (2 * viewportHeight / rowHeight).rounded(.up) }

    var radiansPerPoint: CGFloat { 2 * .pi / rowsPerTurn / rowHeight }

    var radius: CGFloat { viewportHeight / .pi * 1.05 }

    /// The farthest a row's centre can be from the centre line (along the wheel) and still
    /// face the viewer.
    var visibleDistance: CGFloat { (.pi / 2) / radiansPerPoint }

    /// Where a row whose centre lies `distance` points along the wheel from the centre line
    /// appears; nil once it has turned away.
    func placement(forDistance distance: CGFloat) -> Placement? {
        guard distance.isFinite else { return nil }
        if abs(distance) < 0.001 { return .identity }
        let angle = distance * radiansPerPoint
        guard abs(angle) < .pi / 2 else { return nil }
        let depth = radius * (cos(angle) - 1) // ≤ 0: away from the viewer
        let perspective = 1 / (1 - depth / Self.eyeDistance)
        let centerY = radius * sin(angle) * perspective
        // How much of the row lies in the selection band: 1 at the centre, 0 a row away.
        let nearness = max(0, 1 - abs(centerY) / rowHeight)
        let fontScale = Self.outerScale + (1 - Self.outerScale) * nearness
        let outer = Self.outerAlpha * pow(cos(angle), 1.5)
        return Placement(centerY: centerY, scaleX: perspective * fontScale, scaleY: perspective * cos(angle) * fontScale,
                         alpha: outer + (1 - outer) * nearness)
    }
}
