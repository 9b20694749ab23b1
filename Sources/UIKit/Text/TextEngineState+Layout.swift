internal import CPango

extension TextEngineState {
    static func pangoUnits(_ value: CGFloat) -> Int32 {
        let scaled = (value * CGFloat(PANGO_SCALE)).rounded()
        guard scaled.isFinite else { return 0 }
        return Int32(max(-1e9, min(1e9, scaled)))
    }

    // MARK: Layout

    /// Lays out the text: paragraphs one below the other, lines stacked with the paragraph
    /// style's line height rules, cut at the line or height limit, the last kept line
    /// ellipsized when asked, then each line aligned in the container.
    func layout(_ input: TextLayoutInput, selection: RunSelection = .all) -> PangoTextLayout {
        compose(input, selection: selection, measuringOnly: false)
    }

    /// The metrics `layout(_:)` would give, without keeping Pango layouts: remembered for
    /// inputs measured before (a list's repeated titles) and, for a line of plain ASCII in one
    /// font, measured without a Pango layout (`SimpleLineShaper`).
    func measure(_ input: TextLayoutInput) -> TextLayoutMetrics {
        // One key for the lookup and the insertion: its hash is worked out once.
        let key = TextMetricsCache.Key(input)
        if let known = metricsCache.metrics(for: key) { return known }
        let metrics = simpleLineMetrics(input) ?? compose(input, selection: .all, measuringOnly: true).metrics
        metricsCache.insert(metrics, for: key)
        return metrics
    }

    private func compose(_ input: TextLayoutInput, selection: RunSelection, measuringOnly: Bool) -> PangoTextLayout {
        let result = PangoTextLayout()
        var boxes: [TextLineBox] = []
        var placements: [LinePlacement] = []
        var bottom: CGFloat = 0
        var y: CGFloat = 0
        var truncated = false
        var full = false

        for (index, given) in input.paragraphs.enumerated() {
            let paragraph = listIndented(given)
            if full {
                truncated = true
                break
            }
            let style = paragraph.style
            let top = index > 0 ? y + style.paragraphSpacingBefore : y
            let geometry = ParagraphGeometry(style: style, input: input)
            var layout: OpaquePointer?
            var lines: [PangoLineExtents]
            if measuringOnly, let line = simpleLine(paragraph, geometry, input) {
                lines = [line]
            } else {
                let made = makeLayout(paragraph, geometry, input: input, selection: selection, ellipsizedLines: nil)
                if case .all = selection { reportUnknownGlyphs(in: made) }
                lines = lineExtents(of: made, paragraph)
                layout = made
            }

            // How many of the paragraph's lines fit under the limits (the text's first line
            // always does).
            var fitting = 0
            var cursor = top
            for line in lines {
                let height = lineHeight(line, paragraph, input)
                if input.maximumNumberOfLines > 0, boxes.count + fitting >= input.maximumNumberOfLines {
                    full = true
                    break
                }
                if let maxHeight = input.maxHeight, boxes.count + fitting > 0, cursor + height > maxHeight + 0.01 {
                    full = true
                    break
                }
                fitting += 1
                cursor += height + style.lineSpacing
            }
            if fitting == 0 {
                if let layout { g_object_unref(UnsafeMutableRawPointer(layout)) }
                truncated = true
                break
            }
            if fitting < lines.count {
                truncated = true
                if input.truncatesLastVisibleLine, geometry.wraps {
                    if let layout { g_object_unref(UnsafeMutableRawPointer(layout)) }
                    let made = makeLayout(paragraph, geometry, input: input, selection: selection, ellipsizedLines: fitting)
                    lines = lineExtents(of: made, paragraph)
                    layout = made
                }
            }
            if let layout {
                if pango_layout_is_ellipsized(layout) != 0 { truncated = true }
                if measuringOnly {
                    g_object_unref(UnsafeMutableRawPointer(layout))
                } else {
                    result.layouts.append(layout)
                }
            }

            cursor = top
            for (lineIndex, line) in lines.prefix(fitting).enumerated() {
                let height = lineHeight(line, paragraph, input)
                // TextKit puts a line's extra height (multiple, minimum) above the glyphs.
                boxes.append(TextLineBox(paragraph: index, index: lineIndex, x: 0, top: cursor,
                                         baseline: cursor + height - line.descent, height: height, width: line.width,
                                         originOffset: line.originOffset, clip: geometry.clips ? 0...0 : nil))
                placements.append((line.isRightToLeft, lineIndex == 0 ? style.firstLineHeadIndent : style.headIndent,
                                   geometry.tailInset, style.alignment))
                bottom = cursor + height
                cursor += height + style.lineSpacing
            }
            y = bottom + style.paragraphSpacing
        }

        let (usedWidth, container) = align(&boxes, placements, input)
        result.metrics = TextLayoutMetrics(lines: boxes, usedSize: CGSize(width: usedWidth, height: bottom),
                                           isTruncated: truncated, containerWidth: container)
        return result
    }

    typealias LinePlacement = (rightToLeft: Bool, head: CGFloat, tail: CGFloat, alignment: NSTextAlignment)

    /// Places the lines in the container (the wrapping width, or the longest line): the used
    /// width and the container's.
    func align(_ boxes: inout [TextLineBox], _ placements: [LinePlacement],
               _ input: TextLayoutInput) -> (usedWidth: CGFloat, container: CGFloat) {
        var usedWidth: CGFloat = 0
        for (box, placement) in zip(boxes, placements) {
            usedWidth = max(usedWidth, placement.head + box.width)
        }
        let container = input.maxWidth ?? usedWidth
        for i in boxes.indices {
            let placement = placements[i]
            let left = placement.rightToLeft ? placement.tail : placement.head
            let right = placement.rightToLeft ? placement.head : placement.tail
            var alignment = placement.alignment
            // Justified lines already fill the width; a paragraph's last line is natural.
            if alignment == .justified { alignment = .natural }
            if alignment == .natural {
                let rightToLeft = input.resolvesNaturalAlignmentWithBaseWritingDirection
                    ? placement.rightToLeft : input.naturalAlignmentIsRightToLeft
                alignment = rightToLeft ? .right : .left
            }
            switch alignment {
            case .right: boxes[i].x = container - right - boxes[i].width
            case .center: boxes[i].x = left + (container - left - right - boxes[i].width) / 2
            default: boxes[i].x = left
            }
            if boxes[i].clip != nil { boxes[i].clip = left...max(left, container - right) }
        }
        return (usedWidth, container)
    }

    func lineHeight(_ line: PangoLineExtents, _ paragraph: TextParagraph, _ input: TextLayoutInput) -> CGFloat {
        let style = paragraph.style
        var height = line.ascent + line.descent
        if input.usesFontLeading { height += paragraph.leading }
        if style.lineHeightMultiple > 0 { height *= style.lineHeightMultiple }
        if style.minimumLineHeight > 0 { height = max(height, style.minimumLineHeight) }
        if style.maximumLineHeight > 0 { height = min(height, style.maximumLineHeight) }
        return height
    }

    /// Each line's extents. With the paragraph, a line holding attachments is at least as
    /// tall as their characters' fonts (TextKit: an attachment's line keeps its font's ascent
    /// and descent; Pango counts only the attachment's box).
    func lineExtents(of layout: OpaquePointer, _ paragraph: TextParagraph? = nil) -> [PangoLineExtents] {
        let scale = 1 / CGFloat(PANGO_SCALE)
        return (0..<Int32(pango_layout_get_line_count(layout))).compactMap { index in
            guard let line = pango_layout_get_line_readonly(layout, index) else { return nil }
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_line_get_extents(line, &ink, &logical)
            // In CGFloat: Pango's 32-bit sums can be at the edge of the range for huge text.
            var extents = PangoLineExtents(ascent: -CGFloat(logical.y) * scale,
                                           descent: (CGFloat(logical.height) + CGFloat(logical.y)) * scale,
                                           width: CGFloat(logical.width) * scale,
                                           originOffset: CGFloat(logical.x) * scale,
                                           isRightToLeft: pango_layout_line_get_resolved_direction(line) == PANGO_DIRECTION_RTL)
            if let paragraph, !paragraph.attachments.isEmpty {
                let start = Int(line.pointee.start_index)
                let bytes = start..<(start + max(0, Int(line.pointee.length)))
                for attachment in paragraph.attachments where bytes.contains(attachment.utf8Offset) {
                    guard let run = paragraph.runs.first(where: { $0.utf8Range.contains(attachment.utf8Offset) }) else { continue }
                    let font = resolve(run.face)
                    extents.ascent = max(extents.ascent, font.ascender * run.size)
                    extents.descent = max(extents.descent, font.descender * run.size)
                }
            }
            return extents
        }
    }

    func makeLayout(_ paragraph: TextParagraph, _ geometry: ParagraphGeometry, input: TextLayoutInput,
                            selection: RunSelection, ellipsizedLines: Int?) -> OpaquePointer {
        let writingDirection = paragraph.style.baseWritingDirection
        let rightToLeft = writingDirection == .rightToLeft
            || (writingDirection == .natural && input.naturalAlignmentIsRightToLeft)
        let context = makeContext(language: paragraph.language,
                                  direction: rightToLeft ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR)
        let layout = pango_layout_new(context)!
        g_object_unref(UnsafeMutableRawPointer(context))
        // Natural direction: the first strong character decides (Unicode bidi rules P2, P3);
        // a paragraph without one takes the context's direction.
        pango_layout_set_auto_dir(layout, writingDirection == .natural ? 1 : 0)
        if let first = paragraph.runs.first {
            let description = makeDescription(first.face, size: first.size, includingFallbacks: true)
            pango_layout_set_font_description(layout, description)
            pango_font_description_free(description)
        }
        if paragraph.utf8.isEmpty {
            pango_layout_set_text(layout, "", 0)
        } else {
            paragraph.utf8.withUnsafeBufferPointer { bytes in
                bytes.withMemoryRebound(to: CChar.self) { pango_layout_set_text(layout, $0.baseAddress, Int32($0.count)) }
            }
        }
        let attributes = makeAttributes(paragraph, selection: selection)
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
        if paragraph.utf8.contains(0x09) { setTabStops(of: layout, from: paragraph.style) }

        if let width = geometry.width, geometry.wraps || geometry.ellipsizesSingleLine {
            pango_layout_set_width(layout, Self.pangoUnits(width))
            pango_layout_set_indent(layout, Self.pangoUnits(geometry.indent))
        } else {
            pango_layout_set_width(layout, -1)
        }
        if geometry.wraps {
            pango_layout_set_wrap(layout, geometry.wrapMode)
            pango_layout_set_justify(layout, paragraph.style.alignment == .justified ? 1 : 0)
        }
        if let lines = ellipsizedLines {
            pango_layout_set_ellipsize(layout, geometry.ellipsizeMode)
            pango_layout_set_height(layout, -Int32(clamping: max(1, lines)))
        } else if geometry.ellipsizesSingleLine {
            pango_layout_set_ellipsize(layout, geometry.ellipsizeMode)
            pango_layout_set_height(layout, -1)
        }
        return layout
    }

    /// The paragraph style's tab stops, then stops `defaultTabInterval` apart past the last
    /// one (UIKit; without an interval, tabs past the last stop follow Pango's default).
    private func setTabStops(of layout: OpaquePointer, from style: ParagraphStyleValues) {
        var stops = style.tabStops.filter { $0.location > 0 && $0.location.isFinite }
        if style.defaultTabInterval > 0 {
            var location = (stops.last?.location ?? 0) + style.defaultTabInterval
            while stops.count < 64 {
                stops.append(TabStopValue(alignment: .left, location: location))
                location += style.defaultTabInterval
            }
        }
        guard !stops.isEmpty, let tabs = pango_tab_array_new(Int32(stops.count), 0) else { return }
        for (index, stop) in stops.enumerated() {
            let alignment: PangoTabAlign
            switch stop.alignment {
            case .right: alignment = PANGO_TAB_RIGHT
            case .center: alignment = PANGO_TAB_CENTER
            default: alignment = PANGO_TAB_LEFT
            }
            pango_tab_array_set_tab(tabs, Int32(index), alignment, Self.pangoUnits(stop.location))
        }
        pango_layout_set_tabs(layout, tabs)
        pango_tab_array_free(tabs)
    }

    private func makeAttributes(_ paragraph: TextParagraph, selection: RunSelection) -> OpaquePointer {
        let list = pango_attr_list_new()!
        func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?, _ range: Range<Int>) {
            guard let attribute else { return }
            attribute.pointee.start_index = UInt32(range.lowerBound)
            attribute.pointee.end_index = UInt32(range.upperBound)
            pango_attr_list_insert(list, attribute)
        }
        func channel(_ value: Double) -> UInt16 { UInt16((max(0, min(1, value)) * 65535).rounded()) }
        // Pango reads an alpha of 0 as "unset" (opaque); 1/65535 is invisible.
        func alpha(_ value: Double) -> UInt16 { max(1, channel(value)) }

        insert(pango_attr_language_new(pango_language_from_string(paragraph.language)), 0..<paragraph.utf8.count)
        for run in paragraph.runs where !run.utf8Range.isEmpty {
            let range = run.utf8Range
            let visible: Bool
            switch selection {
            case .all: visible = true
            case .shadow(let shadow): visible = run.shadow == shadow
            }
            let description = makeDescription(run.face, size: run.size, includingFallbacks: true)
            insert(pango_attr_font_desc_new(description), range)
            pango_font_description_free(description)

            var features = run.face.features.map { "\($0) 1" }
            if run.disablesKerning { features.append("kern 0") }
            if run.ligature == 0 { features += ["liga 0", "clig 0"] } else if run.ligature >= 2 { features.append("dlig 1") }
            if !features.isEmpty { insert(pango_attr_font_features_new(features.joined(separator: ", ")), range) }

            let color = run.color
            insert(pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue)), range)
            insert(pango_attr_foreground_alpha_new(visible ? alpha(color.alpha) : 1), range)
            if visible, let background = run.background, background.alpha > 0 {
                insert(pango_attr_background_new(channel(background.red), channel(background.green), channel(background.blue)), range)
                insert(pango_attr_background_alpha_new(alpha(background.alpha)), range)
            }
            if run.letterSpacing != 0 { insert(pango_attr_letter_spacing_new(Self.pangoUnits(run.letterSpacing)), range) }
            if visible, run.underline & 0xFF != 0 {
                // NSUnderlineStyle.double is 0x09; single and thick draw one line.
                let style = run.underline & 0x0F == 0x09 ? PANGO_UNDERLINE_DOUBLE : PANGO_UNDERLINE_SINGLE
                insert(pango_attr_underline_new(style), range)
                if let c = run.underlineColor {
                    insert(pango_attr_underline_color_new(channel(c.red), channel(c.green), channel(c.blue)), range)
                }
            }
            if visible, run.strikethrough & 0xFF != 0 {
                insert(pango_attr_strikethrough_new(1), range)
                if let c = run.strikethroughColor {
                    insert(pango_attr_strikethrough_color_new(channel(c.red), channel(c.green), channel(c.blue)), range)
                }
            }
            if run.baselineOffset != 0 { insert(pango_attr_rise_new(Self.pangoUnits(run.baselineOffset)), range) }
        }
        // An attachment is an inline box: its logical rectangle (y down from the baseline) sets
        // the advance and grows the line's ascent or descent; nothing is drawn for it here.
        for attachment in paragraph.attachments where attachment.utf8Offset + 3 <= paragraph.utf8.count {
            let height = max(0, attachment.bounds.height)
            var logical = PangoRectangle(x: 0, y: Self.pangoUnits(-(attachment.bounds.minY + height)),
                                         width: Self.pangoUnits(attachment.advance), height: Self.pangoUnits(height))
            var ink = logical
            insert(pango_attr_shape_new(&ink, &logical), attachment.utf8Offset..<(attachment.utf8Offset + 3))
        }
        return list
    }

    // MARK: Drawing

    /// Draws the text with its first line's top-left at `origin` (user space of `cr`, y down).
    /// With `key`, the layout kept for it is drawn when there is one (it was made from this
    /// same input, so the glyphs and their places are the same as a new layout's).
    func draw(_ input: TextLayoutInput, at origin: CGPoint, selection: RunSelection,
              on cr: OpaquePointer, keptFor key: TextLayoutKey? = nil) -> TextLayoutMetrics {
        var kept: PangoTextLayout?
        if let key, case .all = selection { kept = keptLayouts.layout(for: key) }
        let laidOut = kept ?? layout(input, selection: selection)
        for box in laidOut.metrics.lines {
            guard let line = pango_layout_get_line_readonly(laidOut.layouts[box.paragraph], Int32(box.index)) else { continue }
            if let clip = box.clip {
                cairo_save(cr)
                cairo_rectangle(cr, Double(origin.x + clip.lowerBound), Double(origin.y + box.top - box.height),
                                Double(clip.upperBound - clip.lowerBound), Double(box.height * 3))
                cairo_clip(cr)
            }
            cairo_move_to(cr, Double(origin.x + box.x - box.originOffset), Double(origin.y + box.baseline))
            pango_cairo_show_layout_line(cr, line)
            if box.clip != nil { cairo_restore(cr) }
        }
        if input.paragraphs.contains(where: { $0.listMarker != nil }) {
            // Markers have no shadow of their own: drawn with the runs that have none.
            switch selection {
            case .all, .shadow(nil): drawListMarkers(laidOut.metrics.lines, input, origin: origin, on: cr)
            case .shadow: break
            }
        }
        cairo_new_path(cr)
        var metrics = laidOut.metrics
        if input.paragraphs.contains(where: { !$0.attachments.isEmpty }) {
            metrics.attachments = attachmentPlacements(laidOut, input, origin: origin)
        }
        return metrics
    }

    // MARK: Diagnostics

    func unknownGlyphCount(_ input: TextLayoutInput) -> Int {
        let laidOut = layout(input)
        return withExtendedLifetime(laidOut) {
            laidOut.layouts.reduce(0) { $0 + Int(pango_layout_get_unknown_glyphs_count($1)) }
        }
    }

    /// The family of the font Pango chose for each run, in layout order.
    func runFamilies(_ input: TextLayoutInput) -> [String] {
        var families: [String] = []
        let laidOut = layout(input)
        defer { withExtendedLifetime(laidOut) {} }
        for layout in laidOut.layouts {
            forEachRun(of: layout) { run in
                guard let font = run.pointee.item.pointee.analysis.font,
                      let description = pango_font_describe(font) else { return }
                if let family = pango_font_description_get_family(description) { families.append(String(cString: family)) }
                pango_font_description_free(description)
            }
        }
        return families
    }
}
