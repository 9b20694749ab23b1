internal import CCairo

/// A drawing destination (CoreGraphics): a bitmap in memory or a PDF document, drawn by Cairo.
///
/// Coordinate spaces, as in CoreGraphics:
/// - *user space* is where you draw; `ctm` maps it to device space;
/// - *device space* is y-up with the origin at the bottom-left of the bitmap (or PDF media
///   box), in pixels (points for PDF). A fresh bitmap context's `ctm` is the identity, so
///   `fill(CGRect(x: 0, y: 0, width: 1, height: 1))` paints the bottom-left pixel, which is the
///   first pixel of the *last* row in memory.
/// - *base space* is where shadow offsets and blur are measured: device space for contexts made
///   with Apple's initializers, the y-down point space of a UIKit-style context made with the
///   `@_spi(Rendering)` initializer (so positive shadow heights go down, as on iOS).
///
/// Internally Cairo's matrix is always `ctm` followed by `deviceFlip`, the fixed map from
/// CoreGraphics' y-up device space to Cairo's y-down one.
///
/// The current path is kept in Swift (in device space, like CoreGraphics, so later CTM changes
/// do not move it) and replayed into Cairo when it is painted.
public final class CGContext {
    enum Backing {
        case bitmap(BitmapBacking)
        case pdf(PDFBacking)
    }

    let backing: Backing
    var surface: OpaquePointer
    var cr: OpaquePointer
    /// CoreGraphics device space (y-up) → Cairo device space (y-down).
    var deviceFlip: CGAffineTransform
    /// Base space → Cairo device space, for shadow offsets (translation ignored) and blur.
    var baseToDevice: CGAffineTransform
    /// The CTM a page or a context starts with.
    let initialCTM: CGAffineTransform
    var state: GraphicsState
    var savedStates: [GraphicsState] = []
    /// For each open transparency layer: the state to restore at its end and the save depth.
    var transparencyLayers: [(state: GraphicsState, depth: Int)] = []
    /// The current path, in CoreGraphics device space.
    var devicePath = CGMutablePath()
    /// Not part of the graphics state (CoreGraphics).
    var allowsAntialiasingFlag = true
    /// The text matrix and the font permissions: context-wide, not part of the graphics state.
    var contextText = ContextTextSettings()
    /// No drawing call, clear or access to the memory has happened yet (so a bitmap that
    /// started transparent still is, without reading its pixels).
    var pixelsUntouched = true
    /// The pixels now belong to an image (`makeImageSharingPixels()`); drawing is ignored.
    var pixelsHandedOff = false
    /// Run once the context is gone (a bitmap's release callback).
    var onRelease: (() -> Void)?

    init(backing: Backing, surface: OpaquePointer, deviceFlip: CGAffineTransform,
         baseToDevice: CGAffineTransform, initialCTM: CGAffineTransform) {
        self.backing = backing
        self.surface = surface
        cr = cairo_create(surface)!
        self.deviceFlip = deviceFlip
        self.baseToDevice = baseToDevice
        self.initialCTM = initialCTM
        state = GraphicsState(ctm: initialCTM)
    }

    deinit {
        if case .pdf(let pdf) = backing, !pdf.isClosed {
            // CoreGraphics closes a PDF context when it is released.
            closePDF()
        }
        cairo_destroy(cr)
        // Finish before the memory behind a bitmap surface goes away with `backing`.
        cairo_surface_finish(surface)
        cairo_surface_destroy(surface)
        onRelease?()
    }

    var bitmap: BitmapBacking? {
        if case .bitmap(let bitmap) = backing { return bitmap }
        return nil
    }

    var pdf: PDFBacking? {
        if case .pdf(let pdf) = backing { return pdf }
        return nil
    }

    /// Makes the pending drawing visible to readers of the bitmap's memory (and flushes a PDF
    /// consumer's file).
    public func flush() {
        cairo_surface_flush(surface)
        bitmap?.exportToData()
        pdf?.consumer.flush()
    }

    /// CoreGraphics: marks a window context for update; there is nothing to do for bitmaps.
    public func synchronize() {}
}
