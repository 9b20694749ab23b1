internal import CPango

extension TextEngineState {
    /// Assumed, not verified against iOS: each nesting level indents a list paragraph's lines
    /// by UIKit's default tab interval (28 points), and a marker wider than that pushes its
    /// own paragraph's text further, so that the marker never overlaps the text.
    static let listIndentStep: CGFloat = 28

    /// The paragraph as it is laid out: a list paragraph with a marker to draw has its lines
    /// moved right to leave room for the marker (the characters are unchanged).
    func listIndented(_ paragraph: TextParagraph) -> TextParagraph {
        guard let marker = paragraph.listMarker else { return paragraph }
        let (layout, width) = markerLayout(marker, language: paragraph.language)
        g_object_unref(UnsafeMutableRawPointer(layout))
        let extra = CGFloat(max(0, marker.level - 1)) * Self.listIndentStep + Self.markerStep(width, marker)
        var indented = paragraph
        indented.style.firstLineHeadIndent += extra
        indented.style.headIndent += extra
        return indented
    }

    /// Draws each list paragraph's marker on its first line's baseline, the marker's step to
    /// the left of where the line starts.
    func drawListMarkers(_ lines: [TextLineBox], _ input: TextLayoutInput, origin: CGPoint, on cr: OpaquePointer) {
        for box in lines where box.index == 0 && box.paragraph < input.paragraphs.count {
            let paragraph = input.paragraphs[box.paragraph]
            guard let marker = paragraph.listMarker else { continue }
            let (layout, width) = markerLayout(marker, language: paragraph.language)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            guard let line = pango_layout_get_line_readonly(layout, 0) else { continue }
            let offset = lineExtents(of: layout).first?.originOffset ?? 0
            let x = origin.x + box.x - Self.markerStep(width, marker) - offset
            cairo_move_to(cr, Double(x), Double(origin.y + box.baseline))
            pango_cairo_show_layout_line(cr, line)
        }
        cairo_new_path(cr)
    }

    /// The room a marker takes before its text: the indent step, or the marker and a gap of
    /// a quarter of its font size when that is wider.
    private static func markerStep(_ width: CGFloat, _ marker: TextListMarkerLabel) -> CGFloat {
        max(listIndentStep, (width + marker.run.size / 4).rounded(.up))
    }

    /// A one-line layout of the marker (the caller releases it) and its width.
    private func markerLayout(_ marker: TextListMarkerLabel, language: String) -> (OpaquePointer, CGFloat) {
        let paragraph = TextParagraph(utf8: marker.utf8, runs: [marker.run], style: ParagraphStyleValues(),
                                      language: language, leading: 0)
        let unbounded = TextLayoutInput()
        let layout = makeLayout(paragraph, ParagraphGeometry(style: paragraph.style, input: unbounded), input: unbounded,
                                selection: .all, ellipsizedLines: nil)
        return (layout, lineExtents(of: layout).first?.width ?? 0)
    }
}
