@_spi(Rendering) @_spi(Diagnostics) import CoreGraphics

/// The composited pixels of one window (not Apple API; `@_spi(Rendering)` for UIKit and
/// the platform backends): premultiplied BGRA, `pixelWidth × pixelHeight`, the root layer's
/// bounds at `scale` pixels per point, first row at the top.
///
/// Each frame repaints only the damaged pixels; `damagedRects` lists them (in pixels, y down)
/// so that a backend can upload just those. A frame in which nothing changed paints nothing
/// and leaves `damagedRects` empty.
@_spi(Rendering)
@MainActor
public final class FrameBuffer {
    /// The root of the composited tree (a window's layer). Held weakly: a window that goes
    /// away takes its frame buffer with it.
    public private(set) weak var rootLayer: CALayer?
    public private(set) var pixelWidth = 0
    public private(set) var pixelHeight = 0
    public private(set) var bytesPerRow = 0
    /// Pixels per point.
    public private(set) var scale: CGFloat
    /// The damaged pixels of the last frame that painted (y down).
    public private(set) var damagedRects: [CGRect] = []
    /// How many frames painted something.
    public private(set) var frameCount = 0
    /// Pixels repainted by the last frame (the area of `damagedRects`).
    public private(set) var lastFramePixelCount = 0

    /// Declared before the memory it draws into, so that it is released first.
    private var context: CGContext?
    private var pixelMemory: PixelMemory?
    private var memory: UnsafeMutableRawPointer? { pixelMemory?.bytes }
    private var allocatedScale: CGFloat = 0
    private var pendingDamage: DamageRegion
    private var needsFullRedraw = true

    init(root: CALayer, scale: CGFloat) {
        rootLayer = root
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        pendingDamage = DamageRegion(bounds: .zero)
    }

    /// The frame buffer's size in points.
    public var size: CGSize {
        CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale)
    }

    /// Calls `body` with the pixels (`pixelHeight` rows of `bytesPerRow` bytes).
    public func withUnsafePixels<R>(_ body: (_ pixels: UnsafeRawBufferPointer, _ bytesPerRow: Int) throws -> R) rethrows -> R {
        try body(UnsafeRawBufferPointer(start: memory, count: memory == nil ? 0 : bytesPerRow * pixelHeight), bytesPerRow)
    }

    /// The first pixel (nil before the first frame); valid until the next frame that resizes
    /// the buffer. For backends that upload `damagedRects` from it.
    public var baseAddress: UnsafeRawPointer? {
        memory.map { UnsafeRawPointer($0) }
    }

    /// A copy of the pixels as an image (nil before the first frame).
    public func makeImage() -> CGImage? {
        context?.makeImage()
    }

    /// Changes the pixels per point (a window moved to another screen); repaints everything.
    public func setScale(_ newScale: CGFloat) {
        guard newScale.isFinite, newScale > 0, newScale != scale else { return }
        scale = newScale
        setNeedsFullRedraw()
    }

    /// Repaints every pixel at the next frame.
    public func setNeedsFullRedraw() {
        needsFullRedraw = true
        LayerCompositor.shared.requestFrame()
    }

    var hasPendingWork: Bool {
        guard let root = rootLayer else { return false }
        return needsFullRedraw || !pendingDamage.isEmpty
            || root.flags.contains(.compositeDirty) || root.flags.contains(.descendantCompositeDirty)
    }

    func addDamage(_ rect: CGRect) {
        pendingDamage.add(rect)
    }

    /// Composites a frame if anything changed; returns whether pixels were painted.
    func composite() -> Bool {
        guard let root = rootLayer else { return false }
        resizeIfNeeded(for: root)
        guard hasPendingWork, let context else {
            damagedRects = []
            lastFramePixelCount = 0
            return false
        }
        var damage = pendingDamage
        pendingDamage = DamageRegion(bounds: damage.bounds)
        if needsFullRedraw {
            damage.addAll()
            needsFullRedraw = false
        }
        let rootMap = Homography.translation(-root._bounds.minX, -root._bounds.minY).concatenating(.scale(scale))
        var walker = DamageWalker(damage: damage)
        walker.updateRoot(root, map: rootMap, clip: damage.bounds)
        damage = walker.damage
        LayerCompositor.shared.backdrops.expand(&damage, root: root)
        guard !damage.isEmpty else {
            damagedRects = []
            lastFramePixelCount = 0
            return false
        }
        paint(root, damage: damage, in: context)
        damagedRects = damage.rects
        lastFramePixelCount = damage.rects.reduce(0) { $0 + Int($1.width * $1.height) }
        frameCount += 1
        return true
    }

    private func paint(_ root: CALayer, damage: DamageRegion, in ctx: CGContext) {
        ctx.saveGState()
        let userRects = damage.rects.map {
            CGRect(x: $0.minX / scale, y: $0.minY / scale, width: $0.width / scale, height: $0.height / scale)
        }
        ctx.clip(to: userRects)
        // An opaque, square root background covers every pixel anyway.
        let coversEverything = (root._backgroundColor?.alpha ?? 0) >= 1 && root._cornerRadius <= 0
            && root._opacity >= 1 && !root.isHidden && root._bounds.size == CGSize(width: CGFloat(pixelWidth) / scale,
                                                                                    height: CGFloat(pixelHeight) / scale)
        if !coversEverything {
            for rect in userRects { ctx.clear(rect) }
        }
        ctx.translateBy(x: -root._bounds.minX, y: -root._bounds.minY)
        let renderer = LayerTreeRenderer(damage: damage, deviceHeight: CGFloat(pixelHeight))
        renderer.drawRoot(root, in: ctx)
        ctx.restoreGState()
        ctx.flush()
    }

    /// Reallocates the pixels when the root's size or the scale changed.
    private func resizeIfNeeded(for root: CALayer) {
        let size = root._bounds.size
        var width = Int(saturating: (size.width * scale - 1e-6).rounded(.up))
        var height = Int(saturating: (size.height * scale - 1e-6).rounded(.up))
        if !size.width.isFinite || !size.height.isFinite { width = 0; height = 0 }
        width = Swift.max(0, width)
        height = Swift.max(0, height)
        let limit = LayerCompositor.maximumFrameBufferSide
        if width > limit || height > limit {
            FrameworkLog.log("FrameBuffer: a \(width) × \(height) pixel window exceeds \(limit) pixels per side; clamped")
            width = Swift.min(width, limit)
            height = Swift.min(height, limit)
        }
        guard width != pixelWidth || height != pixelHeight || allocatedScale != scale else { return }
        allocatedScale = scale
        context = nil
        pixelMemory = nil
        pixelWidth = width
        pixelHeight = height
        bytesPerRow = width * 4
        pendingDamage = DamageRegion(bounds: CGRect(x: 0, y: 0, width: width, height: height))
        needsFullRedraw = true
        guard width > 0, height > 0 else { return }
        let memory = PixelMemory(byteCount: bytesPerRow * height)
        pixelMemory = memory
        // The context draws straight into this memory (BGRA is Cairo's own layout).
        context = CGContext(pixels: memory.bytes, pixelWidth: width, pixelHeight: height, bytesPerRow: bytesPerRow,
                            scale: scale)
    }
}

/// Zeroed memory freed with its owner (the context over it is released first).
private final class PixelMemory {
    let bytes: UnsafeMutableRawPointer

    init(byteCount: Int) {
        bytes = UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: 16)
        bytes.initializeMemory(as: UInt8.self, repeating: 0, count: byteCount)
    }

    deinit {
        bytes.deallocate()
    }
}
