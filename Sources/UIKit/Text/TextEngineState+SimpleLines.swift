internal import CPango

extension TextEngineState {
    /// The extents of a paragraph that Pango would set on one line in one font, measured
    /// without a layout (`SimpleLineShaper`); nil when the paragraph needs Pango: more than
    /// one run, attributes that change the shaping or the line's extents, text beyond
    /// printable ASCII, a right-to-left line, or a width it might not fit in.
    func simpleLine(_ paragraph: TextParagraph, _ geometry: ParagraphGeometry, _ input: TextLayoutInput) -> PangoLineExtents? {
        guard paragraph.runs.count == 1, paragraph.attachments.isEmpty, let run = paragraph.runs.first,
              run.utf8Range == 0..<paragraph.utf8.count,
              run.letterSpacing == 0, !run.disablesKerning, run.ligature == 1, run.baselineOffset == 0,
              run.underline == 0, run.strikethrough == 0, run.face.features.isEmpty,
              SimpleLineShaper.accepts(paragraph.utf8) else { return nil }
        let direction = paragraph.style.baseWritingDirection
        if direction == .rightToLeft || (direction == .natural && input.naturalAlignmentIsRightToLeft) {
            return nil
        }
        guard let line = simpleShaper.lineExtents(paragraph.utf8, face: run.face, size: run.size,
                                                  language: paragraph.language, in: self) else { return nil }
        if let width = geometry.width, geometry.wraps || geometry.ellipsizesSingleLine {
            // Pango breaks or ellipsizes only a line longer than the width left after the
            // first line's indent; keep a margin of a few units so rounding cannot differ.
            let available = Self.pangoUnits(width) - max(0, Self.pangoUnits(geometry.indent))
            guard Self.pangoUnits(line.width) + 4 <= available else { return nil }
        }
        return line
    }

    /// What `compose` measures for one paragraph set on one simple line, without its layout
    /// object and bookkeeping: the line at the top, its box aligned as compose aligns it.
    /// Nil when the input needs compose.
    func simpleLineMetrics(_ input: TextLayoutInput) -> TextLayoutMetrics? {
        guard input.paragraphs.count == 1, input.paragraphs[0].listMarker == nil else { return nil }
        let paragraph = input.paragraphs[0]
        let geometry = ParagraphGeometry(style: paragraph.style, input: input)
        guard let line = simpleLine(paragraph, geometry, input) else { return nil }
        let style = paragraph.style
        // The first line always fits (line and height limits cut from the second on).
        let height = lineHeight(line, paragraph, input)
        var boxes = [TextLineBox(paragraph: 0, index: 0, x: 0, top: 0, baseline: height - line.descent, height: height,
                                 width: line.width, originOffset: line.originOffset, clip: geometry.clips ? 0...0 : nil)]
        let (usedWidth, container) = align(&boxes, [(line.isRightToLeft, style.firstLineHeadIndent, geometry.tailInset,
                                                     style.alignment)], input)
        return TextLayoutMetrics(lines: boxes, usedSize: CGSize(width: usedWidth, height: height), isTruncated: false,
                                 containerWidth: container)
    }
}
