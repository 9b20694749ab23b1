@_spi(Diagnostics) import CoreGraphics
import Foundation

/// Draws a print job into PDF documents: a page renderer's (or a formatter's) pages, or the
/// printing items (images one to a page; PDF documents as they are).
@MainActor
struct PrintDocumentMaker {
    let paperRect: CGRect
    let printableRect: CGRect
    let info: UIPrintInfo

    init(paper: UIPrintPaper, info: UIPrintInfo) {
        self.info = info
        var paperRect = CGRect(origin: .zero, size: paper.paperSize)
        var printableRect = paper.printableRect
        if info.orientation == .landscape {
            // The page turns: the paper's height runs across, the margins turn with it.
            paperRect.size = CGSize(width: paper.paperSize.height, height: paper.paperSize.width)
            printableRect = CGRect(x: printableRect.minY, y: paper.paperSize.width - printableRect.maxX,
                                   width: printableRect.height, height: printableRect.width)
        }
        self.paperRect = paperRect
        self.printableRect = printableRect
    }

    static func isPDF(_ data: Data) -> Bool {
        data.starts(with: Array("%PDF-".utf8))
    }

    func documents(renderer: UIPrintPageRenderer?, formatter: UIPrintFormatter?, items: [Any]) throws -> [Data] {
        if let renderer { return [try draw(renderer)] }
        if let formatter {
            let previous = formatter.renderer
            let start = formatter.startPage
            let renderer = UIPrintPageRenderer()
            renderer.addPrintFormatter(formatter, startingAtPageAt: 0)
            defer {
                renderer.removeFormatter(formatter)
                if let previous {
                    previous.addPrintFormatter(formatter, startingAtPageAt: start)
                } else {
                    formatter.startPage = start
                }
            }
            return [try draw(renderer)]
        }
        return try documents(items: items)
    }

    private func noPages() -> UIPrintError {
        UIPrintError(.noContent, userInfo: [NSLocalizedDescriptionKey: "The job has no pages"])
    }

    private func pdf(pageCount: Int, drawPage: (Int) -> Void) -> Data {
        let format = UIGraphicsPDFRendererFormat()
        if !info.jobName.isEmpty { format.documentInfo[kCGPDFContextTitle as String] = info.jobName }
        let pdf = UIGraphicsPDFRenderer(bounds: paperRect, format: format)
        return pdf.pdfData { context in
            // Printed on white paper: dynamic colors resolve in the light appearance.
            UITraitCollection(userInterfaceStyle: .light).performAsCurrent {
                for page in 0..<pageCount {
                    context.beginPage()
                    drawPage(page)
                }
            }
        }
    }

    private func draw(_ renderer: UIPrintPageRenderer) throws -> Data {
        renderer.setPaper(paperRect: paperRect, printableRect: printableRect)
        let count = renderer.numberOfPages
        guard count > 0 else { throw noPages() }
        renderer.prepare(forDrawingPages: NSRange(location: 0, length: count))
        return pdf(pageCount: count) { page in
            guard let context = UIGraphicsGetCurrentContext() else { return }
            context.saveGState()
            renderer.drawPage(at: page, in: renderer.printableRect)
            context.restoreGState()
        }
    }

    /// Images go one to a page, scaled down to fit the printable area (never up) and
    /// centered; PDF documents are sent as they are, after the images before them.
    private func documents(items: [Any]) throws -> [Data] {
        var documents: [Data] = []
        var images: [UIImage] = []
        func flushImages() {
            guard !images.isEmpty else { return }
            let pages = images
            images = []
            documents.append(pdf(pageCount: pages.count) { page in
                let image = pages[page]
                let size = image.size
                guard size.width > 0, size.height > 0 else { return }
                let scale = min(1, printableRect.width / size.width, printableRect.height / size.height)
                let drawn = CGSize(width: size.width * scale, height: size.height * scale)
                image.draw(in: CGRect(x: printableRect.midX - drawn.width / 2, y: printableRect.midY - drawn.height / 2,
                                      width: drawn.width, height: drawn.height))
            })
        }
        for item in items {
            var data: Data?
            switch item {
            case let image as UIImage:
                images.append(image)
                continue
            case let bytes as Data: data = bytes
            case let bytes as NSData: data = bytes as Data
            case let url as URL: data = url.isFileURL ? try? Data(contentsOf: url) : nil
            case let url as NSURL: data = (url as URL).isFileURL ? try? Data(contentsOf: url as URL) : nil
            default: data = nil
            }
            guard let data else {
                throw UIPrintError(.unknownImageFormat, userInfo: [NSLocalizedDescriptionKey: "Cannot print an item of type \(type(of: item))"])
            }
            if Self.isPDF(data) {
                flushImages()
                documents.append(data)
            } else if let image = UIImage(data: data) {
                images.append(image)
            } else {
                throw UIPrintError(.unknownImageFormat, userInfo: [NSLocalizedDescriptionKey: "A printing item is neither an image nor a PDF document"])
            }
        }
        flushImages()
        guard !documents.isEmpty else { throw noPages() }
        return documents
    }
}
