@_spi(Diagnostics) import CoreGraphics
import Foundation

/// A paper size and the area a printer can print on it (UIKit).
@preconcurrency @MainActor
open class UIPrintPaper: NSObject {
    private let size: CGSize
    private let imageableArea: CGRect

    init(size: CGSize, printableRect: CGRect) {
        self.size = size
        imageableArea = printableRect
        super.init()
    }

    /// US Letter (8.5 × 11 in, 612 × 792 points) with our quarter-inch margins.
    static var letter: UIPrintPaper { UIPrintPaper(size: CGSize(width: 612, height: 792), margin: defaultMargin) }

    /// ISO A4 (210 × 297 mm, 595.28 × 841.89 points) with our quarter-inch margins.
    static var a4: UIPrintPaper {
        UIPrintPaper(size: CGSize(width: 595.2755905511812, height: 841.8897637795276), margin: defaultMargin)
    }

    /// Differs from UIKit, which takes the printable area from the printer: a quarter inch
    /// (18 points) on every side, what most desktop printers can reach.
    static let defaultMargin: CGFloat = 18

    convenience init(size: CGSize, margin: CGFloat) {
        self.init(size: size, printableRect: CGRect(origin: .zero, size: size).insetBy(dx: margin, dy: margin))
    }

    /// The paper the job uses where the app does not choose: US Letter in regions that use
    /// US paper sizes (the United States, Canada, Mexico, the Philippines and some of Latin
    /// America), A4 elsewhere.
    static func regionDefault(locale: Locale = .current) -> UIPrintPaper {
        let letterRegions: Set<String> = ["US", "CA", "MX", "PH", "CL", "CO", "VE", "CR", "GT", "PA", "PR", "SV", "DO", "NI"]
        if let region = locale.region?.identifier, letterRegions.contains(region) { return .letter }
        return .a4
    }

    /// The size of the paper, in points, in portrait orientation.
    open var paperSize: CGSize { size }

    /// The part of the paper the printer can print on, in points from the top-left corner.
    open var printableRect: CGRect { imageableArea }

    /// The paper of `paperList` that suits content of `contentSize` best: the smallest that
    /// holds it in its printable area, else the largest; a paper of exactly the content's
    /// size (or the first one) when the list is empty.
    open class func bestPaper(forPageSize contentSize: CGSize, withPapersFrom paperList: [UIPrintPaper]) -> UIPrintPaper {
        guard !paperList.isEmpty else {
            FrameworkLog.log("UIPrintPaper.bestPaper(forPageSize:withPapersFrom:): empty paper list; using the content size")
            let size = CGSize(width: max(1, contentSize.width), height: max(1, contentSize.height))
            return UIPrintPaper(size: size, printableRect: CGRect(origin: .zero, size: size))
        }
        let fitting = paperList.filter {
            $0.printableRect.width >= contentSize.width && $0.printableRect.height >= contentSize.height
        }
        if let smallest = fitting.min(by: { $0.paperSize.width * $0.paperSize.height < $1.paperSize.width * $1.paperSize.height }) {
            return smallest
        }
        return paperList.max(by: { $0.paperSize.width * $0.paperSize.height < $1.paperSize.width * $1.paperSize.height })!
    }
}
