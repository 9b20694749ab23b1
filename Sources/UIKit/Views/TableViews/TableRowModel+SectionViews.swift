import Foundation

extension TableRowModel {
    var hasEstimatedSectionViews: Bool { !estimatedHeaders.isEmpty || !estimatedFooters.isEmpty }

    func isEstimated(section: Int, isFooter: Bool) -> Bool {
        let flags = isFooter ? estimatedFooters : estimatedHeaders
        return section < flags.count && flags[section]
    }

    /// The bottom of `section` (its footer's bottom).
    func sectionBottom(_ section: Int) -> CGFloat {
        section + 1 < sectionTops.count ? sectionTops[section + 1] : contentHeight - tableFooterHeight
    }

    /// Gives a section's header (with its top padding) or footer its real height, marks it
    /// measured, and moves everything below by the difference.
    mutating func setSectionViewHeight(_ height: CGFloat, padding: CGFloat = 0, section: Int, isFooter: Bool) {
        if isFooter {
            if section < estimatedFooters.count { estimatedFooters[section] = false }
        } else {
            if section < estimatedHeaders.count { estimatedHeaders[section] = false }
            if padding != headerTopPadding(ofSection: section) {
                if headerTopPaddings.count < sectionRowCounts.count {
                    headerTopPaddings += Array(repeating: 0, count: sectionRowCounts.count - headerTopPaddings.count)
                }
                headerTopPaddings[section] = padding
            }
        }
        let total = isFooter ? height : height + padding
        let old = isFooter ? footerHeights[section] : headerHeights[section]
        let delta = total - old
        guard delta != 0 else { return }
        if isFooter { footerHeights[section] = total } else { headerHeights[section] = total }
        // A header moves its own rows; a footer only what follows its section.
        let firstMoved = sectionStarts[section] + (isFooter ? sectionRowCounts[section] : 0)
        if firstMoved < rowCount {
            rowTops.withUnsafeMutableBufferPointer { tops in
                for index in firstMoved..<tops.count { tops[index] += delta }
            }
        }
        for later in (section + 1)..<max(section + 1, sectionTops.count) { sectionTops[later] += delta }
        contentHeight += delta
    }
}
