import Foundation

/// Our drawings of the symbols UIKit shows for system bar items and tab bar items, and the
/// back chevron (SF Symbols are not available on Linux): template images, so the bar tints
/// them. Shapes are ours, sized as the symbols at the bar's 17 pt text size.
enum BarGlyph: Sendable {
    case add, compose, reply, action, organize, bookmarks, search, refresh, stop, camera, trash
    case play, pause, rewind, fastForward, close
    case backChevron
    case star, clock, person, ellipsis, download, history, contacts, grid

    @MainActor
    init?(systemItem: UIBarButtonItem.SystemItem) {
        switch systemItem {
        case .add: self = .add
        case .compose: self = .compose
        case .reply: self = .reply
        case .action: self = .action
        case .organize: self = .organize
        case .bookmarks: self = .bookmarks
        case .search: self = .search
        case .refresh: self = .refresh
        case .stop: self = .stop
        case .camera: self = .camera
        case .trash: self = .trash
        case .play: self = .play
        case .pause: self = .pause
        case .rewind: self = .rewind
        case .fastForward: self = .fastForward
        case .close: self = .close
        default: return nil
        }
    }

    var size: CGSize {
        switch self {
        case .backChevron: return CGSize(width: 13, height: 21)
        case .grid, .star, .clock, .person, .ellipsis, .download, .history, .contacts: return CGSize(width: 25, height: 25)
        default: return CGSize(width: 22, height: 22)
        }
    }

    @MainActor
    var image: UIImage {
        let format = UIGraphicsImageRendererFormat.default()
        let key = DrawnKey(glyph: self, scale: format.scale)
        if let drawn = Self.drawn[key] { return drawn }
        let size = self.size
        let image = UIGraphicsImageRenderer(size: size, format: format).image { _ in
            UIColor.black.setStroke()
            UIColor.black.setFill()
            draw(in: CGRect(origin: .zero, size: size).insetBy(dx: 2, dy: 2))
        }.withRenderingMode(.alwaysTemplate)
        Self.drawn[key] = image
        return image
    }

    private struct DrawnKey: Hashable {
        let glyph: BarGlyph
        let scale: CGFloat
    }

    /// Glyphs drawn so far, by glyph and scale: every navigation bar's back button (a new one
    /// per pushed screen) shows the chevron.
    // UIKit: image objects are immutable, so one drawing can be shown by every bar.
    @MainActor private static var drawn: [DrawnKey: UIImage] = [:]

    @MainActor
    private func draw(in box: CGRect) {
        let path = UIBezierPath()
        path.lineWidth = 2
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        let (x0, y0, x1, y1, mx, my, w, h) = (box.minX, box.minY, box.maxX, box.maxY, box.midX, box.midY, box.width, box.height)
        func line(_ points: [(CGFloat, CGFloat)]) {
            guard let first = points.first else { return }
            path.move(to: CGPoint(x: first.0, y: first.1))
            for point in points.dropFirst() { path.addLine(to: CGPoint(x: point.0, y: point.1)) }
        }
        var fill = false
        switch self {
        case .add:
            line([(mx, y0), (mx, y1)]); line([(x0, my), (x1, my)])
        case .stop:
            line([(x0 + 2, y0 + 2), (x1 - 2, y1 - 2)]); line([(x1 - 2, y0 + 2), (x0 + 2, y1 - 2)])
        case .close:
            // UIKit (iOS 13+): an xmark in a gray circle.
            UIColor.black.withAlphaComponent(0.15).setFill()
            UIBezierPath(ovalIn: box).fill()
            line([(x0 + w * 0.32, y0 + h * 0.32), (x1 - w * 0.32, y1 - h * 0.32)])
            line([(x1 - w * 0.32, y0 + h * 0.32), (x0 + w * 0.32, y1 - h * 0.32)])
        case .search:
            path.append(UIBezierPath(ovalIn: CGRect(x: x0, y: y0, width: w * 0.7, height: h * 0.7)))
            line([(x0 + w * 0.6, y0 + h * 0.6), (x1, y1)])
        case .trash:
            line([(x0, y0 + 3), (x1, y0 + 3)]); line([(mx - 3, y0 + 3), (mx - 3, y0), (mx + 3, y0), (mx + 3, y0 + 3)])
            line([(x0 + 2, y0 + 3), (x0 + 3, y1), (x1 - 3, y1), (x1 - 2, y0 + 3)])
        case .play:
            line([(x0 + 3, y0), (x1, my), (x0 + 3, y1)]); path.close(); fill = true
        case .pause:
            path.append(UIBezierPath(rect: CGRect(x: x0 + 3, y: y0, width: 4, height: h)))
            path.append(UIBezierPath(rect: CGRect(x: x1 - 7, y: y0, width: 4, height: h))); fill = true
        case .rewind:
            line([(mx, y0 + 3), (x0, my), (mx, y1 - 3)]); path.close()
            line([(x1, y0 + 3), (mx, my), (x1, y1 - 3)]); path.close(); fill = true
        case .fastForward:
            line([(x0, y0 + 3), (mx, my), (x0, y1 - 3)]); path.close()
            line([(mx, y0 + 3), (x1, my), (mx, y1 - 3)]); path.close(); fill = true
        case .refresh:
            path.addArc(withCenter: CGPoint(x: mx, y: my), radius: w / 2 - 1, startAngle: -.pi / 2, endAngle: .pi * 1.3, clockwise: true)
            line([(mx - 3, y0 - 2), (mx + 1, y0 + 1), (mx - 3, y0 + 4)])
        case .action:
            line([(x0 + 4, y0 + 8), (x0 + 1, y0 + 8), (x0 + 1, y1), (x1 - 1, y1), (x1 - 1, y0 + 8), (x1 - 4, y0 + 8)])
            line([(mx, y1 - 6), (mx, y0)]); line([(mx - 4, y0 + 4), (mx, y0), (mx + 4, y0 + 4)])
        case .compose:
            line([(mx, y0 + 2), (x0, y0 + 2), (x0, y1), (x1 - 2, y1), (x1 - 2, my)])
            line([(mx - 2, my + 2), (x1, y0)])
        case .reply:
            line([(x0 + 7, y0 + 3), (x0, my - 2), (x0 + 7, y1 - 7)])
            path.move(to: CGPoint(x: x0, y: my - 2))
            path.addCurve(to: CGPoint(x: x1, y: y1), controlPoint1: CGPoint(x: x1 - 4, y: my - 2), controlPoint2: CGPoint(x: x1, y: my))
        case .organize:
            line([(x0, y0 + 3), (x0 + 6, y0 + 3), (x0 + 8, y0 + 6), (x1, y0 + 6), (x1, y1 - 2), (x0, y1 - 2)]); path.close()
        case .bookmarks:
            line([(mx, y0 + 3), (mx, y1 - 1)])
            line([(mx, y0 + 3), (x0, y0 + 1), (x0, y1 - 3), (mx, y1 - 1), (x1, y1 - 3), (x1, y0 + 1), (mx, y0 + 3)])
        case .camera:
            path.append(UIBezierPath(roundedRect: CGRect(x: x0, y: y0 + 4, width: w, height: h - 5), cornerRadius: 3))
            path.append(UIBezierPath(ovalIn: CGRect(x: mx - 4, y: my - 2, width: 8, height: 8)))
            line([(mx - 4, y0 + 4), (mx - 2, y0 + 1), (mx + 2, y0 + 1), (mx + 4, y0 + 4)])
        case .backChevron:
            // UIKit's back indicator: a thin chevron pointing to the leading edge.
            path.lineWidth = 3
            line([(x1 - 1, y0), (x0 + 1, my), (x1 - 1, y1)])
        case .star:
            var points: [(CGFloat, CGFloat)] = []
            for index in 0..<10 {
                let angle = -CGFloat.pi / 2 + CGFloat(index) * .pi / 5
                let radius = index.isMultiple(of: 2) ? w / 2 : w / 4.4
                points.append((mx + cos(angle) * radius, my + sin(angle) * radius))
            }
            line(points); path.close(); fill = true
        case .clock, .history:
            path.append(UIBezierPath(ovalIn: box))
            line([(mx, y0 + 4), (mx, my), (mx + 5, my + 3)])
        case .person, .contacts:
            path.append(UIBezierPath(ovalIn: CGRect(x: mx - 4.5, y: y0, width: 9, height: 9)))
            path.move(to: CGPoint(x: x0 + 1, y: y1))
            path.addCurve(to: CGPoint(x: x1 - 1, y: y1), controlPoint1: CGPoint(x: x0 + 2, y: my), controlPoint2: CGPoint(x: x1 - 2, y: my))
            path.close(); fill = true
        case .ellipsis:
            for dx in [-7, 0, 7] as [CGFloat] { path.append(UIBezierPath(ovalIn: CGRect(x: mx + dx - 2, y: my - 2, width: 4, height: 4))) }
            fill = true
        case .download:
            line([(mx, y0), (mx, y1 - 5)]); line([(mx - 5, y1 - 10), (mx, y1 - 5), (mx + 5, y1 - 10)]); line([(x0, y1), (x1, y1)])
        case .grid:
            let side = (w - 3) / 2
            for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] as [(CGFloat, CGFloat)] {
                path.append(UIBezierPath(roundedRect: CGRect(x: x0 + dx * (side + 3), y: y0 + dy * (side + 3), width: side, height: side), cornerRadius: 2))
            }
            fill = true
        }
        if fill { path.fill() } else { path.stroke() }
    }
}
