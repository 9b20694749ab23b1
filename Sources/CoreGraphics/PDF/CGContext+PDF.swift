internal import CCairo

// PDF contexts, through Cairo's PDF surface: paths, gradients and text stay vectors; images are
// embedded; shadows are embedded as images.
//
// Porting note: Apple's initializers take `CFURL` and `CFDictionary`; on Linux they take `URL`
// and `[String: Any]` (`CGContext(url as CFURL, mediaBox: &box, nil)` becomes
// `CGContext(url, mediaBox: &box, nil)`).
extension CGContext {
    /// A PDF context writing to the file at `url`. `mediaBox` defaults to US Letter
    /// (612 × 792 points). Nil when the file cannot be created.
    public convenience init?(_ url: URL, mediaBox: UnsafePointer<CGRect>?, _ auxiliaryInfo: [String: Any]?) {
        guard let consumer = CGDataConsumer(url: url) else { return nil }
        self.init(consumer: consumer, mediaBox: mediaBox, auxiliaryInfo)
    }

    /// A PDF context writing to `consumer`.
    public convenience init?(consumer: CGDataConsumer, mediaBox: UnsafePointer<CGRect>?, _ auxiliaryInfo: [String: Any]?) {
        let box = (mediaBox?.pointee ?? CGRect(x: 0, y: 0, width: 612, height: 792)).standardized
        guard box.isFiniteRect, box.width > 0, box.height > 0 else {
            FrameworkLog.log("CGContext(consumer:mediaBox:_:): invalid media box \(box); returning nil")
            return nil
        }
        let pdf = PDFBacking(consumer: consumer, mediaBox: box)
        let surface = cairo_pdf_surface_create_for_stream({ closure, bytes, length in
            let consumer = Unmanaged<CGDataConsumer>.fromOpaque(closure!).takeUnretainedValue()
            return consumer.write(bytes!, count: Int(length)) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_WRITE_ERROR
        }, Unmanaged.passUnretained(consumer).toOpaque(), Double(box.width), Double(box.height))!
        // The consumer outlives the surface: the context holds it through `backing` and
        // finishes the surface in `closePDF()` / deinit.
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            FrameworkLog.log("CGContext(consumer:mediaBox:_:): Cairo could not create a PDF surface; returning nil")
            return nil
        }
        CGContext.applyMetadata(auxiliaryInfo, to: surface)
        let flip = CGContext.pdfFlip(for: box)
        self.init(backing: .pdf(pdf), surface: surface, deviceFlip: flip, baseToDevice: flip, initialCTM: .identity)
    }

    /// Starts a page. `pageInfo` may hold `kCGPDFContextMediaBox` (a `CGRect`) to size this
    /// page; otherwise the context's media box is used. The graphics state starts fresh on
    /// every page.
    public func beginPDFPage(_ pageInfo: [String: Any]?) {
        let box = (pageInfo?[kCGPDFContextMediaBox] as? CGRect)?.standardized
        beginPage(mediaBox: box)
    }

    /// Starts a page with the given media box (nil: the context's).
    public func beginPage(mediaBox: UnsafePointer<CGRect>?) {
        beginPage(mediaBox: mediaBox?.pointee.standardized)
    }

    private func beginPage(mediaBox: CGRect?) {
        guard let pdf, !pdf.isClosed else {
            FrameworkLog.log("CGContext.beginPDFPage: not an open PDF context; ignored")
            return
        }
        if pdf.isInPage { endPDFPage() }
        var box = pdf.defaultMediaBox
        if let mediaBox, mediaBox.isFiniteRect, mediaBox.width > 0, mediaBox.height > 0 { box = mediaBox }
        pdf.pageMediaBox = box
        cairo_pdf_surface_set_size(surface, Double(box.width), Double(box.height))
        deviceFlip = CGContext.pdfFlip(for: box)
        baseToDevice = deviceFlip
        resetStateForNewPage()
        pdf.isInPage = true
    }

    /// Ends the current page.
    public func endPDFPage() {
        guard let pdf, pdf.isInPage else {
            FrameworkLog.log("CGContext.endPDFPage() without an open page; ignored")
            return
        }
        resetStateForNewPage()
        cairo_show_page(cr)
        pdf.isInPage = false
    }

    public func endPage() {
        endPDFPage()
    }

    /// Finishes the document: ends an open page and writes everything to the consumer. Drawing
    /// afterwards is ignored. Also done automatically when the context is released.
    public func closePDF() {
        guard let pdf, !pdf.isClosed else { return }
        if pdf.isInPage { endPDFPage() }
        cairo_surface_finish(surface)
        pdf.consumer.flush()
        pdf.isClosed = true
    }

    /// CoreGraphics' PDF device space is y-up from the media box's origin; Cairo's page is
    /// y-down from its top-left.
    static func pdfFlip(for box: CGRect) -> CGAffineTransform {
        CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: -box.minX, ty: box.maxY)
    }

    private func resetStateForNewPage() {
        // Unwind open transparency layers (innermost first, with the saves made inside each),
        // then the remaining saves, so Cairo's state stack is balanced for the next page.
        while let layer = transparencyLayers.popLast() {
            while savedStates.count > layer.depth {
                savedStates.removeLast()
                cairo_restore(cr)
            }
            cairo_pattern_destroy(cairo_pop_group(cr))
        }
        while !savedStates.isEmpty {
            savedStates.removeLast()
            cairo_restore(cr)
        }
        cairo_reset_clip(cr)
        state = GraphicsState(ctm: initialCTM)
        devicePath = CGMutablePath()
    }

    private static func applyMetadata(_ info: [String: Any]?, to surface: OpaquePointer) {
        guard let info else { return }
        let fields: [(CFString, cairo_pdf_metadata_t)] = [
            (kCGPDFContextTitle, CAIRO_PDF_METADATA_TITLE), (kCGPDFContextAuthor, CAIRO_PDF_METADATA_AUTHOR),
            (kCGPDFContextSubject, CAIRO_PDF_METADATA_SUBJECT), (kCGPDFContextCreator, CAIRO_PDF_METADATA_CREATOR),
            (kCGPDFContextKeywords, CAIRO_PDF_METADATA_KEYWORDS),
        ]
        for (key, field) in fields {
            var value = info[key] as? String
            if value == nil, let list = info[key] as? [String] { value = list.joined(separator: ", ") }
            if let value { cairo_pdf_surface_set_metadata(surface, field, value) }
        }
    }
}
