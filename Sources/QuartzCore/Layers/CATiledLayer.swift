@_spi(Diagnostics) import CoreGraphics

/// A layer whose content is drawn in tiles (Core Animation): displaying it calls `draw(in:)`
/// (by default the delegate's `draw(_:in:)`) once per tile of `tileSize` pixels that the area
/// to draw touches, each call clipped to its tile (so `ctx.boundingBoxOfClipPath` is the
/// tile's rectangle in the layer's space, as tiled drawing code expects).
///
/// Differs from iOS: tiles are drawn at once, on the thread that displays the layer (iOS
/// draws them on background threads and fades them in over `fadeDuration()`), at the
/// layer's `contentsScale` only: `levelsOfDetail` and `levelsOfDetailBias` are kept but draw
/// no other zoom levels.
open class CATiledLayer: CALayer {
    /// Seconds a new tile takes to fade in on iOS (0.25). Tiles appear at once here.
    open class func fadeDuration() -> CFTimeInterval { 0.25 }

    /// Zoom levels the content can be drawn at (1).
    open var levelsOfDetail: Int = 1 {
        didSet {
            if levelsOfDetail < 1 {
                FrameworkLog.log("CATiledLayer.levelsOfDetail = \(levelsOfDetail): at least 1 level is drawn")
            }
        }
    }

    /// Levels of detail magnified beyond 1:1 (0).
    open var levelsOfDetailBias: Int = 0

    /// The largest tile, in pixels of the backing store (256 × 256).
    open var tileSize = CGSize(width: 256, height: 256) {
        didSet {
            if !(tileSize.width >= 1 && tileSize.height >= 1 && tileSize.width.isFinite && tileSize.height.isFinite) {
                FrameworkLog.log("CATiledLayer.tileSize = \(tileSize): not a drawable size; drawing in 256 × 256 tiles")
            }
        }
    }

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CATiledLayer {
            levelsOfDetail = other.levelsOfDetail
            levelsOfDetailBias = other.levelsOfDetailBias
            tileSize = other.tileSize
        }
    }

    /// The tiles' size in the layer's points.
    var tileSizeInPoints: CGSize {
        let valid = tileSize.width >= 1 && tileSize.height >= 1 && tileSize.width.isFinite && tileSize.height.isFinite
        let pixels = valid ? tileSize : CGSize(width: 256, height: 256)
        let scale = contentsScale > 0 && contentsScale.isFinite ? contentsScale : 1
        return CGSize(width: pixels.width / scale, height: pixels.height / scale)
    }

    /// Calls `draw(in:)` for each tile the context's clip touches (row by row, top to
    /// bottom), clipped to the tile.
    override func drawBackingStoreContent(in ctx: CGContext) {
        let area = ctx.boundingBoxOfClipPath.intersection(bounds)
        guard !area.isNull, !area.isEmpty else { return }
        let tile = tileSizeInPoints
        let origin = bounds.origin
        let firstColumn = Int(((area.minX - origin.x) / tile.width).rounded(.down))
        let lastColumn = Int(((area.maxX - origin.x) / tile.width).rounded(.up)) - 1
        let firstRow = Int(((area.minY - origin.y) / tile.height).rounded(.down))
        let lastRow = Int(((area.maxY - origin.y) / tile.height).rounded(.up)) - 1
        guard firstColumn <= lastColumn, firstRow <= lastRow else { return }
        for row in firstRow...lastRow {
            for column in firstColumn...lastColumn {
                let rect = CGRect(x: origin.x + CGFloat(column) * tile.width, y: origin.y + CGFloat(row) * tile.height,
                                  width: tile.width, height: tile.height).intersection(bounds)
                guard !rect.isNull, !rect.isEmpty else { continue }
                ctx.saveGState()
                ctx.clip(to: rect)
                draw(in: ctx)
                ctx.restoreGState()
            }
        }
    }
}
