internal import CPango

extension TextEngineState {
    /// Pango's glyph for a shape attribute's run (PANGO_GLYPH_EMPTY: nothing drawn, the
    /// shape's logical width advanced).
    static let emptyGlyph: UInt32 = 0x0FFF_FFFF

    /// Where the attachment characters of laid-out text landed: each image's rectangle in the
    /// drawing's coordinates (y down), found from the shaped glyphs of each line (an
    /// attachment cut off by an ellipsis or a line limit has no glyph and is left out).
    func attachmentPlacements(_ laidOut: PangoTextLayout, _ input: TextLayoutInput,
                              origin: CGPoint) -> [TextAttachmentPlacement] {
        let unit = 1 / CGFloat(PANGO_SCALE)
        var placements: [TextAttachmentPlacement] = []
        for box in laidOut.metrics.lines where box.paragraph < input.paragraphs.count && box.paragraph < laidOut.layouts.count {
            let paragraph = input.paragraphs[box.paragraph]
            guard !paragraph.attachments.isEmpty,
                  let line = pango_layout_get_line_readonly(laidOut.layouts[box.paragraph], Int32(box.index)) else { continue }
            // Runs and their glyphs are in visual order: summing advances gives each glyph's x
            // from the line's origin.
            var x: CGFloat = 0
            var node = line.pointee.runs
            while let current = node {
                if let data = current.pointee.data {
                    let run = data.assumingMemoryBound(to: PangoGlyphItem.self)
                    let glyphs = run.pointee.glyphs.pointee
                    let offset = Int(run.pointee.item.pointee.offset)
                    for i in 0..<Int(glyphs.num_glyphs) {
                        let info = glyphs.glyphs[i]
                        if info.glyph == Self.emptyGlyph,
                           let attachment = paragraph.attachments.first(where: { $0.utf8Offset == offset + Int(glyphs.log_clusters[i]) }) {
                            let glyphX = x + CGFloat(info.geometry.x_offset) * unit
                            let bounds = attachment.bounds
                            let rect = CGRect(x: origin.x + box.x - box.originOffset + glyphX + max(0, attachment.padding) + bounds.minX,
                                              y: origin.y + box.baseline - bounds.minY - bounds.height,
                                              width: bounds.width, height: bounds.height)
                            placements.append(TextAttachmentPlacement(rect: rect, image: attachment.image, tint: attachment.tint))
                        }
                        x += CGFloat(info.geometry.width) * unit
                    }
                }
                node = current.pointee.next
            }
        }
        return placements
    }
}
